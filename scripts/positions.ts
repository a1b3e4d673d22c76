/**
 * Real positions for the picture tests, the bench and scripts/pictures.ts: seeded setups and stacked
 * decks, played with fixed policies until the position shows what a picture must draw. Each finder
 * throws when no such position comes up, so a change in a game cannot silently empty a test. Each
 * game's positions are in positions/<id>.ts, found by the game's id (`positionsOf`); what they share is here.
 */
import { chooser } from '../src/engine/chooser.js';
import type { Game } from '../src/engine/game.js';

/** A named position of a game: its view as the board shows it. */
export interface Position<V> {
  name: string;
  view: V;
}

/**
 * Plays `game` from `state`, `choose` picking each action, until `wanted(view)` holds; throws after
 * `limit` actions or at the end of the game without it.
 */
export function playUntil<S, A extends { type: string }, V>(
  game: Game<S, A, unknown>,
  state: S,
  choose: (view: V, actions: A[]) => A,
  wanted: (view: V) => boolean,
  limit = 2_000,
): V {
  let current = state;
  for (let step = 0; step <= limit; step++) {
    const view = game.view(current) as V;
    if (wanted(view)) return view;
    const actions = game.legalActions(current);
    if (actions.length === 0) break;
    const outcome = game.apply(current, choose(view, actions));
    if (!outcome.ok) throw new Error(`${game.id}: an offered action was refused: ${outcome.message}`);
    current = outcome.state;
  }
  throw new Error(`${game.id}: no position came up that the picture test wants`);
}

/** A chooser of uniformly random legal actions, seeded. */
export function randomly<V, A>(seed: number): (view: V, actions: A[]) => A {
  const pick = chooser(seed);
  return (_, actions) => actions[pick(actions.length)]!;
}

/** The first position `wanted` holds in seeded random games `seed-0`, `seed-1`, … (at most 500 games), played with `options` when given. */
export function findPosition<S, A extends { type: string }, V>(
  game: Game<S, A, unknown>,
  seed: string,
  wanted: (view: V) => boolean,
  options?: unknown,
): V {
  for (let n = 0; n < 500; n++) {
    try {
      return playUntil(
        game,
        game.setup({ seed: `${seed}-${n}`, ...(options === undefined ? {} : { options }) }),
        randomly<V, A>(n + 1),
        wanted,
      );
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes('no position came up')) throw error;
    }
  }
  throw new Error(`${game.id}: no position came up in 500 games from ${seed}`);
}

/** The names the readability test draws: as long as each game takes, two of them alike but for their last word. */
export const LONG_NAMES = [
  'Grub the Goblin King of the Deep',
  'Grub the Goblin King of the Dark',
  'Sir Reginald Fortescue-Smythe III',
  'Zoë Łukasz Ελένη Пётр Nguyễn',
] as const;

/**
 * A game's views along seeded plays, for each run: every `every` actions from the first, and the last (a game over, or after `limit`
 * actions).
 */
export function sampledPositions<S, A extends { type: string }, V>(
  game: Game<S, A, unknown>,
  runs: readonly { name: string; seed: string; options?: unknown; deck?: string[]; choose?: (view: V, actions: A[]) => A }[],
  every: number,
  limit = 600,
): Position<V>[] {
  return runs.flatMap((run, r) => {
    const choose = run.choose ?? randomly<V, A>(r + 1);
    let state = game.setup({
      seed: run.seed,
      ...(run.options === undefined ? {} : { options: run.options }),
      ...(run.deck ? { deck: run.deck } : {}),
    });
    const out: Position<V>[] = [];
    for (let step = 0; step <= limit; step++) {
      const view = game.view(state) as V;
      const actions = game.legalActions(state);
      if (step % every === 0 || actions.length === 0 || step === limit) out.push({ name: `${run.name} after ${step}`, view });
      if (actions.length === 0) break;
      const outcome = game.apply(state, choose(view, actions));
      if (!outcome.ok) throw new Error(`${game.id}: an offered action was refused: ${outcome.message}`);
      state = outcome.state;
    }
    return out;
  });
}

/** What a game's module of positions exports: its named positions, and the many the readability test samples. */
export interface GamePositions {
  positions(): Position<unknown>[];
  samples(): Position<unknown>[];
}

/** The positions of the game with this id (positions/<id>.ts). */
export function positionsOf(game: string): Promise<GamePositions> {
  // `.ts`, as the source is named: vitest resolves a variable import only among the files it matches.
  return import(`./positions/${game}.ts`);
}
