import { describe, expect, it } from 'vitest';
import { sagaBoard } from '../../src/discord/games/saga/board.js';
import { sagaDeck } from '../../src/games/saga/cards.js';
import { type SagaAction, type SagaState, saga } from '../../src/games/saga/index.js';
import { fightAgainst } from '../games/saga/fight-steps.js';
import { ANN, BO, CY, GM } from './saga-table.js';

/** Applies a move and returns the state before, after, and the line the table would post. */
function move(state: SagaState, actor: string, action: SagaAction) {
  const outcome = saga.apply(state, action, actor);
  if (!outcome.ok) throw new Error(outcome.message);
  return { state: outcome.state, line: sagaBoard.announce!(state, outcome.state, outcome.events) };
}

function table(top: string[]): SagaState {
  const rest = sagaDeck(1);
  for (const code of top) rest.splice(rest.indexOf(code), 1);
  let state = saga.setup({ seed: 'announce', deck: [...top, ...rest], players: [{ id: GM, name: 'Gail' }] });
  for (const [id, member, name] of [
    [ANN, 'Annie', 'Ann <@everyone>'],
    [BO, 'Bob', 'Sir Reginald'],
    [CY, 'Cyd', 'Zed'],
  ] as const) {
    state = move(state, id, { type: 'join', player: id, member, name, cliches: [{ name: 'Knight', rating: 4 }] }).state;
  }
  return state;
}

const DECK = ['9C', 'AD', '2D', '3D', '8C', '2C', '4D', '5D', '10C', '3C', '6D', '7D', '5S', '6S', '7S', '8S'];

describe('Discord: Saga pings exactly who must act, once, and records every outcome in public', () => {
  it('pings the player when a check opens, then nobody while they play, then the GM when everyone is done', () => {
    const start = table(DECK);
    const opened = move(start, GM, { type: 'check', player: BO, cliche: 'Knight', style: 'physical', target: 10 });
    expect(opened.line).toEqual({ pings: [BO], record: null });
    const chain = move(opened.state, BO, { type: 'play', card: '2C' });
    expect(chain.line).toBeNull();
    const stop = move(chain.state, BO, { type: 'stop' });
    expect(stop.line).toEqual({ pings: [GM], record: null });
    const resolved = move(stop.state, GM, { type: 'resolve' });
    expect(resolved.line?.pings).toEqual([]);
    expect(resolved.line?.record?.title).toMatch(/^🎯 Check · Sir Reginald · (✅ Success|❌ Failure)$/);
  });

  it('tells a resolved check in public: the cards played, the total against the target and the result', () => {
    let state = move(table(DECK), GM, { type: 'check', player: BO, cliche: 'Knight', style: 'physical', target: 10 }).state;
    state = move(state, BO, { type: 'play', card: '8C' }).state;
    const record = move(state, GM, { type: 'resolve' }).line!.record!;
    expect(record.title).toBe('🎯 Check · Sir Reginald · ✅ Success');
    expect(record.description).toContain('To meet or beat: 10 (target) = **10**');
    expect(record.description).toMatch(new RegExp(`\\*\\*Sir Reginald\\*\\* \\(<@${BO}>\\): 4 \\(Knight\\) \\+ 8♣ 8 .*✅ meets it`));
  });

  it('pings every fighter when a fight round opens, and each new round, and a player added to the fight', () => {
    const start = table(DECK);
    const fight = move(start, GM, fightAgainst({ name: 'Ogre', rank: 5 }, 'other', [ANN, 'Knight'], [BO, 'Knight']));
    expect(fight.line).toEqual({ pings: [ANN, BO], record: null });
    const joined = move(fight.state, GM, { type: 'fight-join', player: CY, cliche: 'Knight' });
    expect(joined.line).toEqual({ pings: [CY], record: null });
    const ann = move(joined.state, ANN, { type: 'play', card: '9C' });
    const bob = move(ann.state, BO, { type: 'play', card: '8C' });
    const cyd = move(bob.state, CY, { type: 'play', card: '10C' });
    expect([ann.line, bob.line]).toEqual([null, null]);
    expect(cyd.line).toEqual({ pings: [GM], record: null });
    const next = move(cyd.state, GM, { type: 'resolve' });
    expect(next.state.fight).toMatchObject({ outcome: 'on', opponent: { rank: 2 } });
    expect(next.line!.pings).toEqual([ANN, BO, CY]);
    const record = next.line!.record!;
    expect(record.title).toBe('⚔️ Fight vs Ogre · round 1 · 3 of 3 meet it');
    expect(record.description).toContain('**Ogre** loses 3 ranks: 5 → **2**.');
    expect(record.description).toMatch(/Fight hands: Ann .+ hand 4 · Sir Reginald hand 4 · Zed hand 4\./);
    expect(record.description).not.toContain('<@everyone>');
  });

  it('pings nobody when nothing new needs anyone', () => {
    const start = table(DECK);
    const conflict = move(start, GM, {
      type: 'conflict',
      player: ANN,
      cliche: 'Knight',
      style: 'social',
      opponent: { name: 'Ogre', rank: 2 },
    });
    expect(conflict.line).toEqual({ pings: [ANN], record: null });
    expect(move(conflict.state, GM, { type: 'end' }).line).toBeNull();
    expect(move(start, GM, { type: 'edge', player: ANN, edge: 3 }).line).toBeNull();
    expect(sagaBoard.announce!(null, start, [])).toBeNull();
  });

  it('pings the new GM when the seat is handed on while everyone has played', () => {
    let state = move(table(DECK), GM, { type: 'check', player: BO, cliche: 'Knight', style: 'physical', target: 10 }).state;
    state = move(state, BO, { type: 'play', card: '8C' }).state;
    expect(move(state, GM, { type: 'gm', player: CY, name: 'Cyd' }).line).toEqual({ pings: [CY], record: null });
  });

  it('pings a member handed the GM seat when nothing is open, or while players still play, and nobody else', () => {
    const OUTSIDER = '5'.repeat(18);
    const idle = move(table(DECK), GM, { type: 'gm', player: OUTSIDER, name: 'Olga' });
    expect(idle.line).toEqual({ pings: [OUTSIDER], record: null });
    const check = move(table(DECK), GM, { type: 'check', player: BO, cliche: 'Knight', style: 'physical', target: 10 }).state;
    expect(move(check, GM, { type: 'gm', player: OUTSIDER, name: 'Olga' }).line).toEqual({ pings: [OUTSIDER], record: null });
    expect(move(idle.state, OUTSIDER, { type: 'edge', player: ANN, edge: 3 }).line).toBeNull();
  });
});
