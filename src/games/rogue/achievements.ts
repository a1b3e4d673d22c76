/**
 * Rogue Risus's achievements, decided from a finished run's state and its moves.
 *
 * Fairness: a run's only options are its cliché and its name, and every cliché plays by the same
 * rules, so every finished run counts.
 */
import { type Achievement, defineAchievements } from '../../engine/achievements.js';
import { MAX_CLICHE } from './character.js';
import { EXTRA_SHOTS } from './setup.js';
import type { RogueAction, RogueState } from './state.js';

/** The level "Halfway down" and "No rest for the wicked" ask for. */
const HALFWAY = 10;
/** The kills "Centurion" asks for. */
const CENTURION = 100;

const escaped = (s: RogueState) => s.end?.won === true;

const ACHIEVEMENTS: Achievement<RogueState, RogueAction>[] = [
  {
    id: 'worldstone',
    title: 'The Worldstone',
    description: 'Find the Worldstone on level 20.',
    emoji: '🌍',
    test: (s) => s.worldstone,
  },
  {
    id: 'escaped',
    title: 'Home with the Worldstone',
    description: 'Escape the dungeon with the Worldstone: beat a monster of every level from 20 to 1.',
    emoji: '🏆',
    test: escaped,
  },
  {
    id: 'halfway',
    title: 'Halfway down',
    description: `Reach level ${HALFWAY}.`,
    emoji: '🕯️',
    test: (s) => s.deepest >= HALFWAY,
  },
  {
    id: 'no-rest',
    title: 'No rest for the wicked',
    description: `Reach level ${HALFWAY} without resting once.`,
    emoji: '😤',
    test: (s, actions) => s.deepest >= HALFWAY && actions.every((action) => action.type !== 'rest'),
  },
  {
    id: 'centurion',
    title: 'Centurion',
    description: `Mark off ${CENTURION} kills in one run.`,
    emoji: '☠️',
    test: (s) => s.kills >= CENTURION,
  },
  {
    id: 'six-dice',
    title: 'Six dice',
    description: `Grow your cliché to ${MAX_CLICHE} dice.`,
    emoji: '💪',
    test: (s) => s.maxDice >= MAX_CLICHE,
  },
  {
    id: 'steady-aim',
    title: 'Steady aim',
    description: `Escape with the Worldstone and all ${EXTRA_SHOTS} extra shots unspent.`,
    emoji: '🎯',
    test: (s) => escaped(s) && s.extraShots === EXTRA_SHOTS,
  },
];

/** Rogue Risus's achievements (the Game contract's `achievements`). */
export const rogueAchievements = defineAchievements(ACHIEVEMENTS, (s) => s.end !== null);
