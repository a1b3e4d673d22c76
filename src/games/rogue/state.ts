/** Rogue Risus's state, actions and options, with the zod schemas that guard them. */
import { z } from 'zod';
import { randomStateSchema } from '../../engine/random-schema.js';
import { majorNumber, parseMinor, TAROT_RANKS } from '../../engine/tarot.js';

/** The four clichés a character starts with (rulebook, "Your Character"). */
export const CLICHES = ['fighter', 'fire-mage', 'ice-mage', 'lightning-mage'] as const;
export const clicheSchema = z.enum(CLICHES);
export type Cliche = z.infer<typeof clicheSchema>;

/** Damage types: Physical, Fire, Ice, Electrical (rulebook, "Swords"). */
export const damageTypeSchema = z.enum(['P', 'F', 'I', 'E']);
export type DamageType = z.infer<typeof damageTypeSchema>;

/** The three kinds of usable item: Cups are potions, Pentacles scrolls, Wands wands. */
export const ITEM_KINDS = ['potion', 'scroll', 'wand'] as const;
const itemKindSchema = z.enum(ITEM_KINDS);
export type ItemKind = z.infer<typeof itemKindSchema>;

/** The equipment slots a card can be worn in by an `equip` choice. */
const slotSchema = z.enum(['amulet', 'special', 'ring1', 'ring2']);
export type Slot = z.infer<typeof slotSchema>;

/** The target of a wand (rulebook, "Usable Items": choose before you find out the effect). */
const targetSchema = z.enum(['monster', 'self']);
export type Target = z.infer<typeof targetSchema>;

/** A minor-arcana code, e.g. `KnS`. */
const minorCodeSchema = z.string().refine((code) => parseMinor(code) !== null, 'a minor-arcana code');
/** A tarot code, minor or major (`M0`..`M21`). */
const tarotCodeSchema = z.string().refine((code) => parseMinor(code) !== null || majorNumber(code) !== null, 'a tarot code');
/** A major-arcana code. */
const majorCodeSchema = z.string().refine((code) => majorNumber(code) !== null, 'a major-arcana code');

/** The options of a run: the cliché, and the character's name (the player's name when left out). */
export const rogueOptionsSchema = z.object({
  cliche: clicheSchema,
  name: z.string().trim().min(1).max(32).optional(),
});
export type RogueOptions = z.infer<typeof rogueOptionsSchema>;

/** A monster in a fight: its roster entry and the dice it has left. */
const monsterSchema = z.object({
  level: z.number().int().min(1).max(20),
  rank: z.enum(TAROT_RANKS),
  name: z.string(),
  /** The cliché level: 0.5 for ½, else whole dice. */
  cliche: z.number().min(0.5),
  dice: z.number().int().min(0),
  type: damageTypeSchema,
  resist: z.array(damageTypeSchema),
  weak: z.array(damageTypeSchema),
  item: z.boolean(),
});
export type Monster = z.infer<typeof monsterSchema>;

/** Item effects on the player: "Combat" effects last the current or the next combat. */
const effectsSchema = z.object({
  haste: z.boolean(),
  slow: z.boolean(),
  berserk: z.boolean(),
  invisible: z.boolean(),
  confused: z.boolean(),
  levitating: z.boolean(),
  /** Paralysis: the next monster roll against you counts double. */
  paralysed: z.boolean(),
  /** Fear: on their next roll all the opponent's dice show 1. */
  fear: z.boolean(),
});
export type Effects = z.infer<typeof effectsSchema>;

/** Wand effects on the monster of the current fight. */
const monsterEffectsSchema = z.object({ haste: z.boolean(), slow: z.boolean(), invisible: z.boolean() });

/** A combat roll waiting for extra shots: what the player's total is made of, and the monster's total. */
const pendingRollSchema = z.object({
  pump: z.number().int().min(0),
  dice: z.array(z.number().int().min(1).max(6)),
  /** 1, or 2 / 3 when penalties leave no dice (rulebook: divide by 2 or 3, rounded up). */
  divisor: z.number().int().min(1).max(3),
  /** +1 per die rolled against a weakness, -1 against a resistance. */
  perDie: z.number().int().min(-1).max(1),
  extra: z.array(z.number().int().min(1).max(6)),
  monsterTotal: z.number().int(),
});
export type PendingRoll = z.infer<typeof pendingRollSchema>;

/** A fight: the monster, the card it came from, and what is still owed after it. */
const combatSchema = z.object({
  monster: monsterSchema,
  /** The card drawn for it; null in the escape. */
  card: minorCodeSchema.nullable(),
  /** The item roll owed after the fight (a Cup, Pentacle or Wand card). */
  itemKind: itemKindSchema.nullable(),
  round: z.number().int().min(0),
  monsterEffects: monsterEffectsSchema,
  /** An item was used or worked in this fight (Ring of Rage). */
  itemUsed: z.boolean(),
  /** The Amulet of Life has ignored its die of damage this fight. */
  lifeUsed: z.boolean(),
  roll: pendingRollSchema.nullable(),
});
export type Combat = z.infer<typeof combatSchema>;

/** A choice the player must make before anything else. */
const pendingSchema = z.discriminatedUnion('kind', [
  /** Amulet of Speed: keep one of two drawn cards. */
  z.object({ kind: z.literal('pick'), cards: z.array(tarotCodeSchema).length(2), forcedSix: z.boolean() }),
  /** A found equipment card whose slot is full. */
  z.object({ kind: z.literal('equip'), card: majorCodeSchema }),
  /** Identify scroll: which blank item to identify. */
  z.object({ kind: z.literal('identify') }),
  /** Chaos scroll: which group of effects to erase. */
  z.object({ kind: z.literal('chaos') }),
  /** A wand raised: at whom to point it. */
  z.object({ kind: z.literal('aim'), card: minorCodeSchema }),
]);
export type Pending = z.infer<typeof pendingSchema>;

const countsSchema = z.record(minorCodeSchema, z.number().int().min(1));
const knownSchema = z.record(minorCodeSchema, z.number().int().min(1).max(14));
const bagSchema = z.array(z.number().int().min(1).max(14)).length(14);

/** One roll of the last move, for the board: what was rolled, each die, and how it added up. */
const rollRecordSchema = z.object({ label: z.string(), dice: z.array(z.number().int()), text: z.string() });
export type RollRecord = z.infer<typeof rollRecordSchema>;

/** The stored state of a run: plain JSON, decks listed top card first. */
export const rogueStateSchema = z.object({
  seed: z.string(),
  random: randomStateSchema,
  cliche: clicheSchema,
  name: z.string(),
  /** Cliché dice left, and the full cliché they heal up to. */
  dice: z.number().int().min(0).max(6),
  maxDice: z.number().int().min(1).max(6),
  /** The fighter's weapon bonus; null for mages. */
  weapon: z.number().int().min(-1).max(3).nullable(),
  armour: z.number().int().min(-1).max(3),
  amulet: majorCodeSchema.nullable(),
  rings: z.array(majorCodeSchema).max(2),
  special: majorCodeSchema.nullable(),
  worldstone: z.boolean(),
  extraShots: z.number().int().min(0),
  kills: z.number().int().min(0),
  /** Kills on the current level (or in the escape), for the story. */
  levelKills: z.number().int().min(0),
  deepest: z.number().int().min(1).max(20),
  level: z.number().int().min(1).max(20),
  /** The level's cards still face down, and those drawn so far. */
  deck: z.array(tarotCodeSchema),
  drawn: z.array(tarotCodeSchema),
  /** Magic Mapping: the level deck is face up. */
  mapped: z.boolean(),
  /** A rest was tried since the last draw. */
  rested: z.boolean(),
  effects: effectsSchema,
  /** Clarity: the next pumped roll costs no dice. */
  clarity: z.boolean(),
  /** Gift: the next item roll succeeds. */
  gift: z.boolean(),
  /** The equipment pile (major arcana but The World) and the escape's swords, top first. */
  majors: z.array(majorCodeSchema),
  swords: z.array(minorCodeSchema),
  inventory: z.object({ potion: countsSchema, scroll: countsSchema, wand: countsSchema }),
  known: z.object({ potion: knownSchema, scroll: knownSchema, wand: knownSchema }),
  /** The token bag's order for the next draw of each kind. */
  bags: z.object({ potion: bagSchema, scroll: bagSchema, wand: bagSchema }),
  combat: combatSchema.nullable(),
  pending: pendingSchema.nullable(),
  /** The escape: the level whose monster is next. */
  escape: z.object({ level: z.number().int().min(1).max(20) }).nullable(),
  rolls: z.array(rollRecordSchema),
  story: z.array(z.string()),
  end: z.object({ won: z.boolean(), text: z.string() }).nullable(),
});
export type RogueState = z.infer<typeof rogueStateSchema>;

const card = minorCodeSchema;
/** Every move (documented in index.ts). */
export const rogueActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('draw') }),
  z.object({ type: z.literal('rest') }),
  z.object({ type: z.literal('descend') }),
  z.object({ type: z.literal('escape') }),
  z.object({ type: z.literal('pick'), card: tarotCodeSchema }),
  z.object({ type: z.literal('fight'), pump: z.number().int().min(1).max(6).optional() }),
  z.object({ type: z.literal('shoot') }),
  z.object({ type: z.literal('accept') }),
  z.object({ type: z.literal('use'), card, target: targetSchema.optional() }),
  z.object({ type: z.literal('aim'), card }),
  z.object({ type: z.literal('cancel') }),
  z.object({ type: z.literal('equip'), slot: slotSchema }),
  z.object({ type: z.literal('discard') }),
  z.object({ type: z.literal('identify'), card }),
  z.object({ type: z.literal('chaos'), group: itemKindSchema }),
]);
export type RogueAction = z.infer<typeof rogueActionSchema>;
