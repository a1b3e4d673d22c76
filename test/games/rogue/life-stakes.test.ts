/**
 * Rogue Risus: what a lost roll costs once the Amulet of Life has done its work in the fight. It
 * ignores the first die of damage of each fight, and only the first: after it has taken a blow, the
 * next lost roll costs a die again, so at 1 die taking it is fatal, red, and said so on the board.
 */
import { describe, expect, it } from 'vitest';
import { type RogueAction, type RogueState, type RogueView, rogue } from '../../../src/games/rogue/index.js';
import { fighting, play, playAll } from './helpers.js';

const view = (state: RogueState) => rogue.view(state) as RogueView;
const riskOf = (state: RogueState, action: RogueAction) =>
  view(state).moves.find((m) => JSON.stringify(m.action) === JSON.stringify(action))?.risk;
const ACCEPT: RogueAction = { type: 'accept' };
const FIGHT: RogueAction = { type: 'fight' };

/** A fighter at 1 die wearing the Amulet of Life (M14) against the Cougar (level 1, 1 die). */
const wearingLife = () => fighting(1, '8S', { fields: { amulet: 'M14' } });

describe('Rogue Risus: the stakes after the Amulet of Life has been used in the fight', () => {
  it('the first lost roll costs nothing: the amulet takes its die, and the fight goes on', () => {
    const first = playAll(wearingLife(), [1, 6], FIGHT).state; // 1 against the Cougar's 6
    expect(view(first).combat?.roll).toMatchObject({ outcome: 'lose', cost: 0, life: true, death: null });
    expect(rogue.fatal?.(first, ACCEPT)).toBe(false);
    const after = play(first, ACCEPT).state;
    expect(after).toMatchObject({ dice: 1, end: null, combat: { lifeUsed: true } });
  });

  it('the next lost roll at 1 die takes the last die: fatal, red, and the amulet no longer counted', () => {
    const used = play(playAll(wearingLife(), [1, 6], FIGHT).state, ACCEPT).state;
    const second = playAll(used, [2, 5], FIGHT).state; // 2 against 5: lost again
    expect(second.combat).toMatchObject({ lifeUsed: true, roll: { monsterTotal: 5 } });
    expect(view(second).combat?.roll).toMatchObject({ outcome: 'lose', cost: 1, life: false, death: 'certain' });
    expect(rogue.fatal?.(second, ACCEPT)).toBe(true);
    expect(view(second).moves.find((m) => m.action.type === 'accept')).toMatchObject({ risk: 'danger', endsRun: true });
    expect(riskOf(second, { type: 'shoot' })).toBe('safe');
    expect(play(second, ACCEPT).state.end).toMatchObject({ won: false });
  });

  it('at 2 dice the same roll costs the one die it says, and does not end the run', () => {
    const used = play(playAll(fighting(1, '8S', { fields: { amulet: 'M14', dice: 2, maxDice: 2 } }), [1, 1, 6], FIGHT).state, ACCEPT).state;
    expect(used).toMatchObject({ dice: 2, combat: { lifeUsed: true } });
    const second = playAll(used, [1, 1, 5], FIGHT).state;
    expect(view(second).combat?.roll).toMatchObject({ cost: 1, life: false, death: null });
    expect(rogue.fatal?.(second, ACCEPT)).toBe(false);
    expect(play(second, ACCEPT).state).toMatchObject({ dice: 1, end: null });
  });
});
