import { describe, expect, it } from 'vitest';
import { DUEL_CLOCK, type DuelAction, type DuelState, duel, SPREADS, toldOf } from '../../../src/games/royale/duel/duel.js';
import { duelStateSchema } from '../../../src/games/royale/duel/duel-state.js';
import { MAX_TURNS } from '../../../src/games/royale/rules.js';
import { ANN, ANN_CHARACTER, annClearsCell0, BOB, BOB_ACCEPTS, dealt, duelInit, play, withDice } from './duel-fixture.js';

const CAT = '333';

/** The code of a refusal. */
function refusedCode(state: DuelState, action: DuelAction, actor: string): string {
  const outcome = duel.apply(state, action, actor);
  expect(outcome.ok).toBe(false);
  return outcome.ok ? '' : outcome.code;
}

describe('Risus Royale duel: the deal and the challenge', () => {
  it('deals one map and gives each player a pair of deuces: the first two the challenger goal, the last two the challenged', () => {
    const state = dealt();
    expect(state.status).toBe('challenge');
    expect(state.seats[0]).toMatchObject({ id: ANN, deuces: ['2D', '2H'], goal: 9 });
    expect(state.seats[1]).toMatchObject({ id: BOB, deuces: ['2S', '2C'], goal: 1, options: null });
    expect(state.cells[0]).toMatchObject({ bottom: '4H', middle: 'KS', top: '3C', state: 'hidden' });
    expect(duel.view(state).seed).toBeNull();
  });

  it('shows the seed from the start when the challenger named the deal, as both players then know it', () => {
    const named = duel.setup({
      ...duelInit(),
      options: { character: ANN_CHARACTER, challenged: { id: BOB, name: 'Bob' }, knownDeal: true },
    });
    expect(duel.view(named).seed).toBe('duel-test');
  });

  it('offers every legal character spread to the challenged member, and is accepted by them alone', () => {
    expect(SPREADS).toHaveLength(44);
    expect(SPREADS.every((p) => p.S + p.C + p.D + p.H === 10 && Object.values(p).every((v) => v >= 1 && v <= 4))).toBe(true);
    const state = dealt();
    expect(refusedCode(state, BOB_ACCEPTS, CAT)).toBe('not-challenged');
    expect(refusedCode(state, BOB_ACCEPTS, ANN)).toBe('not-challenged');
    expect(refusedCode(state, { type: 'accept', S: 4, C: 4, D: 4, H: 4 }, BOB)).toBe('character');
    const accepted = play(state, [BOB, BOB_ACCEPTS]);
    expect(accepted.status).toBe('playing');
    expect(accepted.seats[1].options).toMatchObject({ name: 'Bob', points: { S: 1, C: 4, D: 3, H: 2 } });
    expect(refusedCode(accepted, BOB_ACCEPTS, BOB)).toBe('answered');
  });

  it('is accepted with 1 to 4 points in each cliché, 10 in all, and refused one point outside either bound', () => {
    const accept = (S: number, C: number, D: number, H: number) => duel.apply(dealt(), { type: 'accept', S, C, D, H }, BOB);
    expect(accept(4, 3, 2, 1).ok).toBe(true);
    expect(accept(4, 4, 1, 1).ok).toBe(true);
    expect(accept(5, 3, 1, 1)).toMatchObject({ ok: false, code: 'character', message: 'Each cliché gets 1 to 4 points.' });
    expect(accept(4, 4, 2, 0)).toMatchObject({ ok: false, code: 'character', message: 'Each cliché gets 1 to 4 points.' });
    expect(accept(4, 3, 1, 1)).toMatchObject({ ok: false, code: 'character', message: 'The points must total 10, not 9.' });
    expect(accept(4, 4, 2, 1)).toMatchObject({ ok: false, code: 'character', message: 'The points must total 10, not 11.' });
  });

  it('is declined by either member, and expires only by the clock', () => {
    expect(play(dealt(), [BOB, { type: 'decline' }]).status).toBe('declined');
    expect(play(dealt(), [ANN, { type: 'decline' }]).status).toBe('declined');
    expect(refusedCode(dealt(), { type: 'decline' }, CAT)).toBe('not-challenged');
    expect(refusedCode(dealt(), { type: 'expire' }, BOB)).toBe('not-clock');
    const expired = play(dealt(), [DUEL_CLOCK, { type: 'expire' }]);
    expect(expired.status).toBe('expired');
    expect(duel.result(expired).over).toBe(true);
    expect(refusedCode(expired, BOB_ACCEPTS, BOB)).toBe('answered');
    // Answered, it no longer expires.
    for (const answered of [play(dealt(), [BOB, BOB_ACCEPTS]), play(dealt(), [BOB, { type: 'decline' }])])
      expect(refusedCode(answered, { type: 'expire' }, DUEL_CLOCK)).toBe('answered');
  });
});

describe('Risus Royale duel: turns and the markers', () => {
  it('lets the challenger play first, and refuses a move out of turn or by someone not in the duel', () => {
    const state = play(dealt(), [BOB, BOB_ACCEPTS]);
    expect(state.turn).toBe(0);
    expect(refusedCode(state, { type: 'start', cell: 0 }, BOB)).toBe('not-your-turn');
    expect(refusedCode(state, { type: 'start', cell: 0 }, CAT)).toBe('not-in-duel');
    expect(duel.legalActions(state, BOB)).toEqual([]);
    expect(duel.legalActions(state, ANN)).toContainEqual({ type: 'start', cell: 0 });
  });

  it('keeps the turn through a battle and its retreat, then passes it; the other marker may stand on the same space', () => {
    // Ann starts on cell 1 and loses to the Giant (Fighting 3 dice against 5, three rounds lost).
    let state = withDice(play(dealt(), [BOB, BOB_ACCEPTS]), [1, 1, 1, 6, 6, 6, 6, 6, 1, 1, 6, 6, 6, 6, 6, 1, 6, 6, 6, 6, 6]);
    state = play(state, [ANN, { type: 'start', cell: 1 }], [ANN, { type: 'fight', cliche: 'C' }], [ANN, { type: 'fight', cliche: 'C' }]);
    state = play(state, [ANN, { type: 'fight', cliche: 'C' }]);
    expect(state.seats[0].phase).toBe('retreat');
    expect(state.turn).toBe(0);
    expect(refusedCode(state, { type: 'start', cell: 0 }, BOB)).toBe('not-your-turn');
    state = play(state, [ANN, { type: 'retreat', cell: 0 }]);
    expect(state.turn).toBe(1);
    expect(state.cells[1]!.state).toBe('guard');
    // Bob starts where Ann stands: he faces the Boar; Ann fights nothing.
    state = play(state, [BOB, { type: 'start', cell: 0 }]);
    expect(state.seats[0].position).toBe(0);
    expect(state.seats[1]).toMatchObject({ position: 0, phase: 'battle' });
    expect(state.seats[0].battle).toBeNull();
    expect(state.cells[0]!.state).toBe('guard');
  });

  it('clears a pile for both, and gives its treasure to whoever won it', () => {
    // Bob's goal is 5 (any one class): Ian McKellan beaten by Ann leaves him the other classes.
    const state = annClearsCell0(play(dealt(['2D', '2H', '2C', '2S']), [BOB, BOB_ACCEPTS]));
    expect(state.cells[0]!.state).toBe('cleared');
    expect(state.seats[0]).toMatchObject({ treasures: ['4H'], victory: ['KS'], cleared: [0], phase: 'move' });
    expect(state.seats[1]).toMatchObject({ treasures: [], phase: 'start' });
    expect(state.turn).toBe(1);
    expect(duel.legalActions(state, BOB)).not.toContainEqual({ type: 'start', cell: 0 });
    expect(refusedCode(state, { type: 'start', cell: 0 }, BOB)).toBe('royale-start');
  });
});

describe('Risus Royale duel: goals and the end', () => {
  it('counts an opponent only for the player who beat him: a goal that needs him is lost, and the other plays on alone', () => {
    // Bob needs every Wizard; Ann, who needs every Human, beats Ian McKellan (KS).
    const state = annClearsCell0(play(dealt(), [BOB, BOB_ACCEPTS]));
    expect(state.seats[1].phase).toBe('lost');
    expect(state.seats[1].lostBecause).toMatch(/can no longer be met/);
    expect(state).toMatchObject({ status: 'playing', turn: 0 });
    expect(duel.view(state).seats[0].run?.progress).toEqual({ defeated: 1, needed: 4 });
    expect(duel.view(state).seats[1].run?.map.find((space) => space.cell === 0)?.goal).toBe(false);
  });

  it('is won by the first player to meet their goal', () => {
    const base = play(dealt(), [BOB, BOB_ACCEPTS]);
    // Ann has beaten three Kings already; Ian McKellan on cell 0 is her last.
    const cells = base.cells.map((cell, i) => ([1, 2, 3].includes(i) ? { ...cell, state: 'cleared' as const } : cell));
    const ready: DuelState = { ...base, cells, seats: [{ ...base.seats[0], cleared: [1, 2, 3] }, base.seats[1]] };
    // A random deal's seed stays hidden while the duel is played, and shows once it is over.
    expect(duel.view(annClearsCell0({ ...ready, cells: base.cells })).seed).toBeNull();
    const won = annClearsCell0(ready);
    expect(won).toMatchObject({ status: 'over', winner: 0 });
    expect(won.seats[0].phase).toBe('won');
    expect(duel.result(won)).toMatchObject({ over: true, summary: 'Ann won the duel.' });
    expect(duel.view(won).seed).toBe('duel-test');
    expect(refusedCode(won, { type: 'move', cell: 4 }, ANN)).toBe('game-over');
  });

  it('leaves a player in after their 99th turn and puts them out after their 100th', () => {
    const alone = annClearsCell0(play(dealt(), [BOB, BOB_ACCEPTS]));
    /** Ann, with `turns` turns behind her, moves onto cell 1 and loses to its Giant (Fighting 3 dice against 5). */
    const loseToTheGiant = (turns: number) => {
      const tired: DuelState = { ...alone, seats: [{ ...alone.seats[0], turns }, alone.seats[1]] };
      const fight: [string, DuelAction] = [ANN, { type: 'fight', cliche: 'C' }];
      const state = withDice(tired, [1, 1, 1, 6, 6, 6, 6, 6, 1, 1, 6, 6, 6, 6, 6, 1, 6, 6, 6, 6, 6]);
      return play(state, [ANN, { type: 'move', cell: 1 }], fight, fight, fight);
    };
    const ninetyNinth = loseToTheGiant(98);
    expect(ninetyNinth.seats[0]).toMatchObject({ turns: 99, phase: 'retreat', lostBecause: null });
    expect(ninetyNinth.status).toBe('playing');
    const hundredth = loseToTheGiant(99);
    expect(hundredth.seats[0]).toMatchObject({ turns: 100, phase: 'lost' });
    expect(hundredth.seats[0].lostBecause).toBe('100 turns have passed and the kingdom has fallen into chaos');
  });

  it('is won by nobody when both players are out', () => {
    const alone = annClearsCell0(play(dealt(), [BOB, BOB_ACCEPTS]));
    const tired: DuelState = { ...alone, seats: [{ ...alone.seats[0], turns: MAX_TURNS - 1 }, alone.seats[1]] };
    // Ann's last turn: the Giant on cell 1 beats her (Fighting 3 dice against 5).
    let state = withDice(tired, [1, 1, 1, 6, 6, 6, 6, 6, 1, 1, 6, 6, 6, 6, 6, 1, 6, 6, 6, 6, 6]);
    state = play(state, [ANN, { type: 'move', cell: 1 }], [ANN, { type: 'fight', cliche: 'C' }], [ANN, { type: 'fight', cliche: 'C' }]);
    state = play(state, [ANN, { type: 'fight', cliche: 'C' }]);
    expect(state.seats[0].lostBecause).toMatch(/100 turns/);
    expect(state).toMatchObject({ status: 'over', winner: null });
  });
});

describe('Risus Royale duel: playouts', () => {
  it("tells each move of the player it happened to, in the third person: the board's log is both players'", () => {
    expect(toldOf('Ann', 'Round 2: 9 against 13, you lose a die.')).toBe('Ann: Round 2: 9 against 13, they lose a die.');
    expect(toldOf('Ann', 'Feisty beats you. Retreat!')).toBe('Ann: Feisty beats them. Retreat!');
    expect(toldOf('Ann', 'Pumping costs you 2 dice of Fighting until you leave this space.')).toBe(
      'Ann: Pumping costs them 2 dice of Fighting until they leave this space.',
    );
    expect(toldOf('Bob', "Your goal is achieved: King Kozmo's kingdom is saved!")).toBe(
      "Bob: Their goal is achieved: King Kozmo's kingdom is saved!",
    );
  });

  it('ends every seeded duel, each player moving only on their turn, every offered move accepted', () => {
    let longest = 0;
    const lines: string[] = [];
    for (let n = 0; n < 8; n++) {
      let state = duel.setup({
        seed: `duel-playout-${n}`,
        options: { character: ANN_CHARACTER, challenged: { id: BOB, name: 'Bob' } },
        players: [{ id: ANN, name: 'Ann' }],
      });
      state = play(state, [BOB, { type: 'accept', ...SPREADS[n % SPREADS.length]! }]);
      let moves = 0;
      while (state.status === 'playing') {
        const actor = state.seats[state.turn].id;
        const rival = state.seats[state.turn === 0 ? 1 : 0].id;
        expect(duel.legalActions(state, rival)).toEqual([]);
        const legal = duel.legalActions(state, actor);
        expect(legal.length).toBeGreaterThan(0);
        const outcome = duel.apply(state, legal[(n * 7 + moves * 13) % legal.length]!, actor);
        if (!outcome.ok) throw new Error(outcome.message);
        lines.push(...outcome.events.map((event) => event.text));
        state = outcome.state;
        moves++;
        expect(moves).toBeLessThan(5000);
      }
      longest = Math.max(longest, moves);
      expect(state.status).toBe('over');
      expect(duelStateSchema.parse(state)).toEqual(state);
    }
    expect(longest).toBeGreaterThan(0);
    // No line of the shared log speaks to "you".
    expect(lines.filter((line) => /\byou(r)?\b/i.test(line))).toEqual([]);
  });
});
