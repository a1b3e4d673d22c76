import { describe, expect, it } from 'vitest';
import { sagaBoard } from '../../src/discord/games/saga/board.js';
import { sagaDeck } from '../../src/games/saga/cards.js';
import { type SagaState, saga } from '../../src/games/saga/index.js';
import { ANN, apply, BO, GM } from './saga-table.js';

/** A check for Carol** (a name that must stay escaped), whose first card is a chaining A♣. */
function chainOpen(): SagaState {
  const rest = sagaDeck(1).filter((c) => !['AC', '9D', '9H', '9S'].includes(c));
  let state = saga.setup({ seed: 'ask', deck: ['AC', '9D', '9H', '9S', ...rest], players: [{ id: GM, name: 'Gail' }] });
  state = apply(state, ANN, { type: 'join', player: ANN, member: 'Annie', name: 'Carol**', cliches: [{ name: 'Knight', rating: 2 }] });
  state = apply(state, BO, { type: 'join', player: BO, member: 'Bob', name: 'Sir Reginald', cliches: [{ name: 'Poet', rating: 2 }] });
  state = apply(state, GM, { type: 'check', player: ANN, cliche: 'Knight', style: 'physical', target: 4 });
  return apply(state, ANN, { type: 'play', card: 'AC' });
}

describe('Discord: Saga asks the GM once before resolving over an open edge chain', () => {
  it('asks "may still play: resolve anyway?" with a yes that resolves anyway', () => {
    const question = sagaBoard.ask!(chainOpen(), { type: 'resolve' }, GM);
    expect(question).toEqual({
      text: '**Carol\\*\\*** may still play: resolve anyway? Resolving now ends that edge chain.',
      yes: { label: 'Resolve anyway', action: { type: 'resolve', anyway: true } },
      no: 'Wait for them',
    });
    expect(sagaBoard.ask!(chainOpen(), { type: 'resolve', anyway: true }, GM)).not.toBeNull();
  });

  it('asks nothing once the chain is over, of anyone but the GM, or of another move', () => {
    const stopped = apply(chainOpen(), ANN, { type: 'stop' });
    expect(sagaBoard.ask!(stopped, { type: 'resolve' }, GM)).toBeNull();
    expect(sagaBoard.ask!(chainOpen(), { type: 'resolve' }, BO)).toBeNull();
    expect(sagaBoard.ask!(chainOpen(), { type: 'end' }, GM)).toBeNull();
  });
});
