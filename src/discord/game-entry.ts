/**
 * A game as the bot runs it: its rules, its Discord board, its slash command and, for a game that has
 * one, its coach (solver and advisor: engine/coach.ts). The catalog
 * (src/catalog.ts) lists one entry per game and hands the list to this layer (BotContext's `games`).
 */
import type { CoachedGame, GameCoach } from '../engine/coach.js';
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

/**
 * One game of the catalog: its rules, a board over the same state, the command that starts and plays it, and the game's coach when it
 * has one: the generic code (stored solutions, reviews, Best line, Hint, the daily's winnable deal) asks for it and knows no game by name.
 */
export type GameEntry = GameMode & { command: Command; coach?: GameCoach };

/** A game's entry: its board and its coach must be over the state its rules keep, which the compiler checks here once. */
export function gameEntry<State, Action extends { type: string }, Options, Id extends string, View, Knowledge>(
  rules: Game<State, Action, Options, Id, View>,
  board: GameUi<NoInfer<State>>,
  command: Command,
  coach?: GameCoach<NoInfer<State>, Knowledge, NoInfer<Action>, NoInfer<Options>>,
): GameMode<State, Action, Options, Id, View> & { command: Command; coach?: GameCoach } {
  return { ...gameMode(rules, board), command, ...(coach ? { coach: coach as GameCoach } : {}) };
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

/** The rules and coach of the catalog's game with this id, or undefined when it has no coach. */
export function coachOf(games: readonly GameEntry[], id: string): CoachedGame | undefined {
  const entry = findEntry(games, id);
  return entry?.coach ? { rules: entry.rules, coach: entry.coach } : undefined;
}
