/**
 * Rogue Risus's tables (rulebook, "Dungeon Levels", "Effect Number Lists", "Major Arcana Equipment
 * List"), read from data/rogue/*.json and checked by zod once, when this module loads.
 */
import { z } from 'zod';
import equipmentJson from '../../../data/rogue/equipment.json' with { type: 'json' };
import itemsJson from '../../../data/rogue/items.json' with { type: 'json' };
import levelsJson from '../../../data/rogue/levels.json' with { type: 'json' };
import { TAROT_RANKS, type TarotRank } from '../../engine/tarot.js';
import { clicheSchema, type DamageType, damageTypeSchema, type ItemKind } from './state.js';

/** The number of dungeon levels. */
export const LEVELS = 20;

const rosterEntrySchema = z.object({
  rank: z.enum(TAROT_RANKS),
  name: z.string().min(1),
  cliche: z.union([z.literal(0.5), z.number().int().min(1).max(12)]),
  /** Null where the rulebook gives none (level 2 K, level 8 Page): Physical (docs/rulings.md). */
  type: damageTypeSchema.nullable(),
  resist: z.array(damageTypeSchema),
  weak: z.array(damageTypeSchema),
  item: z.boolean(),
});
/** A monster as the roster lists it. */
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

const levelSchema = z.object({
  level: z.number().int().min(1).max(LEVELS),
  name: z.string().min(1),
  monsters: z
    .array(rosterEntrySchema)
    .length(TAROT_RANKS.length)
    .refine((monsters) => monsters.every((m, i) => m.rank === TAROT_RANKS[i]), 'the roster runs A to K'),
});
/** A dungeon level: its name and its fourteen monsters, Ace to King. */
export type Level = z.infer<typeof levelSchema>;

const levelsSchema = z.object({
  levels: z
    .array(levelSchema)
    .length(LEVELS)
    .refine((levels) => levels.every((l, i) => l.level === i + 1), 'levels run 1 to 20'),
});

const effectSchema = z.object({ effect: z.number().int().min(1).max(14), name: z.string().min(1), text: z.string().min(1) });
/** One numbered effect of an item list. */
export type ItemEffect = z.infer<typeof effectSchema>;
const effectListSchema = z
  .array(effectSchema)
  .length(14)
  .refine((list) => list.every((e, i) => e.effect === i + 1), 'effects run 1 to 14');
const itemsSchema = z.object({ potions: effectListSchema, scrolls: effectListSchema, wands: effectListSchema });

const equipmentEntrySchema = z.object({
  card: z.string().regex(/^M(\d|1\d|2[01])$/),
  arcana: z.string().min(1),
  name: z.string().min(1),
  slot: z.enum(['special', 'ring', 'amulet', 'none']),
  only: z.enum(['fighter', 'mage']).nullable(),
  /** A special item's cliché: it gives +3 to this one, +1 to the others. */
  favours: clicheSchema.optional(),
  text: z.string().min(1),
});
/** A major-arcana equipment card. */
export type Equipment = z.infer<typeof equipmentEntrySchema>;
const equipmentSchema = z.object({
  equipment: z
    .array(equipmentEntrySchema)
    .length(22)
    .refine((list) => list.every((e, i) => e.card === `M${i}`), 'equipment runs M0 to M21'),
});

const levels = levelsSchema.parse(levelsJson).levels;
const items = itemsSchema.parse(itemsJson);
const equipmentList = equipmentSchema.parse(equipmentJson).equipment;

/** Every level, 1 to 20. */
export function allLevels(): readonly Level[] {
  return levels;
}

/** A level of the dungeon (1..20). */
export function levelInfo(level: number): Level {
  const found = levels[level - 1];
  if (!found) throw new Error(`No dungeon level ${level}`);
  return found;
}

/** The roster entry of a rank on a level (rulebook: look up the card's rank on the current roster). */
export function rosterEntry(level: number, rank: TarotRank): RosterEntry {
  const index = TAROT_RANKS.indexOf(rank);
  const entry = levelInfo(level).monsters[index];
  if (!entry) throw new Error(`No ${rank} on level ${level}`);
  return entry;
}

/** The damage a roster entry deals: its type, or Physical when the roster gives none (docs/rulings.md). */
export function damageTypeOf(entry: RosterEntry): DamageType {
  return entry.type ?? 'P';
}

/** The effect list of an item kind. */
export function effectList(kind: ItemKind): readonly ItemEffect[] {
  return kind === 'potion' ? items.potions : kind === 'scroll' ? items.scrolls : items.wands;
}

/** One effect of an item kind (1..14). */
export function itemEffect(kind: ItemKind, effect: number): ItemEffect {
  const found = effectList(kind)[effect - 1];
  if (!found) throw new Error(`No ${kind} effect ${effect}`);
  return found;
}

/** Every equipment card, M0 to M21. */
export function allEquipment(): readonly Equipment[] {
  return equipmentList;
}

/** The equipment of a major-arcana card. */
export function equipment(card: string): Equipment {
  const found = equipmentList.find((entry) => entry.card === card);
  if (!found) throw new Error(`No equipment for ${card}`);
  return found;
}
