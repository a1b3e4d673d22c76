/**
 * The custom-id codec (docs/design.md, Discord layer): `<game>:<sessionId>:<version>:<action>`, at most
 * 100 characters. The action is its `type` followed by `&key=value` pairs; a value is a string of
 * `[A-Za-z0-9_.-]`, `#<integer>` for a number, or `!t` / `!f` for a boolean, so decoding gives back
 * exactly the object that was encoded. Everything decoded is checked again by the game's zod schema.
 */
import { z } from 'zod';

/** Discord's limit on a custom id. */
export const CUSTOM_ID_MAX = 100;

/** A scalar an encoded action may hold. */
type ActionValue = string | number | boolean;
/** An action as the codec sees it: a `type` and scalar fields. */
export type EncodableAction = { type: string } & Record<string, ActionValue | undefined>;

/** A move as a component sends it: an encoded action, or a multi-select's action with an array of its values. */
export type Move = { type: string } & Record<string, unknown>;

/** True when every field of a move is a scalar, so it fits in a custom id. */
export function isEncodable(move: Move): move is EncodableAction {
  return Object.values(move).every((value) => ['string', 'number', 'boolean', 'undefined'].includes(typeof value));
}

/** A decoded custom id. */
export interface ComponentId {
  game: string;
  sessionId: string;
  version: number;
  action: EncodableAction;
}

const WORD = /^[A-Za-z0-9_.-]+$/;
const RESERVED_KEYS = new Set(['type', '__proto__', 'constructor', 'prototype']);
const componentIdSchema = z.object({
  game: z.string().regex(/^[a-z]{1,16}$/),
  sessionId: z.string().regex(/^[a-z0-9]{1,16}$/),
  version: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
  action: z.string().min(1),
});

function encodeValue(value: ActionValue): string {
  if (typeof value === 'boolean') return value ? '!t' : '!f';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Only integers fit in a custom id, not ${value}`);
    return `#${value}`;
  }
  if (!WORD.test(value)) throw new Error(`"${value}" cannot go in a custom id`);
  return value;
}

function decodeValue(text: string): ActionValue | null {
  if (text === '!t') return true;
  if (text === '!f') return false;
  if (/^#-?\d{1,15}$/.test(text)) return Number(text.slice(1));
  return WORD.test(text) ? text : null;
}

/** Encodes an action: `face&card=JS&weapon=!t`. Fields left undefined are left out. */
export function encodeAction(action: EncodableAction): string {
  if (!WORD.test(action.type)) throw new Error(`Action type "${action.type}" cannot go in a custom id`);
  const fields = Object.entries(action)
    .filter(([key, value]) => key !== 'type' && value !== undefined)
    .map(([key, value]) => {
      if (!WORD.test(key)) throw new Error(`Field "${key}" cannot go in a custom id`);
      return `${key}=${encodeValue(value as ActionValue)}`;
    });
  return [action.type, ...fields].join('&');
}

/** Decodes an action, or returns null when the text is not one. */
export function decodeAction(text: string): EncodableAction | null {
  const [type, ...fields] = text.split('&');
  if (type === undefined || !WORD.test(type)) return null;
  const action: EncodableAction = { type };
  for (const field of fields) {
    const match = /^([A-Za-z0-9_.-]+)=(.*)$/.exec(field);
    const key = match?.[1];
    if (!key || match[2] === undefined || RESERVED_KEYS.has(key) || Object.hasOwn(action, key)) return null;
    const value = decodeValue(match[2]);
    if (value === null) return null;
    action[key] = value;
  }
  return action;
}

/** Builds a component's custom id; throws when it would break Discord's 100-character limit. */
export function encodeComponentId(id: ComponentId): string {
  const text = `${id.game}:${id.sessionId}:${id.version}:${encodeAction(id.action)}`;
  if (text.length > CUSTOM_ID_MAX) throw new Error(`Custom id over ${CUSTOM_ID_MAX} characters: ${text}`);
  return text;
}

/** Reads a custom id, or returns null for anything this bot did not make (or someone tampered with). */
export function decodeComponentId(text: string): ComponentId | null {
  if (text.length > CUSTOM_ID_MAX) return null;
  const parts = text.split(':');
  if (parts.length !== 4) return null;
  const [game, sessionId, version, action] = parts;
  const parsed = componentIdSchema.safeParse({ game, sessionId, version, action });
  if (!parsed.success) return null;
  const decoded = decodeAction(parsed.data.action);
  return decoded ? { ...parsed.data, action: decoded } : null;
}
