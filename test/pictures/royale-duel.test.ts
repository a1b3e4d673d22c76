import { describe, expect, it } from 'vitest';
import { duelUi } from '../../src/discord/games/royale/duel/duel-board.js';
import { duel } from '../../src/games/royale/duel/duel.js';
import type { RoyaleView } from '../../src/games/royale/view.js';
import { boardScene } from '../helpers/pictures.js';
import { find, texts } from './scene-query.js';

/** A duel on a fixed seed: Ann started on cell 0 and retreated to cell 1; it is Bob's turn, his marker not placed yet, then on cell 0. */
function duelAfter(moves: number) {
  let state = duel.setup({
    seed: 'e2e-duel-40',
    options: {
      character: { name: 'Ann', points: { S: 4, C: 3, D: 2, H: 1 }, easy: false, harder: 0 },
      challenged: { id: '222', name: 'Bob' },
    },
    players: [{ id: '111', name: 'Ann' }],
  });
  const script: [string, Parameters<typeof duel.apply>[1]][] = [
    ['222', { type: 'accept', S: 1, C: 4, D: 3, H: 2 }],
    ['111', { type: 'start', cell: 0 }],
    ...Array.from({ length: 6 }, (): [string, Parameters<typeof duel.apply>[1]] => ['111', { type: 'fight', cliche: 'C' }]),
    ['111', { type: 'retreat', cell: 1 }],
    ['222', { type: 'start', cell: 0 }],
  ];
  for (const [actor, action] of script.slice(0, moves)) {
    const outcome = duel.apply(state, action, actor);
    if (!outcome.ok) throw new Error(outcome.message);
    state = outcome.state;
  }
  return state;
}

describe('Pictures: a Risus Royale duel', () => {
  it("draws the player to act's table with the other player's marker, silver, where it stands, and names both", () => {
    const state = duelAfter(10);
    const drawn = duelUi.picture!(state)!;
    expect(drawn.game).toBe('royale');
    const view = drawn.view as RoyaleView;
    expect(view.name).toBe('Bob');
    expect(view.rival).toEqual({ name: 'Ann', position: 1 });
    const scene = boardScene('royale', view);
    expect(find(scene, { here: 0 })).toHaveLength(1);
    expect(find(scene, { rival: 1 })).toHaveLength(1);
    expect(find(scene, {}).filter((m) => m.mark.rival !== undefined)).toHaveLength(1);
    expect(texts(scene).join(' ')).toMatch(/Ann in silver/);
    expect(scene.alt).toMatch(/A duel: Ann stands on row 1, column 2 \(the silver marker\)/);
  });

  it('says who won the duel where a solitaire run gives its score', () => {
    const view = duelUi.picture!(duelAfter(10))!.view as RoyaleView;
    expect(texts(boardScene('royale', { ...view, phase: 'won' })).join(' ')).toMatch(/Bob wins the duel/);
    expect(texts(boardScene('royale', { ...view, phase: 'won' })).join(' ')).not.toMatch(/Score/);
  });

  it('draws no other marker before the other player has entered the kingdom, and none for a solo run', () => {
    const view = duelUi.picture!(duelAfter(1))!.view as RoyaleView;
    expect(view.rival).toEqual({ name: 'Bob', position: -1 });
    expect(find(boardScene('royale', view), {}).filter((m) => m.mark.rival !== undefined)).toHaveLength(0);
    expect(duelUi.picture!(duelAfter(0))).toBeNull();
  });
});
