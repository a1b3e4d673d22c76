/**
 * Scoundrel's coach as the bot's thread uses it (engine/coach.ts `GameCoach`): a deal is a seed and a
 * weapon rule; the best line is told room by room; the advisor is given what the player knew before
 * each move (knowledge.ts) and words the moves as the board's buttons do. The searches run in the
 * background worker (coach-work.ts).
 */
import type { GameCoach } from '../../engine/coach.js';
import { signed } from '../../engine/words.js';
import { moveKey } from './advisor.js';
import { decisionsOf } from './decisions.js';
import type { ScoundrelKnowledge } from './knowledge.js';
import { playLine } from './line-rooms.js';
import { roomWords } from './line-words.js';
import { movesWords } from './move-words.js';
import { WEAPON_RULES } from './rules.js';
import { setupScoundrel } from './setup.js';
import { type ScoundrelAction, type ScoundrelOptions, type ScoundrelState, scoundrelOptionsSchema, type WeaponRule } from './state.js';

/** The weapon rule a rules name is (a name the coach does not know: the standard one). */
function weaponRuleOf(rules: string): WeaponRule {
  return WEAPON_RULES.find((rule) => rule === rules) ?? 'lenient';
}

/** An expected score with its sign and one decimal: "+3.5", "−12.0". */
const expectedScore = (value: number): string => (value >= 0 ? `+${value.toFixed(1)}` : `−${(-value).toFixed(1)}`);

/** Scoundrel's coach: the exact solver and the honest advisor. */
export const scoundrelCoach: GameCoach<ScoundrelState, ScoundrelKnowledge, ScoundrelAction, Partial<ScoundrelOptions>> = {
  terms: {
    win: 'clear',
    hidden: 'the order of the dungeon',
    margin: 'half a point',
    canWin: 'the dungeon can be cleared',
    cannotWin: 'every line dies: this one dies best',
    step: 'Room',
    steps: 'Rooms',
    lineHow: 'Room by room: the cards as the room was turned, what was done in order, and the health after.',
    score: (score) => signed(score),
    expected: expectedScore,
  },
  rulesOf(options) {
    const parsed = scoundrelOptionsSchema.partial().nullish().safeParse(options);
    return parsed.success ? (parsed.data?.weaponRule ?? 'lenient') : null;
  },
  rulesLabel: (rules) => `weapon rule: ${rules}`,
  deckOf(seed, rules) {
    const state = setupScoundrel({ seed, options: { weaponRule: weaponRuleOf(rules) } });
    return [...state.room, ...state.dungeon];
  },
  initOf: (seed, rules, deck) => ({ seed, deck: [...deck], options: { weaponRule: weaponRuleOf(rules) } }),
  // Generous, so that an undecided deal is a rarity; two tables of 131,072 positions, 1 MiB each.
  limits: { budget: 20_000_000, tableSize: 1 << 17 },
  lineSteps(start, line) {
    const played = playLine(start, line);
    return played.ok ? { ok: true, steps: played.rooms.map(roomWords) } : played;
  },
  advisor: {
    decisionsOf,
    describe: (knowledge, moves) => movesWords(moves, knowledge.weapon),
    sameMove: (a, b) => moveKey(a) === moveKey(b),
  },
};
