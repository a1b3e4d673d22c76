/**
 * Royal Assassin's coach (coach.ts) as the bot's thread uses it: the stockpile a deal is solved from is
 * the one setup shuffles; the short names of the alternate rules; the best line told play by play; and
 * the advisor's words, which never name a card the player has not seen.
 */
import { describe, expect, it } from 'vitest';
import { cardLabel } from '../../../src/engine/cards.js';
import { advise } from '../../../src/games/assassin/advisor.js';
import { assassinCoach } from '../../../src/games/assassin/coach.js';
import { type AssassinAction, type AssassinState, assassin, type Variant } from '../../../src/games/assassin/index.js';
import { type AssassinKnowledge, knowledgeOf } from '../../../src/games/assassin/knowledge.js';
import { assassinDeck, assassinStock, setupAssassin } from '../../../src/games/assassin/setup.js';
import { solveDeal } from '../../../src/games/assassin/solver.js';
import { rulesName, VARIANTS, variantsOf } from '../../../src/games/assassin/variants.js';
import { play } from './helpers.js';

const advisor = assassinCoach.advisor!;

/** The state without its generator: a game dealt from a given stockpile draws nothing to shuffle it. */
const table = ({ random: _random, ...rest }: AssassinState) => rest;

/** The plays of `state` by the last legal play each time (turning a card last) until `until` holds or the game is over. */
function lastPlays(state: AssassinState, until: (at: AssassinState) => boolean = () => false): AssassinAction[] {
  const line: AssassinAction[] = [];
  for (let at = state; !until(at) && !assassin.result(at).over; at = play(at, line.at(-1)!)) line.push(assassin.legalActions(at).at(-1)!);
  return line;
}

/** Every card label of the two-Joker deck. */
const LABELS = assassinDeck({ variants: ['two-jokers'] }).map(cardLabel);
/** The card labels `words` names. */
const named = (words: string) => LABELS.filter((label) => new RegExp(`(^|[^0-9])${label}`).test(words));

describe('Royal Assassin coach: the deal', () => {
  const sets: Variant[][] = [[], ['two-jokers'], ['four-royals', 'two-jokers'], ['exact-cancel', 'recycle-reserve'], [...VARIANTS]];

  it('solves the stockpile setup shuffles: a game dealt from it is the game the seed deals', () => {
    for (const variants of sets) {
      for (const seed of ['stock-a', 'stock-b', 'e2e-throne']) {
        const deck = assassinStock(seed, { variants });
        expect(deck).toHaveLength(assassinDeck({ variants }).length);
        const fromSeed = setupAssassin({ seed, options: { variants } });
        expect(table(setupAssassin({ seed, deck, options: { variants } })), `${seed} ${variants}`).toEqual(table(fromSeed));
        // The coach's deal by the rules' name is the same.
        const rules = rulesName(variants);
        expect(assassinCoach.deckOf(seed, rules)).toEqual(deck);
        expect(table(assassin.setup(assassinCoach.initOf(seed, rules, deck)))).toEqual({
          ...table(fromSeed),
          options: { variants: variantsOf(rules) },
        });
      }
    }
  });

  it('names every set of alternate rules, and reads each name back as that set', () => {
    const names = new Set<string>();
    for (let bits = 0; bits < 1 << VARIANTS.length; bits++) {
      const variants = VARIANTS.filter((_, i) => bits & (1 << i));
      const name = rulesName(variants);
      names.add(name);
      expect(variantsOf(name), name).toEqual(variants);
      expect(rulesName([...variants].reverse())).toBe(name);
    }
    expect(names.size).toBe(1 << VARIANTS.length);
    expect(rulesName([])).toBe('standard');
    expect(assassinCoach.rulesOf({ variants: ['exact-cancel', 'two-jokers'] })).toBe('v9');
    expect(assassinCoach.rulesLabel('v9')).toBe('rules: two-jokers, exact-cancel');
    expect(assassinCoach.rulesLabel('standard')).toBe('rules: standard');
  });

  it('refuses a name that is no set of alternate rules', () => {
    for (const junk of ['v0', 'v80', 'vff', 'vzz', 'V1', 'v01', 'v', '', 'standard2', 'Standard', ' v1', 'v1 ']) {
      expect(variantsOf(junk), junk).toBeNull();
    }
    expect(assassinCoach.rulesOf({ variants: ['dragons'] })).toBeNull();
  });
});

describe('Royal Assassin coach: the best line, play by play', () => {
  // A deal whose best line is short and turns a Royal: K♠ comes up first.
  const seed = 'ra-135';
  const deck = assassinStock(seed, { variants: [] });
  const start = assassin.setup(assassinCoach.initOf(seed, 'standard', deck));

  it('tells each card turned with the play that took it, every other play on its own, and the Royals each play killed', () => {
    const solved = solveDeal(deck, { variants: [] });
    expect(solved).toMatchObject({ decided: true, won: true });
    const told = assassinCoach.lineSteps(start, solved.line);
    expect(told).toEqual({
      ok: true,
      steps: [
        'Turn K♠',
        '9♣ → to the reserve',
        '8♦ → attack K♠',
        '4♣ → attack J♥',
        'Place the Joker over J♥',
        'Continue on J♥ with 9♣ (2 Royals killed)',
        'A♦ → attack K♠ (1 Royal killed)',
      ],
    });
    // One step for each card turned, naming the cards in the order the stockpile held them.
    const draws = solved.line.filter((action) => action.type === 'draw').length;
    const turned = told.ok ? told.steps.flatMap((step) => /^(?:Turn )?(\S+?)(?: →|$)/.exec(step)?.[1] ?? []) : [];
    expect(turned).toEqual(start.stock.slice(0, draws).map(cardLabel));
    const end = play(start, ...solved.line);
    const kills = told.ok ? told.steps.reduce((sum, step) => sum + Number(/\((\d+) Royals? killed\)$/.exec(step)?.[1] ?? 0), 0) : 0;
    expect(kills).toBe(end.royalsKilled);
  });

  it('tells a line that turns the reserve over and plays on with the reserve empty', () => {
    const turnedOver = setupAssassin({ seed: 'long-2', options: { variants: ['recycle-reserve'] } });
    const line = lastPlays(turnedOver);
    const told = assassinCoach.lineSteps(turnedOver, line);
    expect(told.ok && told.steps).toContain('Turn the reserve over');
  });

  it('says which play of a line the rules refuse, and tells nothing of it', () => {
    expect(assassinCoach.lineSteps(start, [{ type: 'continue', column: 'S' }])).toEqual({
      ok: false,
      reason: expect.stringMatching(/^play 1 is refused: /),
    });
    // K♠ is turned and placed: there is no card to attack with.
    expect(assassinCoach.lineSteps(start, [{ type: 'draw' }, { type: 'attack', column: 'S' }])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^play 2 is refused: /),
    });
    // 9♣ is turned, and clubs cannot attack the column of K♠ (the same colour).
    expect(assassinCoach.lineSteps(start, [{ type: 'draw' }, { type: 'draw' }, { type: 'attack', column: 'S' }])).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^play 3 is refused: /),
    });
  });
});

describe('Royal Assassin coach: the advisor in words', () => {
  // 5♠ has just attacked K♥ (J♥ beneath him); 2♠ is the reserve's top card; the rest is unseen.
  const state = play(setupAssassin({ seed: 'ra-5', options: { variants: [] } }), { type: 'draw' }, { type: 'attack', column: 'H' });
  const knowledge = knowledgeOf(state);
  const seen = new Set(LABELS.filter((label) => !knowledge.unseen.map(cardLabel).includes(label)));
  /** The knowledge with its unseen cards in another order: each of them first in turn, and reversed. */
  const reordered: AssassinKnowledge[] = [
    { ...knowledge, unseen: [...knowledge.unseen].reverse() },
    ...knowledge.unseen.map((code) => ({ ...knowledge, unseen: [code, ...knowledge.unseen.filter((other) => other !== code)] })),
  ];
  const turnThenPlay: AssassinAction[] = [
    { type: 'draw' },
    { type: 'attack', column: 'H' },
    { type: 'continue', column: 'H' },
    { type: 'joker', column: 'H' },
    { type: 'reserve' },
  ];

  it('names the cards in view, and after a card is turned names none', () => {
    expect(advisor.describe(knowledge, [{ type: 'continue', column: 'H' }])).toEqual(['Continue on K♥ with 2♠']);
    expect(advisor.describe(knowledge, [{ type: 'joker', column: 'H' }])).toEqual(['Place the Joker over K♥']);
    const words = advisor.describe(knowledge, turnThenPlay);
    expect(words).toEqual([
      'Turn a card',
      'Attack the Hearts Pretender with it',
      "Continue on the Hearts Pretender with the reserve's top card",
      'Place the Joker over the Hearts Pretender',
      'Put it on the reserve',
    ]);
    for (const order of reordered) expect(advisor.describe(order, turnThenPlay)).toEqual(words);
  });

  it('words each play with the reserve empty, once it is turned over', () => {
    const start = setupAssassin({ seed: 'long-2', options: { variants: ['recycle-reserve'] } });
    const empty = play(start, ...lastPlays(start, (at) => at.recycles > 0 && at.reserve.length === 0 && at.pending !== null));
    expect(empty.reserve).toEqual([]);
    const words = assassin.legalActions(empty).map((move) => advisor.describe(knowledgeOf(empty), [move])[0]);
    expect(words).toContain(`Put ${cardLabel(empty.pending!)} on the reserve`);
  });

  it('words its advice the same, naming only cards seen, whatever order the unseen cards arrive in', () => {
    const advice = advise(knowledge, { seed: 'words', samples: 6 });
    expect(advice.moves.map((move) => move.action)).toEqual(assassin.legalActions(state));
    const words = advice.moves.map((move) => advisor.describe(knowledge, move.plan));
    for (const [i, move] of advice.moves.entries()) {
      // A card turned is its plan alone: what follows depends on the card.
      if (move.action.type === 'draw') expect(move.plan).toEqual([{ type: 'draw' }]);
      for (const step of words[i]!) for (const label of named(step)) expect(seen, step).toContain(label);
    }
    for (const order of reordered.slice(0, 3)) {
      expect(advise(order, { seed: 'words', samples: 6 })).toEqual(advice);
      expect(advice.moves.map((move) => advisor.describe(order, move.plan))).toEqual(words);
    }
  });
});
