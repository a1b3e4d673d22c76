/**
 * Risus Royale's achievements, decided from a finished run's state and its actions.
 *
 * Fairness: a run with `easy` (12 points instead of 10) earns none; `harder` (every opponent 1 or 2
 * stronger) only makes a run harder, so it counts, and "Into the chaos" asks for it.
 */
import { type Achievement, defineAchievements } from '../../engine/achievements.js';
import type { RoyaleAction, RoyaleState } from './state.js';

/** The most turns for "Swift justice" (3,000 random runs never won in fewer than 13). */
const SWIFT_TURNS = 12;
/** The spaces to clear for "Conqueror". */
const CONQUEROR_SPACES = 12;

const won = (t: RoyaleState) => t.phase === 'won';

const ACHIEVEMENTS: Achievement<RoyaleState, RoyaleAction>[] = [
  {
    id: 'won',
    title: 'Order restored',
    description: "Achieve the goal of King Kozmo's contract.",
    emoji: '🏰',
    test: won,
  },
  {
    id: 'swift',
    title: 'Swift justice',
    description: `Achieve the goal in ${SWIFT_TURNS} turns or fewer.`,
    emoji: '⚡',
    test: (t) => won(t) && t.turns <= SWIFT_TURNS,
  },
  {
    id: 'no-step-back',
    title: 'Not one step back',
    description: 'Achieve the goal without ever retreating: no battle lost, no escape.',
    emoji: '🛡️',
    test: (t, actions) => won(t) && actions.every((action) => action.type !== 'retreat'),
  },
  {
    id: 'own-hands',
    title: 'With your own hands',
    description: 'Achieve the goal without declaring or using a single treasure.',
    emoji: '✊',
    test: (t, actions) => won(t) && actions.every((action) => action.type !== 'declare' && action.type !== 'use'),
  },
  {
    id: 'chaos',
    title: 'Into the chaos',
    description: 'Achieve the goal with every opponent 2 stronger (`harder: 2`).',
    emoji: '🔥',
    test: (t) => won(t) && t.options.harder >= 2,
  },
  {
    id: 'conqueror',
    title: 'Conqueror',
    description: `Clear ${CONQUEROR_SPACES} of the 16 spaces of the kingdom in one run.`,
    emoji: '🗺️',
    test: (t) => t.cells.filter((cell) => cell.state === 'cleared').length >= CONQUEROR_SPACES,
  },
];

/** Risus Royale's achievements (the Game contract's `achievements`). */
export const royaleAchievements = defineAchievements(ACHIEVEMENTS, (t) => (t.phase === 'won' || t.phase === 'lost') && !t.options.easy);
