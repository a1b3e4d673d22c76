/**
 * Scoundrel's achievements, decided from a finished run's state and its moves.
 *
 * Fairness: both weapon rules count. `strict` (a used weapon only hits strictly weaker monsters) is
 * the harder rule, so nothing here is easier to earn with it than with the standard `lenient` rule.
 */
import { type Achievement, defineAchievements } from '../../engine/achievements.js';
import { kindOf } from './cards.js';
import { isOver, MAX_HEALTH } from './rules.js';
import type { ScoundrelAction, ScoundrelState } from './state.js';
import { scoreScoundrel } from './view.js';

/** Monsters one weapon must slay for "Whetstone". */
const WHETSTONE_KILLS = 8;

const cleared = (state: ScoundrelState) => scoreScoundrel(state).won === true;

/** The most monsters a single weapon slew in the run: weapon fights counted from each equip to the next. */
export function longestWeaponChain(actions: readonly ScoundrelAction[]): number {
  let chain = 0;
  let longest = 0;
  for (const action of actions) {
    if (action.type !== 'face') continue;
    const kind = kindOf(action.card);
    if (kind === 'weapon') chain = 0;
    else if (kind === 'monster' && action.weapon === true) {
      chain += 1;
      longest = Math.max(longest, chain);
    }
  }
  return longest;
}

const ACHIEVEMENTS: Achievement<ScoundrelState, ScoundrelAction>[] = [
  {
    id: 'cleared',
    title: 'Dungeon cleared',
    description: 'Face every card of the dungeon and live.',
    emoji: '🏆',
    test: cleared,
  },
  {
    id: 'full-health',
    title: 'Not a scratch',
    description: `Clear the dungeon at ${MAX_HEALTH} health.`,
    emoji: '❤️',
    test: (state) => cleared(state) && state.health === MAX_HEALTH,
  },
  {
    id: 'one-for-the-road',
    title: 'One for the road',
    description: `Clear the dungeon at ${MAX_HEALTH} health with a potion as the last card: a score above ${MAX_HEALTH}.`,
    emoji: '🧪',
    test: (state) => cleared(state) && (scoreScoundrel(state).score ?? 0) > MAX_HEALTH,
  },
  {
    id: 'by-a-thread',
    title: 'By a thread',
    description: 'Clear the dungeon with exactly 1 health left.',
    emoji: '🩸',
    test: (state) => cleared(state) && state.health === 1,
  },
  {
    id: 'no-retreat',
    title: 'No retreat',
    description: 'Clear the dungeon without avoiding a single room.',
    emoji: '🚪',
    test: (state, actions) => cleared(state) && actions.every((action) => action.type !== 'avoid'),
  },
  {
    id: 'whetstone',
    title: 'Whetstone',
    description: `Slay ${WHETSTONE_KILLS} monsters with one weapon, in a run cleared or not.`,
    emoji: '⚔️',
    test: (_state, actions) => longestWeaponChain(actions) >= WHETSTONE_KILLS,
  },
];

/** Scoundrel's achievements (the Game contract's `achievements`). */
export const scoundrelAchievements = defineAchievements(ACHIEVEMENTS, isOver);
