/**
 * Finished runs of every solo game to play back (the bench's replays, the Watch tests): each from a
 * seed, every move the first legal one a seeded chooser picks, until the run is over or has `most` moves.
 */
import { catalog, findGame } from '../src/catalog.js';
import type { AnyGame } from '../src/engine/game.js';
import { Random, seedRandom } from '../src/engine/random.js';
import { replayFrames } from '../src/engine/replay.js';
import type { ReplayJob } from '../src/sessions/coach/replay-messages.js';

/** A run to play back: its game, seed, options and moves. */
export interface ReplayRun {
  game: string;
  seed: string;
  options: unknown;
  actions: unknown[];
}

/** A run of `game` from `seed` with moves chosen by a seeded random player, at most `most` of them. */
export function randomRun(game: AnyGame, seed: string, most: number): ReplayRun {
  const random = new Random(seedRandom(`moves-${seed}`));
  let state = game.setup({ seed, options: undefined });
  const actions: unknown[] = [];
  while (actions.length < most && !game.result(state).over) {
    const legal = game.legalActions(state);
    if (legal.length === 0) break;
    const action = legal[random.int(legal.length)]!;
    const next = game.apply(state, action);
    if (!next.ok) throw new Error(next.message);
    actions.push(action);
    state = next.state;
  }
  return { game: game.id, seed, options: undefined, actions };
}

/** The longest of `tries` seeded random runs of each solo game, each of at most `most` moves. */
export function longRuns(most: number, tries = 20): ReplayRun[] {
  return catalog
    .filter(({ rules }) => rules.seating === 'solo')
    .map(({ rules }) => {
      const runs = Array.from({ length: tries }, (_, i) => randomRun(rules, `replay-${i}`, most));
      return runs.reduce((a, b) => (b.actions.length > a.actions.length ? b : a));
    });
}

/** The replay job of a run, as the bot's Watch sends it to its background worker: the run played back to its board's views and captions. */
export function replayJob(run: ReplayRun): ReplayJob {
  const game = findGame(run.game);
  if (!game) throw new Error(`no game "${run.game}"`);
  const replayed = replayFrames(game, { seed: run.seed, options: run.options ?? undefined }, run.actions);
  if (!replayed.ok) throw new Error(replayed.reason);
  return { game: run.game, frames: replayed.frames };
}
