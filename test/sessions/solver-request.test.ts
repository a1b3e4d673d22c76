import { describe, expect, it } from 'vitest';
import { scoundrelCoach } from '../../src/games/scoundrel/coach.js';
import { coachWork } from '../../src/games/scoundrel/coach-work.js';
import { scoundrel } from '../../src/games/scoundrel/index.js';
import { knowledgeOf } from '../../src/games/scoundrel/knowledge.js';
import { readSolveRequest, readWorkerRequest } from '../../src/sessions/coach/solver-request.js';

const deck = scoundrelCoach.deckOf('request', 'lenient');
const request = { id: 7, game: 'scoundrel', deck, rules: 'strict', budget: 1_000, tableSize: 1 << 10 };
const knowledge = knowledgeOf(scoundrel.setup({ seed: 'request' }), new Set());

describe('Solver worker: the requests it accepts', () => {
  it('reads a well-formed request as it was sent', () => {
    expect(readSolveRequest(request)).toEqual(request);
  });

  it('refuses a request with a field missing or out of range, saying which', () => {
    expect(readSolveRequest(null)).toBe('not an object');
    expect(readSolveRequest({ ...request, id: -1 })).toMatch(/^id:/);
    expect(readSolveRequest({ ...request, id: 1.5 })).toMatch(/^id:/);
    expect(readSolveRequest({ ...request, game: '../solver' })).toMatch(/^game:/);
    expect(readSolveRequest({ ...request, game: undefined })).toMatch(/^game:/);
    expect(readSolveRequest({ ...request, deck: [...deck, ...deck, 'A♠'] })).toMatch(/^deck:/);
    expect(readSolveRequest({ ...request, deck: ['10♠♠'] })).toMatch(/^deck:/);
    expect(readSolveRequest({ ...request, deck: [3] })).toMatch(/^deck:/);
    expect(readSolveRequest({ ...request, rules: 7 })).toMatch(/^rules:/);
    expect(readSolveRequest({ ...request, budget: 0 })).toMatch(/^budget:/);
    expect(readSolveRequest({ ...request, tableSize: '1024' })).toMatch(/^tableSize:/);
  });

  it('reads an advice request as it was sent, its knowledge left to its game, and refuses one with a field out of range', () => {
    const advice = { id: 3, game: 'scoundrel', advise: knowledge, seed: 'hint' };
    expect(readWorkerRequest(advice)).toEqual(advice);
    expect(readWorkerRequest(request)).toEqual(request);
    expect(readWorkerRequest({ ...advice, seed: 7 })).toMatch(/^seed:/);
    expect(readWorkerRequest({ ...advice, game: 'Scoundrel' })).toMatch(/^game:/);
  });

  it('reads a request to judge a move as it was sent, and refuses one with a field out of range', () => {
    const judge = { id: 5, game: 'scoundrel', judge: knowledge, move: { type: 'avoid' }, seed: 'review' };
    expect(readWorkerRequest(judge)).toEqual(judge);
    expect(readWorkerRequest({ ...judge, seed: null })).toMatch(/^seed:/);
    expect(readWorkerRequest({ ...judge, id: -5 })).toMatch(/^id:/);
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

describe("Scoundrel's coach in the worker: the knowledge and moves it accepts", () => {
  const read = coachWork.readKnowledge!;
  const readMove = coachWork.readMove!;

  it('reads a knowledge as it was sent, and refuses one with a field out of range, saying which', () => {
    expect(read(knowledge)).toEqual(knowledge);
    expect(read({ ...knowledge, room: ['AS', 'KS', 'QS', 'JS', '10S'] })).toMatch(/^room:/);
    expect(read({ ...knowledge, health: 21 })).toMatch(/^health:/);
    expect(read({ ...knowledge, faced: 4 })).toMatch(/^faced:/);
    expect(read({ ...knowledge, weaponRule: 'loose' })).toMatch(/^weaponRule: not one of lenient, strict/);
    expect(read({ ...knowledge, dungeonSize: 12 })).toMatch(/does not add up/);
    expect(read(null)).toBe('not an object');
  });

  it('reads a move as it was sent, and refuses a malformed one, saying why', () => {
    expect(readMove({ type: 'avoid' })).toEqual({ type: 'avoid' });
    expect(readMove({ type: 'face', card: 'KS', weapon: true })).toEqual({ type: 'face', card: 'KS', weapon: true });
    expect(readMove({ type: 'face', card: 'KSKS' })).toMatch(/^not an avoid/);
    expect(readMove({ type: 'face', card: 'KS', weapon: 'yes' })).toMatch(/^weapon:/);
    expect(readMove(null)).toBe('not an object');
  });

  it('refuses to solve a deal of rules it does not have', () => {
    expect(() => coachWork.solve(deck, 'loose', { budget: 10, tableSize: 16 })).toThrow(/not a weapon rule/);
  });
});
