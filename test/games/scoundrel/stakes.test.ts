import { describe, expect, it } from 'vitest';
import { chooser } from '../../../src/engine/chooser.js';
import { type ScoundrelAction, type ScoundrelMove, type ScoundrelState, scoundrel } from '../../../src/games/scoundrel/index.js';
import { deal, face, hit, play, view } from './helpers.js';

/** The board's move for an action. */
function move(state: ScoundrelState, action: ScoundrelAction): ScoundrelMove {
  const found = view(state).moves.find((m) => JSON.stringify(m.action) === JSON.stringify(action));
  if (!found) throw new Error(`${JSON.stringify(action)} is not on the board`);
  return found;
}

describe('Scoundrel: what each move would do', () => {
  // 8♦ equipped, 2♠ barehanded: health 18, room 9♠ 5♥ (rulebook: weapon damage is monster − weapon).
  const armed = play(deal(['8D', '2S', '9S', '5H']), face('8D'), face('2S'));

  it('a weapon fight costs monster − weapon, and the weapon then hits monsters up to the one it slew', () => {
    expect(move(armed, hit('9S'))).toMatchObject({ health: -1, endsRun: false, weaponThenHits: 9, risk: 'neutral' });
    const strict = play(deal(['8D', '2S', '9S', '5H'], { weaponRule: 'strict' }), face('8D'), face('2S'));
    expect(move(strict, hit('9S')).weaponThenHits).toBe(8);
  });

  it('a barehanded fight costs the full value, and is the costliest move of the room', () => {
    expect(move(armed, face('9S'))).toMatchObject({ health: -9, endsRun: false, weaponThenHits: null, risk: 'danger' });
  });

  it('a fight that costs nothing is safe', () => {
    const state = play(deal(['8D', '2S', '9S', '5H']), face('8D'));
    expect(move(state, hit('2S'))).toMatchObject({ health: 0, risk: 'safe', weaponThenHits: 2 });
    expect(move(state, face('2S')).risk).toBe('neutral');
  });

  it('a potion heals up to 20, and says when it would do nothing', () => {
    expect(move(armed, face('5H'))).toMatchObject({ health: 2, noEffect: null, risk: 'safe' });
    const full = deal(['5H', '3H', 'JS', 'QS']);
    expect(move(full, face('5H'))).toMatchObject({ health: 0, noEffect: 'full-health', risk: 'neutral' });
    const drunk = play(deal(['2S', '5H', '3H', 'QS']), face('2S'), face('5H'));
    expect(drunk.health).toBe(20);
    expect(move(drunk, face('3H'))).toMatchObject({ health: 0, noEffect: 'potion-used', risk: 'neutral' });
    const hurt = play(deal(['JS', '2H', '3H', 'QS']), face('JS'), face('2H'));
    expect(move(hurt, face('3H'))).toMatchObject({ health: 0, noEffect: 'potion-used' });
  });

  it('a move that leaves 0 health or less ends the run: the view says so and `fatal` agrees', () => {
    const low = play(deal(['AS', '5S', '6S', '2H']), face('AS'));
    expect(low.health).toBe(6);
    expect(move(low, face('6S'))).toMatchObject({ health: -6, endsRun: true, risk: 'danger' });
    expect(move(low, face('5S'))).toMatchObject({ health: -5, endsRun: false, risk: 'neutral' });
    expect(scoundrel.fatal?.(low, face('6S'))).toBe(true);
    expect(scoundrel.fatal?.(low, face('5S'))).toBe(false);
    expect(scoundrel.fatal?.(low, face('2H'))).toBe(false);
    expect(scoundrel.fatal?.(low, { type: 'avoid' })).toBe(false);
    expect(scoundrel.result(play(low, face('6S')))).toMatchObject({ over: true, won: false });
  });

  it('equipping names the weapon it replaces', () => {
    const state = play(deal(['8D', '2S', '9D', '5H']), face('8D'));
    expect(move(state, face('9D'))).toMatchObject({ replaces: '8D', health: 0, risk: 'neutral' });
    expect(move(deal(['8D', '2S', '9D', '5H']), face('8D')).replaces).toBeNull();
  });

  it('says exactly what the engine then does, on every move of 200 seeded playouts, both weapon rules', () => {
    let moves = 0;
    for (let game = 0; game < 200; game++) {
      const pick = chooser(game);
      let state = scoundrel.setup({ seed: `stakes-${game}`, options: { weaponRule: game % 2 ? 'strict' : 'lenient' } });
      while (!scoundrel.result(state).over) {
        const board = view(state).moves;
        expect(board.map((m) => m.action)).toEqual(scoundrel.legalActions(state));
        for (const m of board) {
          const outcome = scoundrel.apply(state, m.action);
          if (!outcome.ok) throw new Error(outcome.message);
          const after = outcome.state;
          if (m.action.type === 'face') expect(after.health - state.health).toBe(m.health);
          expect(scoundrel.fatal?.(state, m.action)).toBe(after.health <= 0);
          expect(m.endsRun).toBe(after.health <= 0);
          if (m.weaponThenHits !== null) expect(view(after).weaponLimit).toBe(m.weaponThenHits);
          moves++;
        }
        const outcome = scoundrel.apply(state, board[pick(board.length)]!.action);
        if (!outcome.ok) throw new Error(outcome.message);
        state = outcome.state;
      }
    }
    expect(moves).toBeGreaterThan(5000);
  });
});
