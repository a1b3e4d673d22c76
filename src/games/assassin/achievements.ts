/**
 * Royal Assassin's achievements, decided from a finished game's state and its plays.
 *
 * Fairness: a game counts under the standard rules and under the alternate rules the rulebook calls
 * harder for the player: `aces-low-after-play` ("makes Pretenders quite a bit harder to kill"),
 * `exact-cancel` ("gives Pretenders a huge advantage") and `joker-discarded` ("big disadvantage for
 * you"). It does not count with `royal-beneath` ("a real advantage for you"), `recycle-reserve` (more
 * cards to play), `four-royals` (a setup of its own, so a crowded court means nothing) or
 * `two-jokers` (54 cards, so the cards to spare are not the same count).
 */
import { type Achievement, defineAchievements } from '../../engine/achievements.js';
import { tableClear } from './board.js';
import { ruler } from './ruler.js';
import { legalActions } from './rules.js';
import type { AssassinAction, AssassinState, Variant } from './state.js';

/** The alternate rules under which achievements still count: each makes the game harder. */
const HARDER_VARIANTS: readonly Variant[] = ['aces-low-after-play', 'exact-cancel', 'joker-discarded'];
/** Stockpile cards left at a win for "Ten to spare". */
const SPARE = 10;
/** Royals placed by the setup for "A crowded court" (one deal in five places this many or more). */
const CROWDED = 7;
/** Every Royal of the deck. */
const ALL_ROYALS = 12;

const won = (t: AssassinState) => tableClear(t);

const ACHIEVEMENTS: Achievement<AssassinState, AssassinAction>[] = [
  {
    id: 'won',
    title: 'Long live the King',
    description: 'Kill every Pretender on the table.',
    emoji: '👑',
    test: won,
  },
  {
    id: 'ten-to-spare',
    title: 'Ten to spare',
    description: `Win with ${SPARE} or more cards left in the stockpile.`,
    emoji: '⏳',
    test: (t) => won(t) && t.stock.length >= SPARE,
  },
  {
    id: 'no-joker',
    title: 'No need for a jester',
    description: 'Win without placing the Joker.',
    emoji: '🃏',
    test: (t, actions) => won(t) && actions.every((action) => action.type !== 'joker'),
  },
  {
    id: 'crowded-court',
    title: 'A crowded court',
    description: `Win after a setup that placed ${CROWDED} or more Royals.`,
    emoji: '🏰',
    test: (t) => won(t) && t.setup.royals >= CROWDED,
  },
  {
    id: 'twelve-crowns',
    title: 'Twelve crowns',
    description: `Kill all ${ALL_ROYALS} Royals in one game.`,
    emoji: '⚔️',
    test: (t) => t.royalsKilled >= ALL_ROYALS,
  },
  {
    id: 'royal-holiday',
    title: 'Royal Holiday',
    description: "Lose, and see the Joker take the throne (the rulebook's author never did).",
    emoji: '🍻',
    test: (t) => !won(t) && ruler(t) === 'JK1',
  },
];

/** Royal Assassin's achievements (the Game contract's `achievements`). */
export const assassinAchievements = defineAchievements(
  ACHIEVEMENTS,
  (t) => legalActions(t).length === 0 && t.options.variants.every((variant) => HARDER_VARIANTS.includes(variant)),
);
