/** Risus Royale's state, options and actions, with the zod schemas that guard them. */
import { z } from 'zod';
import { seededState } from '../../engine/random-schema.js';

/** A cliché, by suit: S Wizardry, C Fighting, D Thievery, H Cleric (the rulebook's Cleric-Type-Stuff). */
const clicheSchema = z.enum(['S', 'C', 'D', 'H']);
export type ClicheSuit = z.infer<typeof clicheSchema>;

const points = z.object({ S: z.number().int(), C: z.number().int(), D: z.number().int(), H: z.number().int() });
export type Points = z.infer<typeof points>;

/**
 * The character and the rules chosen (rulebook, rule 5 and "Goals"): points per cliché (1..4 each,
 * total 10, or 12 with `easy`), `harder` 0..2 added to every opponent, `anyGoal` to play goal 12
 * instead of the dealt goal, and the optional Risus rules: `pumping` (every cliché may be pumped) and
 * `doublePump` (the one cliché marked for Double Pumps, or null). Runs stored before the last three
 * existed read them as off.
 */
export const royaleOptionsSchema = z.object({
  name: z.string().min(1).max(40),
  points,
  easy: z.boolean(),
  harder: z.number().int().min(0).max(2),
  anyGoal: z.boolean().default(false),
  pumping: z.boolean().default(false),
  doublePump: clicheSchema.nullable().default(null),
});
/** The options a run is set up with; the rules left out are off. */
export type RoyaleOptions = z.input<typeof royaleOptionsSchema>;
/** The options as a run keeps them, every rule spelled out. */
export type RoyaleSettings = z.output<typeof royaleOptionsSchema>;

/** One space of the map: its three cards and how far it has been opened. */
const cellSchema = z.object({
  bottom: z.string(),
  middle: z.string(),
  top: z.string(),
  state: z.enum(['hidden', 'guard', 'opponent', 'cleared']),
});

/** A roll shown on the board: who rolled, in which cliché, every die, and what counted. */
const rollSchema = z.object({
  who: z.enum(['you', 'enemy', 'ability', 'escape-you', 'escape-enemy']),
  cliche: clicheSchema,
  dice: z.array(z.number().int()),
  ignored: z.number().int().nullable(),
  total: z.number().int(),
  item: z.string().nullable(),
  /** The dice of the cliché spent on pumping this roll (the player's fight rolls only). */
  pumped: z.number().int().min(1).optional(),
});
export type Roll = z.infer<typeof rollSchema>;

/** A battle against the guard creature or the opponent of the space the player is on. */
const battleSchema = z.object({
  enemy: z.enum(['creature', 'opponent']),
  /** The enemy's dice left per cliché (only its own clichés). */
  enemyDice: z.partialRecord(clicheSchema, z.number().int()),
  round: z.number().int().min(0),
  /** Items declared (ability roll made) for this battle: at most one Plus and one Minus. */
  plus: z.string().nullable(),
  minus: z.string().nullable(),
  /** X items working this battle. */
  xs: z.array(z.string()),
  /** Items whose ability roll failed this battle. */
  failed: z.array(z.string()),
  escaped: z.boolean(),
});
export type Battle = z.infer<typeof battleSchema>;

/** The stored state of a run. */
export const royaleStateSchema = z.object({
  ...seededState(royaleOptionsSchema),
  goal: z.number().int().min(1).max(12),
  /** The goal's sets of spaces, fixed by the deal (see goals.ts). */
  goalSets: z.array(z.array(z.number().int().min(0).max(15))),
  deuces: z.array(z.string()),
  cells: z.array(cellSchema).length(16),
  position: z.number().int().min(-1).max(15),
  phase: z.enum(['start', 'move', 'battle', 'retreat', 'won', 'lost']),
  battle: battleSchema.nullable(),
  /** Dice the player has lost per cliché since entering this space (healed on leaving it). */
  wounds: points,
  treasures: z.array(z.string()),
  victory: z.array(z.string()),
  discard: z.array(z.string()),
  turns: z.number().int(),
  rolls: z.array(rollSchema),
  lostBecause: z.string().nullable(),
  /**
   * Spaces a rival cleared (a duel, duel.ts): closed to this player's marker like any cleared space, and
   * never toward this player's goal. A solo run has none.
   */
  rivalCleared: z.array(z.number().int().min(0).max(15)).optional(),
});
export type RoyaleState = z.infer<typeof royaleStateSchema>;

const cell = z.number().int().min(0).max(15);

/**
 * The player's actions: `start` on an edge space; `move` to an adjacent uncleared space; in a battle,
 * `declare` a Plus or Minus item before the first round, `escape` an opponent before it, `fight` a
 * round in a cliché (spending `pump` dice of it on the roll, with the pumping options), `use` an X or W
 * item; after a defeat or an escape, `retreat` to an adjacent space.
 */
export const royaleActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), cell }),
  z.object({ type: z.literal('move'), cell }),
  z.object({ type: z.literal('declare'), item: z.string().max(3) }),
  z.object({ type: z.literal('escape') }),
  z.object({ type: z.literal('fight'), cliche: clicheSchema, pump: z.number().int().min(1).max(12).optional() }),
  z.object({ type: z.literal('use'), item: z.string().max(3) }),
  z.object({ type: z.literal('retreat'), cell }),
]);
export type RoyaleAction = z.infer<typeof royaleActionSchema>;
