/** Scoundrel's state, actions and options, with the zod schemas that guard them. */
import { z } from 'zod';
import { seededState } from '../../engine/random-schema.js';
import { WEAPON_RULES } from './rules.js';

/** `lenient`: a used weapon hits monsters up to the last one it slew; `strict`: only weaker ones. */
export const weaponRuleSchema = z.enum(WEAPON_RULES);
export type WeaponRule = z.infer<typeof weaponRuleSchema>;

/** The options of a run. */
export const scoundrelOptionsSchema = z.object({ weaponRule: weaponRuleSchema });
export type ScoundrelOptions = z.infer<typeof scoundrelOptionsSchema>;

/** The stored state of a run: plain JSON, dungeon listed top card first. */
export const scoundrelStateSchema = z.object({
  ...seededState(scoundrelOptionsSchema),
  dungeon: z.array(z.string()),
  room: z.array(z.string()),
  health: z.number().int(),
  weapon: z.string().nullable(),
  slain: z.array(z.string()),
  discard: z.array(z.string()),
  turn: z.object({ faced: z.number().int().min(0).max(4), potionUsed: z.boolean() }),
  lastTurnAvoided: z.boolean(),
  lastFaced: z.string().nullable(),
});
export type ScoundrelState = z.infer<typeof scoundrelStateSchema>;

/** `avoid` the room, or `face` one of its cards (`weapon: true` fights a monster with the weapon). */
export const scoundrelActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('avoid') }),
  z.object({ type: z.literal('face'), card: z.string().max(3), weapon: z.boolean().optional() }),
]);
export type ScoundrelAction = z.infer<typeof scoundrelActionSchema>;
