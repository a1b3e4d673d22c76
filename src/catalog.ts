/**
 * The catalog: the one list of the games the bot runs, each with its rules (src/games/<id>/), its board
 * and its slash command (src/discord/games/<id>/). Everything that names every game derives from it; a
 * game's picture is found by its id (src/pictures/games/<id>.ts). The layers below never import it:
 * main.ts gives the session service its `findGame`, and the Discord layer the whole list.
 */

import { raceCommand } from './commands/race.js';
import type { Command } from './discord/command.js';
import { boardOf, coachOf, type GameMode, gameEntry, gameMode, rulesOf } from './discord/game-entry.js';
import type { GameUi } from './discord/game-ui.js';
import { assassinBoard } from './discord/games/assassin/board.js';
import { assassinCommand } from './discord/games/assassin/command.js';
import { rogueBoard } from './discord/games/rogue/board.js';
import { rogueCommand } from './discord/games/rogue/command.js';
import { royaleBoard } from './discord/games/royale/board.js';
import { royaleCommand } from './discord/games/royale/command.js';
import { duelUi } from './discord/games/royale/duel/duel-board.js';
import { sagaBoard } from './discord/games/saga/board.js';
import { sagaCommand } from './discord/games/saga/command.js';
import { scoundrelBoard } from './discord/games/scoundrel/board.js';
import { scoundrelCommand } from './discord/games/scoundrel/command.js';
import { raceBoard } from './discord/race/board.js';
import type { CoachedGame } from './engine/coach.js';
import type { AnyGame } from './engine/game.js';
import { assassinCoach } from './games/assassin/coach.js';
import { assassin } from './games/assassin/index.js';
import { race } from './games/race/index.js';
import { rogue } from './games/rogue/index.js';
import { duel } from './games/royale/duel/duel.js';
import { royale } from './games/royale/index.js';
import { saga } from './games/saga/index.js';
import { scoundrelCoach } from './games/scoundrel/coach.js';
import { scoundrel } from './games/scoundrel/index.js';

/** Every game, in the order the bot lists them: its commands, and the choices of `/stats`, `/leaderboard` and `/rules`. */
export const catalog = [
  gameEntry(scoundrel, scoundrelBoard, scoundrelCommand, scoundrelCoach),
  gameEntry(saga, sagaBoard, sagaCommand),
  gameEntry(assassin, assassinBoard, assassinCommand, assassinCoach),
  gameEntry(royale, royaleBoard, royaleCommand),
  gameEntry(rogue, rogueBoard, rogueCommand),
] as const;

/** The id of a game of the catalog. */
export type GameId = (typeof catalog)[number]['rules']['id'];

/** The board of a race of the catalog's solo games (the channel's game while the race is on). */
export const raceUi = raceBoard(catalog);

/** The games started from another game's command: Risus Royale for two (`/royale duel`), and races of the solo games (`/race start`). */
export const modes: readonly GameMode[] = [gameMode(duel, duelUi), gameMode(race, raceUi)];

/** The commands of the modes that have one of their own: `/race`. */
export const modeCommands: readonly Command[] = [raceCommand(catalog)];

/** The rules of the game or mode with this id, or undefined when there is none. */
export function findGame(id: string): AnyGame | undefined {
  return rulesOf([...catalog, ...modes], id);
}

/** The board of the game or mode with this id, or undefined when there is none. */
export function findUi(id: string): GameUi | undefined {
  return boardOf([...catalog, ...modes], id);
}

/** The rules and coach of the game with this id, or undefined when it has no coach. */
export function findCoach(id: string): CoachedGame | undefined {
  return coachOf(catalog, id);
}

/** The games with a leaderboard: the solo ones. */
export function rankedGames(): AnyGame[] {
  return catalog.map((entry): AnyGame => entry.rules).filter((game) => game.seating === 'solo');
}

/** Each game's slash command. */
export const gameCommands: readonly Command[] = catalog.map((entry) => entry.command);
