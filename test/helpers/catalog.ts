/** The catalog's games and boards by id, for the tests that go through every game or pick one by its id. */
import { catalog, type GameId } from '../../src/catalog.js';
import type { GameUi } from '../../src/discord/game-ui.js';
import type { AnyGame } from '../../src/engine/game.js';

/** The id of a game of the catalog. */
export type RegisteredGameId = GameId;

/** Each game's rules, by id. */
export const games = Object.fromEntries(catalog.map((entry) => [entry.rules.id, entry.rules])) as Record<GameId, AnyGame>;

/** Each game's board, by id. */
export const gameUis = Object.fromEntries(catalog.map((entry) => [entry.rules.id, entry.board])) as Record<GameId, GameUi>;
