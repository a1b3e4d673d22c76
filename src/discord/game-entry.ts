/**
 * A game as the bot runs it: its rules, its Discord board and its slash command. The catalog
 * (src/catalog.ts) lists one entry per game and hands the list to this layer (BotContext's `games`).
 */
import type { AnyGame, Game } from '../engine/game.js';
import type { Command } from './command.js';
import type { GameUi } from './game-ui.js';

/**
 * A game as the bot finds it by its id: its rules and a board over the same state. A catalog entry (`GameEntry`) adds its
 * command; a mode (a Risus Royale duel, started from `/royale duel`; a race, from `/race start`) is started from another
 * command and listed nowhere.
 */
export interface GameMode<
  State = unknown,
  Action extends { type: string } = { type: string },
  Options = unknown,
  Id extends string = string,
  View = unknown,
> {
  rules: Game<State, Action, Options, Id, View>;
  board: GameUi<State>;
}

/** A mode: its board must draw the state its rules keep, which the compiler checks here once. */
export function gameMode<State, Action extends { type: string }, Options, Id extends string, View>(
  rules: Game<State, Action, Options, Id, View>,
  board: GameUi<NoInfer<State>>,
): GameMode<State, Action, Options, Id, View> {
  return { rules, board };
}

/** One game of the catalog: its rules, a board over the same state, and the command that starts and plays it. */
export type GameEntry = GameMode & { command: Command };

/** A game's entry: its board must draw the state its rules keep, which the compiler checks here once. */
export function gameEntry<State, Action extends { type: string }, Options, Id extends string, View>(
  rules: Game<State, Action, Options, Id, View>,
  board: GameUi<NoInfer<State>>,
  command: Command,
): GameMode<State, Action, Options, Id, View> & { command: Command } {
  return { ...gameMode(rules, board), command };
}

/** The catalog's games and the modes: where a stored session's game, or a custom id's, is looked up. */
export function playable(ctx: { games: readonly GameEntry[]; modes?: readonly GameMode[] }): readonly GameMode[] {
  return ctx.modes && ctx.modes.length > 0 ? [...ctx.games, ...ctx.modes] : ctx.games;
}

/** The entry of the game with this id among `games`, or undefined when there is none. */
function findEntry<Entry extends GameMode>(games: readonly Entry[], id: string): Entry | undefined {
  return games.find((entry) => entry.rules.id === id);
}

/** The rules of the game with this id among `games`, or undefined when there is none. */
export function rulesOf(games: readonly GameMode[], id: string): AnyGame | undefined {
  return findEntry(games, id)?.rules;
}

/** The board of the game with this id among `games`, or undefined when there is none. */
export function boardOf(games: readonly GameMode[], id: string): GameUi | undefined {
  return findEntry(games, id)?.board;
}
