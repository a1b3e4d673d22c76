/** Discord's message rules that the OpenAPI schema does not express. */
import type { SchemaError } from './spec-validator.js';
import { isJsonObject, type Json, type JsonObject } from './types.js';

/** Message flag: ephemeral (only the invoking user sees the message). */
export const EPHEMERAL = 1 << 6;
/** Message flag: the "thinking…" state of a deferred reply. */
export const LOADING = 1 << 7;
/** Message flag: the message uses Components V2 (no content/embeds, up to 40 components). */
export const IS_COMPONENTS_V2 = 1 << 15;

const MAX_ACTION_ROWS = 5;
const MAX_EMBED_CHARACTERS = 6000;

/**
 * Breaches of the 5-action-row and 6000-embed-character limits in a message body (`prefix` is e.g. '/data'; `existingFlags` of an edited
 * message).
 */
export function messageLimitErrors(message: JsonObject, prefix = '', existingFlags = 0): SchemaError[] {
  const errors: SchemaError[] = [];
  const flags = (typeof message.flags === 'number' ? message.flags : 0) | existingFlags;
  const components = message.components;
  if (Array.isArray(components) && !(flags & IS_COMPONENTS_V2) && components.length > MAX_ACTION_ROWS) {
    errors.push({
      instancePath: `${prefix}/components`,
      message: `must NOT have more than ${MAX_ACTION_ROWS} action rows without the IS_COMPONENTS_V2 flag (has ${components.length})`,
    });
  }
  const embeds = Array.isArray(message.embeds) ? message.embeds : [];
  const total = embeds.reduce<number>((sum, embed) => sum + embedCharacters(embed), 0);
  if (total > MAX_EMBED_CHARACTERS) {
    errors.push({
      instancePath: `${prefix}/embeds`,
      message:
        `must NOT have more than ${MAX_EMBED_CHARACTERS} characters across all embeds' title, ` +
        `description, field names and values, footer text and author name (has ${total})`,
    });
  }
  return errors;
}

/** True when a message body to be created has nothing to show (Discord answers 50006). */
export function isEmptyMessage(message: JsonObject): boolean {
  const nonEmpty = (value: Json | undefined): boolean =>
    (typeof value === 'string' && value.length > 0) || (Array.isArray(value) && value.length > 0) || isJsonObject(value);
  return !['content', 'embeds', 'components', 'attachments', 'poll', 'sticker_ids'].some((key) => nonEmpty(message[key]));
}

function embedCharacters(embed: Json): number {
  if (!isJsonObject(embed)) return 0;
  const length = (value: Json | undefined): number => (typeof value === 'string' ? [...value].length : 0);
  const fields = Array.isArray(embed.fields) ? embed.fields : [];
  return (
    length(embed.title) +
    length(embed.description) +
    fields.reduce<number>((sum, field) => sum + (isJsonObject(field) ? length(field.name) + length(field.value) : 0), 0) +
    (isJsonObject(embed.footer) ? length(embed.footer.text) : 0) +
    (isJsonObject(embed.author) ? length(embed.author.name) : 0)
  );
}
