/**
 * Risus Royale's charts (data/royale.json): their shape is what src/games/royale/tables.ts states, every
 * suit and number of each chart filled in, so the game and the drawing thread can read them unchecked.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import raw from '../../../data/royale.json' with { type: 'json' };
import { TABLES } from '../../../src/games/royale/tables.js';

const suit = z.enum(['S', 'C', 'D', 'H']);
const bySuit = <T extends z.ZodType>(inner: T) => z.strictObject({ S: inner, C: inner, D: inner, H: inner });
const numbers = <T extends z.ZodType>(inner: T) => z.record(z.enum(['3', '4', '5', '6', '7', '8', '9', '10']), inner);
const byFace = <T extends z.ZodType>(inner: T) => z.strictObject({ A: inner, J: inner, Q: inner, K: inner });

const tablesSchema = z.strictObject({
  goals: z.record(suit, z.partialRecord(suit, z.number().int().min(1).max(12))),
  goalNames: z.record(z.string(), z.string()),
  clicheNames: bySuit(z.string()),
  creatureAdjectives: bySuit(z.string()),
  secondarySuit: bySuit(suit),
  creatureStrength: numbers(z.tuple([z.number().int(), z.number().int()])),
  creatures: bySuit(numbers(z.string())),
  classes: bySuit(z.string()),
  races: byFace(z.string()),
  opponents: bySuit(byFace(z.tuple([z.string(), z.number().int()]))),
  treasureKinds: numbers(z.tuple([z.enum(['plus', 'minus', 'X', 'W']), z.enum(['C', 'O', 'both'])])),
  treasures: bySuit(numbers(z.string())),
});

describe('Risus Royale: the charts in data/royale.json', () => {
  it('have the shape the game reads them with, every suit and number filled in', () => {
    expect(tablesSchema.safeParse(raw).error).toBeUndefined();
    expect(TABLES).toBe(raw);
  });

  it('are refused with a chart missing a number or a pair cut short', () => {
    const copy = () => structuredClone(raw) as unknown as Record<string, Record<string, unknown>>;
    const missing = copy();
    delete missing.treasures!.H;
    expect(tablesSchema.safeParse(missing).success).toBe(false);
    const short = copy();
    short.creatureStrength!['7'] = [2];
    expect(tablesSchema.safeParse(short).success).toBe(false);
  });
});
