import { describe, expect, it } from 'vitest';
import { saga } from '../../../src/games/saga/index.js';
import { ANN, act, annJoins, BO, boJoins, GM, table, told, view } from './helpers.js';

const hiddenCheck = [
  GM,
  { type: 'check' as const, player: ANN, cliche: 'Hairdresser', style: 'social' as const, target: 17, hidden: true },
] as [string, { type: 'check'; player: string; cliche: string; style: 'social'; target: number; hidden: boolean }];

describe('Saga: a hidden target', () => {
  it('is seen by the GM only until the check is resolved, and told by nothing before then', () => {
    const state = annJoins(table(['9C', '9D', '9H', '9S', '5S']));
    expect(told(state, ...hiddenCheck)).toEqual(['Ann: a social check with Hairdresser (2), meet or beat a hidden target.']);
    const open = act(state, hiddenCheck);
    for (const viewer of ['', ANN, 'stranger'])
      expect(view(open, viewer).contest).toMatchObject({ base: null, target: null, theirs: [], hidden: true });
    expect(view(open, GM).contest).toMatchObject({ base: 17, target: 17, hidden: true });
    const played = told(open, ANN, { type: 'play', card: '9C' });
    expect(played.join(' ')).not.toMatch(/17/);
    expect(played[0]).toContain('against the hidden target');
    const resolved = act(open, [ANN, { type: 'play', card: '9C' }], [GM, { type: 'resolve' }]);
    expect(view(resolved, ANN).last).toMatchObject({ base: 17, target: 17, hidden: false });
    expect(saga.apply(act(open, [ANN, { type: 'play', card: '9C' }]), { type: 'resolve' }, GM)).toMatchObject({
      ok: true,
      events: [{ text: 'Ann: 11 against 17. Failure.' }],
    });
  });

  it('leaves a check without `hidden` in plain view', () => {
    const open = act(annJoins(table()), [GM, { type: 'check', player: ANN, cliche: 'Hairdresser', style: 'social', target: 9 }]);
    expect(view(open, ANN).contest).toMatchObject({ base: 9, target: 9, hidden: false });
  });
});

describe('Saga: a hidden conflict or fight', () => {
  // Ann holds the 9s and Bob the 8s; the 6♠ is the first flip: rank 13 + 6 = a target of 19.
  const seated = () => boJoins(annJoins(table(['9C', '9D', '9H', '9S', '8C', '8D', '8H', '8S', '6S'])));
  const ogre = { name: 'Ogre', rank: 13 };
  const secret = /\b1[39]\b/;

  it("keeps a conflict's rank, flip and target from everyone but the GM until it is resolved, which tells them", () => {
    const call = { type: 'conflict' as const, player: ANN, cliche: 'Hairdresser', style: 'social' as const, opponent: ogre, hidden: true };
    expect(told(seated(), GM, call)).toEqual(['Ann faces Ogre with Hairdresser (2), social: meet or beat the hidden target.']);
    const open = act(seated(), [GM, call]);
    for (const viewer of ['', ANN, BO])
      expect(view(open, viewer).contest).toMatchObject({ base: null, target: null, theirs: [], hidden: true });
    expect(view(open, GM).contest).toMatchObject({ base: 13, target: 19, theirs: [{ card: '6S', how: 'opponent flip' }], hidden: true });
    expect(told(open, ANN, { type: 'play', card: '9C' }).join(' ')).not.toMatch(secret);
    const played = act(open, [ANN, { type: 'play', card: '9C' }]);
    expect(told(played, GM, { type: 'resolve' })).toEqual(['Ann against Ogre: 11 against 19. Failure.']);
    expect(view(act(played, [GM, { type: 'resolve' }]), ANN).last).toMatchObject({ base: 13, target: 19, hidden: false });
  });

  it("keeps each round's target and the opponent's rank hidden while the round is open; each round's resolution tells them", () => {
    const call = {
      type: 'fight' as const,
      fighters: [
        { player: ANN, cliche: 'Hairdresser' },
        { player: BO, cliche: 'Knight' },
      ],
      style: 'social' as const,
      opponent: ogre,
      hidden: true,
    };
    const started = told(seated(), GM, call);
    expect(started).toEqual(["Ann, Bob's Sir Reginald fight Ogre, social.", 'Round 1 against Ogre: meet or beat the hidden target.']);
    const one = act(seated(), [GM, call]);
    for (const viewer of ['', ANN, BO]) {
      expect(view(one, viewer).fight!.opponent).toEqual({ name: 'Ogre', rank: null });
      expect(view(one, viewer).contest).toMatchObject({ base: null, target: null, theirs: [], hidden: true });
    }
    expect(view(one, GM).fight!.opponent).toEqual(ogre);
    expect(view(one, GM).contest).toMatchObject({ base: 13, target: 19 });
    const played = act(one, [ANN, { type: 'play', card: '9C' }], [BO, { type: 'play', card: '8C' }]);
    const resolved = told(played, GM, { type: 'resolve' });
    expect(resolved[0]).toBe(
      "Round 1, 19 to meet or beat: Ann 11, short (fight hand 3); Bob's Sir Reginald 12, short (fight hand 3). Ogre stays at 13.",
    );
    expect(resolved[1]).toBe('Round 2 against Ogre: meet or beat the hidden target.');
    const two = act(played, [GM, { type: 'resolve' }]);
    expect(view(two, ANN).last).toMatchObject({ round: 1, base: 13, target: 19, hidden: false });
    expect(view(two, ANN).contest).toMatchObject({ round: 2, base: null, target: null, theirs: [], hidden: true });
    expect(view(two, ANN).fight!.opponent.rank).toBeNull();
    expect(told(two, GM, { type: 'end' })).toEqual(['The GM ends the fight against Ogre: cards played go back to their hands.']);
    expect(view(act(two, [GM, { type: 'end' }]), ANN).fight).toMatchObject({ outcome: 'ended', opponent: { rank: null } });
  });

  it("keeps the GM's payback on a hidden conflict from everyone but the GM, and out of the story, until the resolution tells it", () => {
    // Ann plays the 9♠ in a check (the GM's payback from then on) and draws the 6♠; Bob's hidden conflict flips the A♠.
    const check = { type: 'check' as const, player: ANN, cliche: 'Hairdresser', style: 'social' as const, target: 5 };
    const paid = act(seated(), [GM, check], [ANN, { type: 'play', card: '9S' }], [GM, { type: 'resolve' }]);
    const call = { type: 'conflict' as const, player: BO, cliche: 'Knight', style: 'social' as const, opponent: ogre, hidden: true };
    const open = act(paid, [GM, call]);
    const outcome = saga.apply(open, { type: 'payback', cards: ['9S'] }, GM);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.events.map((e) => e.text)).toEqual(['The GM adds payback: meet or beat the hidden target.']);
    expect(saga.journal!(open, outcome.state, outcome.events)).toBeNull();
    for (const viewer of ['', ANN, BO]) expect(view(outcome.state, viewer).contest).toEqual(view(open, viewer).contest);
    expect(view(outcome.state, GM).contest).toMatchObject({ target: 23, theirs: [{ card: 'AS' }, { card: '9S', how: 'payback' }] });
    const played = act(outcome.state, [BO, { type: 'play', card: '8C' }]);
    const resolved = saga.apply(played, { type: 'resolve' }, GM);
    if (!resolved.ok) throw new Error(resolved.message);
    expect(resolved.events.map((e) => e.text)).toEqual(["Bob's Sir Reginald against Ogre: 12 against 23. Failure."]);
    expect(saga.journal!(played, resolved.state, resolved.events)).toContain('A♠ flip 1 + 9♠ payback 9 = 23 (a hidden target until now)');
  });

  it('leaves a conflict or fight without `hidden` in plain view', () => {
    const open = act(seated(), [GM, { type: 'conflict', player: ANN, cliche: 'Hairdresser', style: 'social', opponent: ogre }]);
    expect(view(open, ANN).contest).toMatchObject({ base: 13, target: 19, hidden: false });
    const fight = act(seated(), [GM, { type: 'fight', fighters: [{ player: BO, cliche: 'Knight' }], style: 'social', opponent: ogre }]);
    expect(view(fight, ANN).fight!.opponent.rank).toBe(13);
  });
});
