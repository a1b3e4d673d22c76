/** Royal Assassin positions for the pictures: named ones, and samples along random runs of every variant. */
import type { Game } from '../../src/engine/game.js';
import { type AssassinAction, type AssassinState, type AssassinView, assassin, VARIANTS } from '../../src/games/assassin/index.js';
import { findPosition, type Position, sampledPositions } from '../positions.js';

type Assassin = Game<AssassinState, AssassinAction, unknown>;

/**
 * Royal Assassin mid-game (a column of two Royals under attack and defence, a card turned), won, lost, and with two Jokers (one over a
 * column, one in the reserve).
 */
export function positions(): Position<AssassinView>[] {
  const game = assassin as Assassin;
  const busy = (v: AssassinView) =>
    !v.over &&
    v.pending !== null &&
    v.reserve.length >= 3 &&
    Object.values(v.columns).some(
      (layers) => layers.length >= 2 && (layers.at(-1)?.attack.length ?? 0) >= 2 && (layers.at(-1)?.defence.length ?? 0) >= 1,
    );
  const placed = (at: string) => at.length === 1;
  const twoJokers = (v: AssassinView) =>
    !v.over && v.jokers.length === 2 && v.jokers.some((j) => placed(j.at)) && v.jokers.some((j) => j.at === 'reserve' && j.fromTop > 0);
  return [
    { name: 'mid-game', view: findPosition(game, 'pic-assassin', busy) },
    { name: 'won', view: findPosition(game, 'pic-assassin-won', (v) => v.over && v.won) },
    { name: 'lost', view: findPosition(game, 'pic-assassin-lost', (v) => v.over && !v.won) },
    { name: 'two-jokers', view: findPosition(game, 'pic-assassin-jokers', twoJokers, { variants: ['two-jokers'] }) },
  ];
}

/** Royal Assassin along random runs: no variant, each variant alone, and every variant at once. */
export function samples(): Position<AssassinView>[] {
  const game = assassin as Assassin;
  const variants = [...VARIANTS];
  const runs = [[], ...variants.map((v) => [v]), variants].flatMap((chosen, i) =>
    [0, 1].map((n) => ({ name: `${chosen.join('+') || 'plain'} ${n}`, seed: `read-assassin-${i}-${n}`, options: { variants: chosen } })),
  );
  return sampledPositions(game, runs, 7);
}
