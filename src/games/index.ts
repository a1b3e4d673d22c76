/** The registry of games, keyed by id (DESIGN.md, "The game contract"). */
import type { AnyGame, GameId } from '../engine/game.js';
import { assassinAchievements } from './assassin/achievements.js';
import { assassin } from './assassin/index.js';
import { rogue } from './rogue/index.js';
import { royaleAchievements } from './royale/achievements.js';
import { royale } from './royale/index.js';
import { saga } from './saga/index.js';
import { scoundrel } from './scoundrel/index.js';

/**
 * Every game the bot runs. Royal Assassin's and Risus Royale's achievements are joined to them here,
 * so their engines' own files stay as issue 16 leaves them (they can move into the game objects later).
 */
export const games = {
  scoundrel,
  saga,
  assassin: { ...assassin, achievements: assassinAchievements },
  royale: { ...royale, achievements: royaleAchievements },
  rogue,
} satisfies Partial<Record<GameId, AnyGame>>;

/** The id of a game in the registry. */
export type RegisteredGameId = keyof typeof games;

/** The game with this id, or undefined when there is none. */
export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? (games as Record<string, AnyGame>)[id] : undefined;
}

/** The games with a leaderboard: the solo ones. */
export function rankedGames(): AnyGame[] {
  return Object.values(games as Record<string, AnyGame>).filter((game) => game.seating === 'solo');
}
