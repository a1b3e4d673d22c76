/** Royal Assassin's state, options and actions, with the zod schemas that guard them. */
import { z } from 'zod';
import { seededState } from '../../engine/random-schema.js';
import { VARIANTS } from './variants.js';

/** A column, by the suit of its Royals. */
const columnSchema = z.enum(['S', 'C', 'D', 'H']);
export type Column = z.infer<typeof columnSchema>;

const variantSchema = z.enum(VARIANTS);
export type Variant = z.infer<typeof variantSchema>;

/** The options of a game: which alternate rules are on. */
export const assassinOptionsSchema = z.object({ variants: z.array(variantSchema) });
export type AssassinOptions = z.infer<typeof assassinOptionsSchema>;

/** A card on a Pretender with the value it counts for now (an Ace may drop from 11 to 1). */
const placedSchema = z.object({ card: z.string(), value: z.number().int() });

/** A Royal in a column with the attack and defence cards played on it. */
const layerSchema = z.object({ royal: z.string(), attack: z.array(placedSchema), defence: z.array(placedSchema) });
export type Layer = z.infer<typeof layerSchema>;

/** Where a Joker is: set aside ready to play, placed over a column, in the stockpile or reserve, or discarded. */
const jokerSchema = z.object({
  card: z.enum(['JK1', 'JK2']),
  at: z.union([columnSchema, z.enum(['aside', 'stock', 'pending', 'reserve', 'discarded'])]),
});
export type Joker = z.infer<typeof jokerSchema>;

/** The stored state: stockpile top first, reserve and columns bottom to top. */
export const assassinStateSchema = z.object({
  ...seededState(assassinOptionsSchema),
  stock: z.array(z.string()),
  reserve: z.array(z.string()),
  discard: z.array(z.string()),
  columns: z.object({ S: z.array(layerSchema), C: z.array(layerSchema), D: z.array(layerSchema), H: z.array(layerSchema) }),
  pending: z.string().nullable(),
  jokers: z.array(jokerSchema),
  /** How setup ended: the Royals it placed and the card that stopped it (null for `four-royals`). */
  setup: z.object({ royals: z.number().int(), stopper: z.string().nullable() }),
  royalsKilled: z.number().int(),
  /** Stockpile cards turned since setup ended. */
  turned: z.number().int(),
  /** `recycle-reserve`: how many times the reserve was turned over into a new stockpile. */
  recycles: z.number().int(),
  /** `recycle-reserve`: whether a card was played, placed or taken in defence since the reserve was last turned over. */
  changedSinceRecycle: z.boolean().default(true),
  /** The player conceded a game whose plays left could not kill a Royal (endgame.ts). */
  conceded: z.boolean().default(false),
});
export type AssassinState = z.infer<typeof assassinStateSchema>;

/** Turn a card, attack with it, put it on the reserve, continue from the reserve, place a Joker, or concede. */
export const assassinActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('draw') }),
  z.object({ type: z.literal('attack'), column: columnSchema }),
  z.object({ type: z.literal('reserve') }),
  z.object({ type: z.literal('continue'), column: columnSchema }),
  z.object({ type: z.literal('joker'), column: columnSchema }),
  z.object({ type: z.literal('concede') }),
]);
export type AssassinAction = z.infer<typeof assassinActionSchema>;
