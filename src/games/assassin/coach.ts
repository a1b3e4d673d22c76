/**
 * Royal Assassin's coach as the bot's thread uses it (engine/coach.ts `GameCoach`): a deal is a seed and a
 * set of alternate rules (variants.ts names it); the best line is told play by play; the advisor is given
 * what the player knew before each play (knowledge.ts), never the stockpile's order. The searches run in
 * the background worker (coach-work.ts).
 */
import type { GameCoach } from '../../engine/coach.js';
import { sameMove } from './advisor.js';
import { decisionsOf } from './decisions.js';
import { type AssassinKnowledge, sampleState } from './knowledge.js';
import { lineSteps } from './line-words.js';
import { playsWords } from './move-words.js';
import { assassinStock } from './setup.js';
import { type AssassinAction, type AssassinOptions, type AssassinState, assassinOptionsSchema } from './state.js';
import { rulesName, variantsOf } from './variants.js';
import { describeAssassinScore } from './view.js';

/** The alternate rules a name stands for (a name the coach does not know: the standard game). */
const variants = (rules: string) => variantsOf(rules) ?? [];

/** Royal Assassin's coach: the exact solver and the honest advisor. */
export const assassinCoach: GameCoach<AssassinState, AssassinKnowledge, AssassinAction, Partial<AssassinOptions>> = {
  terms: {
    win: 'win',
    hidden: 'the order of the stockpile',
    margin: 'one point',
    canWin: 'every Pretender can be killed',
    cannotWin: 'no line wins: this one kills the most Royals',
    step: 'Play',
    steps: 'Plays',
    lineHow: 'Play by play: each card as it was turned and what was done with it, and the Royals each play killed.',
    score: describeAssassinScore,
    expected: (value) => value.toFixed(1),
  },
  rulesOf(options) {
    const parsed = assassinOptionsSchema.partial().nullish().safeParse(options);
    return parsed.success ? rulesName(parsed.data?.variants ?? []) : null;
  },
  rulesLabel: (rules) => `rules: ${variants(rules).join(', ') || 'standard'}`,
  deckOf: (seed, rules) => assassinStock(seed, { variants: variants(rules) }),
  initOf: (seed, rules, deck) => ({ seed, deck: [...deck], options: { variants: variants(rules) } }),
  // The solver's own budget; a table of 131,072 positions keeps a worker's memory small.
  limits: { budget: 3_000_000, tableSize: 1 << 17 },
  lineSteps,
  advisor: {
    decisionsOf,
    describe: (knowledge, moves) => playsWords(sampleState(knowledge, null), moves),
    sameMove,
  },
};
