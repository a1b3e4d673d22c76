/** What each move adds to a Saga table's journal (src/games/saga/journal.ts): the story `/saga recap` tells. */
import { describe, expect, it } from 'vitest';
import { type SagaAction, type SagaState, saga } from '../../../src/games/saga/index.js';
import { fightAgainst } from './fight-steps.js';
import { ANN, BO, CY, GM, table } from './helpers.js';

/** Plays the steps in turn and collects what each adds to the journal (null: nothing). */
function story(state: SagaState, ...steps: [string, SagaAction][]): { state: SagaState; told: (string | null)[] } {
  let current = state;
  const told: (string | null)[] = [];
  for (const [actor, action] of steps) {
    const outcome = saga.apply(current, action, actor);
    if (!outcome.ok) throw new Error(`${actor} ${action.type} refused: ${outcome.message}`);
    told.push(saga.journal!(current, outcome.state, outcome.events));
    current = outcome.state;
  }
  return { state: current, told };
}

const JOIN_ANN: [string, SagaAction] = [
  ANN,
  { type: 'join', player: ANN, member: 'Ann', name: 'Ann', cliches: [{ name: 'Hairdresser', rating: 2 }] },
];
const JOIN_BO: [string, SagaAction] = [
  BO,
  { type: 'join', player: BO, member: 'Bob', name: 'Sir Reginald', cliches: [{ name: 'Knight', rating: 4 }] },
];
const HIDDEN_CHECK: [string, SagaAction] = [
  GM,
  { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'social', target: 17, hidden: true },
];
/** Ann is dealt 9♣ 9♦ 9♥ 9♠, Bob 2♣ 3♣ 4♦ 5♥; then 6♦ 8♥ 7♦ 2♥ A♣ 3♥ come off the pile. */
const DECK = ['9C', '9D', '9H', '9S', '2C', '3C', '4D', '5H', '6D', '8H', '7D', '2H', 'AC', '3H'];

describe('Saga: the journal', () => {
  it('tells an evening in order: joins, each result card by card against its target, a fight round, a leave and the GM seat', () => {
    const { told } = story(
      table(DECK),
      JOIN_ANN,
      JOIN_BO,
      HIDDEN_CHECK,
      [ANN, { type: 'play', card: '9C' }],
      [GM, { type: 'resolve' }],
      [GM, { type: 'conflict', player: BO, cliche: 'Knight', style: 'physical', opponent: { name: 'Goon', rank: 3 } }],
      [BO, { type: 'play', card: '2C' }],
      [BO, { type: 'stop' }],
      [GM, { type: 'resolve' }],
      [GM, fightAgainst({ name: 'Ogre', rank: 9 }, 'physical', [ANN, 'Hairdresser'], [BO, 'Knight'])],
      [ANN, { type: 'play', card: '9D' }],
      [BO, { type: 'play', card: '4D' }],
      [GM, { type: 'resolve' }],
      [BO, { type: 'leave' }],
      [GM, { type: 'gm', player: CY, name: 'Cyd' }],
    );
    expect(told).toEqual([
      'Ann joins as Ann (edge 2, hand of 4).',
      'Bob joins as Sir Reginald (edge 2, hand of 4).',
      null,
      null,
      '🎯 Check for Ann, social, meet or beat 17 (a hidden target until now): 2 (Hairdresser) + 9♣ 9 = 11. Failure.',
      null,
      null,
      null,
      "🤺 Conflict: Bob's Sir Reginald against Goon, physical, meet or beat 3 (Goon's rank) + 8♥ flip 8 = 11: " +
        '4 (Knight) + 2♣ 2 + 7♦ trump flip 7 = 13. Success.',
      "Ann, Bob's Sir Reginald fight Ogre (9), physical.",
      null,
      null,
      "⚔️ Round 1 against Ogre, physical, meet or beat 9 (Ogre's rank) + A♣ flip 1 + 3♥ flip 3 = 13: " +
        "Ann 2 (Hairdresser) + 9♦ 9 = 11, falls short (fight hand 3); Bob's Sir Reginald 4 (Knight) + 4♦ 4 = 8, " +
        'falls short (fight hand 3). Ogre stays at rank 9.',
      "Bob's Sir Reginald leaves the table.",
      'Gail hands the GM seat to Cyd; the 0 payback cards go with it.',
    ]);
  });

  it('tells the ranks a round costs the opponent and how the fight ended', () => {
    const called = story(table(DECK), JOIN_ANN, [GM, fightAgainst({ name: 'Imp', rank: 1 }, 'social', [ANN, 'Hairdresser'])]);
    const fought = story(called.state, [ANN, { type: 'play', card: '9C' }], [GM, { type: 'resolve' }]).told;
    expect(called.told[1]).toBe('Ann fight Imp (1), social.');
    expect(fought[1]).toBe(
      "⚔️ Round 1 against Imp, social, meet or beat 1 (Imp's rank) + 2♣ flip 2 = 3: Ann 2 (Hairdresser) + 9♣ 9 = 11, meets it. " +
        'Imp loses 1 (rank 1 → 0). Imp is beaten!',
    );
  });

  it('never tells a hidden target before the check is resolved, nor when the GM ends it early', () => {
    const { told } = story(table(DECK), JOIN_ANN, HIDDEN_CHECK, [ANN, { type: 'play', card: '9C' }], [GM, { type: 'end' }]);
    expect(told.slice(1)).toEqual([null, null, 'The GM ends the check for Ann: cards played go back to their hands.']);
    expect(told.join(' ')).not.toContain('17');
  });

  it("never tells a hidden fight's rank while its round is open; the round's record tells it once resolved", () => {
    const ogre = { name: 'Ogre', rank: 13 };
    const call: [string, SagaAction] = [
      GM,
      { type: 'fight', fighters: [{ player: ANN, cliche: 'Hairdresser' }], style: 'social', opponent: ogre, hidden: true },
    ];
    const opened = story(table(DECK), JOIN_ANN, call, [ANN, { type: 'play', card: '9C' }]);
    expect(opened.told.slice(1).join(' ')).not.toMatch(/\b13\b/);
    const resolved = story(opened.state, [GM, { type: 'resolve' }]).told[0];
    expect(resolved).toContain("13 (Ogre's rank)");
  });
});
