/** Risus Royale positions for the pictures: named ones, and samples along random runs of every option. */
import type { Game } from '../../src/engine/game.js';
import { type RoyaleAction, type RoyaleState, type RoyaleView, royale } from '../../src/games/royale/index.js';
import { findPosition, LONG_NAMES, type Position, sampledPositions } from '../positions.js';

type Royale = Game<RoyaleState, RoyaleAction, unknown>;

/** Risus Royale mid-battle (spaces cleared, a treasure held, rolls made), won, and lost. */
export function positions(): Position<RoyaleView>[] {
  const game = royale as Royale;
  const cleared = (v: RoyaleView) => v.map.filter((s) => s.state === 'cleared').length;
  const battle = (v: RoyaleView) =>
    v.battle !== null &&
    v.battle.round > 0 &&
    cleared(v) >= 3 &&
    v.treasures.length >= 1 &&
    v.rolls.length >= 2 &&
    v.map.some((s) => s.goal);
  return [
    { name: 'start', view: findPosition(game, 'pic-royale-start', (v: RoyaleView) => v.phase === 'start') },
    { name: 'battle', view: findPosition(game, 'pic-royale', battle) },
    { name: 'won', view: findPosition(game, 'pic-royale-won', (v: RoyaleView) => v.phase === 'won') },
    { name: 'lost', view: findPosition(game, 'pic-royale-lost', (v: RoyaleView) => v.phase === 'lost' && cleared(v) >= 4) },
  ];
}

/** Risus Royale along random runs: long names, easy and harder, any goal, pumping and double-pumping. */
export function samples(): Position<RoyaleView>[] {
  const game = royale as Royale;
  const points = [
    { S: 1, C: 4, D: 3, H: 2 },
    { S: 4, C: 1, D: 2, H: 3 },
    { S: 3, C: 3, D: 2, H: 2 },
  ];
  const options = [
    { name: 'Adventurer', points: points[0]!, easy: false, harder: 0 },
    { name: LONG_NAMES[0], points: points[1]!, easy: false, harder: 1, pumping: true },
    { name: 'Sir Reginald Fortescue-Smythe the Third', points: { S: 4, C: 4, D: 2, H: 2 }, easy: true, harder: 0, anyGoal: true },
    { name: LONG_NAMES[3], points: points[2]!, easy: false, harder: 2, pumping: true, doublePump: 'S' },
  ];
  return sampledPositions(
    game,
    options.flatMap((o, i) => [0, 1, 2].map((n) => ({ name: `${o.name} ${n}`, seed: `read-royale-${i}-${n}`, options: o }))),
    15,
    300,
  );
}
