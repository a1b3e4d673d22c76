import { describe, expect, it } from 'vitest';
import { scoundrel } from '../../src/games/scoundrel/index.js';
import { knowledgeOf } from '../../src/games/scoundrel/knowledge.js';
import { deckOf } from '../../src/sessions/coach/deal-solutions.js';
import { readSolveRequest, readWorkerRequest } from '../../src/sessions/coach/solver-request.js';

const deck = deckOf({ seed: 'request', weaponRule: 'lenient' });
const request = { id: 7, deck, weaponRule: 'strict', budget: 1_000, tableSize: 1 << 10 };

describe('Solver worker: the requests it accepts', () => {
  it('reads a well-formed request as it was sent', () => {
    expect(readSolveRequest(request)).toEqual(request);
  });

  it('refuses a request with a field missing or out of range, saying which', () => {
    expect(readSolveRequest(null)).toBe('not an object');
    expect(readSolveRequest({ ...request, id: -1 })).toMatch(/^id:/);
    expect(readSolveRequest({ ...request, id: 1.5 })).toMatch(/^id:/);
    expect(readSolveRequest({ ...request, deck: [...deck, 'A♠'] })).toMatch(/^deck:/);
    expect(readSolveRequest({ ...request, deck: ['10♠♠'] })).toMatch(/^deck:/);
    expect(readSolveRequest({ ...request, deck: [3] })).toMatch(/^deck:/);
    expect(readSolveRequest({ ...request, weaponRule: 'loose' })).toMatch(/^weaponRule: not one of lenient, strict/);
    expect(readSolveRequest({ ...request, budget: 0 })).toMatch(/^budget:/);
    expect(readSolveRequest({ ...request, tableSize: '1024' })).toMatch(/^tableSize:/);
  });

  it('reads an advice request as it was sent, and refuses one with a field out of range, saying which', () => {
    const advice = { id: 3, advise: knowledgeOf(scoundrel.setup({ seed: 'request' }), new Set()), seed: 'hint' };
    expect(readWorkerRequest(advice)).toEqual(advice);
    expect(readWorkerRequest(request)).toEqual(request);
    expect(readWorkerRequest({ ...advice, seed: 7 })).toMatch(/^seed:/);
    expect(readWorkerRequest({ ...advice, advise: { ...advice.advise, room: ['AS', 'KS', 'QS', 'JS', '10S'] } })).toMatch(/^advise.room:/);
    expect(readWorkerRequest({ ...advice, advise: { ...advice.advise, health: 21 } })).toMatch(/^advise.health:/);
    expect(readWorkerRequest({ ...advice, advise: { ...advice.advise, faced: 4 } })).toMatch(/^advise.faced:/);
    expect(readWorkerRequest({ ...advice, advise: { ...advice.advise, weaponRule: 'loose' } })).toMatch(/^advise.weaponRule:/);
    expect(readWorkerRequest({ ...advice, advise: null })).toMatch(/^advise: not an object/);
  });

  it('reads a request to judge a move as it was sent, and refuses one with a field out of range, saying which', () => {
    const judge = { id: 5, judge: knowledgeOf(scoundrel.setup({ seed: 'request' }), new Set()), move: { type: 'avoid' }, seed: 'review' };
    expect(readWorkerRequest(judge)).toEqual(judge);
    const fight = { ...judge, move: { type: 'face', card: 'KS', weapon: true } };
    expect(readWorkerRequest(fight)).toEqual(fight);
    expect(readWorkerRequest({ ...judge, seed: null })).toMatch(/^seed:/);
    expect(readWorkerRequest({ ...judge, judge: { ...judge.judge, faced: 4 } })).toMatch(/^judge.faced:/);
    expect(readWorkerRequest({ ...judge, move: { type: 'face', card: 'KSKS' } })).toMatch(/^move:/);
    expect(readWorkerRequest({ ...judge, move: { type: 'face', card: 'KS', weapon: 'yes' } })).toMatch(/^move.weapon:/);
    expect(readWorkerRequest({ ...judge, move: null })).toMatch(/^move: not an object/);
  });

  it('reads a replay request as the run it carries, and refuses one with a field out of range, saying which', () => {
    const frames = [
      { view: { health: 20 }, caption: 'The deal' },
      { view: { health: 18 }, caption: 'The 2 of Spades hits you for 2 as you fight it barehanded.' },
    ];
    const run = { game: 'scoundrel', frames };
    expect(readWorkerRequest({ id: 4, replay: run })).toEqual({ id: 4, ...run });
    expect(readWorkerRequest({ id: 4, replay: null })).toMatch(/^replay: not an object/);
    expect(readWorkerRequest({ id: 4, replay: { ...run, game: '../solver' } })).toMatch(/^replay.game:/);
    expect(readWorkerRequest({ id: 4, replay: { ...run, frames: frames[0] } })).toMatch(/^replay.frames:/);
    expect(readWorkerRequest({ id: 4, replay: { ...run, frames: [] } })).toMatch(/^replay.frames:/);
    expect(readWorkerRequest({ id: 4, replay: { ...run, frames: [{ view: { health: 20 } }] } })).toMatch(/^replay.frames:/);
    expect(readWorkerRequest({ id: -4, replay: run })).toMatch(/^id:/);
  });
});
