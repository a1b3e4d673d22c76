import { describe, expect, it } from 'vitest';
import { chooser } from '../../../src/engine/chooser.js';
import { fraction, percentText } from '../../../src/engine/dice-odds.js';
import { fightOdds } from '../../../src/games/royale/fight-odds.js';
import { type RoyaleAction, type RoyaleMove, type RoyaleOptions, type RoyaleState, royale } from '../../../src/games/royale/index.js';
import { MAX_TURNS } from '../../../src/games/royale/rules.js';
import { LAST_WIZARD_IN_THE_CORNER, onCellFive, SNOTTY_IN_THE_CORNER, walled } from './corners.js';
import { deal, facingJohnWayne, play, SAM, view, withCells, withDice, YETI } from './helpers.js';

/** The board's move for an action. */
function move(state: RoyaleState, action: RoyaleAction): RoyaleMove {
  const found = view(state).moves.find((m) => JSON.stringify(m.action) === JSON.stringify(action));
  if (!found) throw new Error(`${JSON.stringify(action)} is not on the board`);
  return found;
}

/** Every roll of `mine` dice against `theirs`, one by one: the chance that mine totals more (ties lost). */
function bruteForce(mine: number, theirs: number): { num: bigint; den: bigint } {
  const totals = (n: number): number[] => (n === 0 ? [0] : totals(n - 1).flatMap((sum) => [1, 2, 3, 4, 5, 6].map((face) => sum + face)));
  const a = totals(mine);
  const b = totals(theirs);
  let wins = 0;
  for (const x of a) for (const y of b) if (x > y) wins++;
  return fraction(BigInt(wins), BigInt(a.length * b.length));
}

/** Every script of `count` dice, in order. */
function scripts(count: number): number[][] {
  return count === 0 ? [[]] : scripts(count - 1).flatMap((s) => [1, 2, 3, 4, 5, 6].map((face) => [...s, face]));
}

const fight = (cliche: 'S' | 'C' | 'D' | 'H', pump?: number): RoyaleAction =>
  pump === undefined ? { type: 'fight', cliche } : { type: 'fight', cliche, pump };
const PUMPING: RoyaleOptions = { ...SAM, pumping: true };

describe('Risus Royale: what each move would risk', () => {
  it("a fight of Wizardry 4 dice against the Centaur's 3, ties lost, is 23105/31104, 74%", () => {
    const merlin: RoyaleOptions = { name: 'Merlin', points: { S: 4, C: 3, D: 2, H: 1 }, easy: false, harder: 0 };
    const centaur = play(deal([['3C', 'QH', '5S']], [], merlin), { type: 'start', cell: 0 });
    const wizardry = move(centaur, fight('S'));
    expect(wizardry.odds).toMatchObject({ cliche: 'S', yours: 4, theirs: 3, dropHighest: false, chance: { num: 23105n, den: 31104n } });
    expect(wizardry.odds!.chance).toEqual(bruteForce(4, 3));
    expect(percentText(wizardry.odds!.chance)).toBe('74%');
    expect(wizardry).toMatchObject({ risk: 'neutral', beaten: null, endsRun: false, pumpCost: 0 });
    // One Cleric die against 2: a lost round is the last die, and loses the battle.
    expect(move(centaur, fight('H'))).toMatchObject({
      odds: { yours: 1, theirs: 2 },
      beaten: 'if-lost',
      defeatEndsRun: false,
      risk: 'danger',
    });
  });

  it("a pumped round rolls the dice the pump buys: its odds equal the engine's rounds over every roll", () => {
    // Sam, pumping, 2 Thievery dice left against the Yeti's 2: pump 1 rolls 3 dice. Won, the battle goes on (1 die left); lost, he is
    // beaten.
    const t = play(deal([YETI], [], PUMPING), { type: 'start', cell: 0 });
    const state: RoyaleState = { ...t, wounds: { ...t.wounds, D: 1 }, battle: { ...t.battle!, enemyDice: { D: 2, C: 4 } } };
    const pumped = move(state, fight('D', 1));
    expect(pumped).toMatchObject({ odds: { yours: 3, theirs: 2 }, pumpCost: 1, beaten: 'if-lost', risk: 'danger' });
    const rolls = scripts(5);
    const won = rolls.filter((dice) => play(withDice(state, dice), fight('D', 1)).phase === 'battle').length;
    expect(pumped.odds!.chance).toEqual(fraction(BigInt(won), BigInt(rolls.length)));
    expect(pumped.odds!.chance).toEqual(bruteForce(3, 2));
    // Double Pumps in Thievery: the die pumped buys two.
    expect(fightOdds({ ...state, options: { ...state.options, pumping: false, doublePump: 'D' } }, 'D', 1)).toMatchObject({
      yours: 4,
      theirs: 2,
    });
  });

  it('pumping every die: beaten whatever is rolled; one die short of it: beaten if the round is lost', () => {
    const state = play(deal([YETI], [], PUMPING), { type: 'start', cell: 0 });
    expect(move(state, fight('C'))).toMatchObject({ beaten: null, risk: 'neutral' });
    expect(move(state, fight('C', 2))).toMatchObject({ pumpCost: 2, beaten: null, risk: 'neutral' });
    expect(move(state, fight('C', 3))).toMatchObject({ pumpCost: 3, beaten: 'if-lost', risk: 'danger' });
    expect(move(state, fight('C', 4))).toMatchObject({
      pumpCost: 4,
      beaten: 'certain',
      endsRun: false,
      defeatEndsRun: false,
      risk: 'danger',
    });
    // 8 dice of 6 against 4 of 1: the round is won, the Yeti keeps 3 Fighting dice, and Sam, with none left, is beaten.
    expect(play(withDice(state, [6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1]), fight('C', 4))).toMatchObject({ phase: 'retreat', battle: null });
  });

  it('cornered, a round that is lost for certain loses the run: fatal and red; one that may be won is not fatal', () => {
    const state = walled(play(deal([YETI], [], PUMPING), { type: 'start', cell: 0 }));
    expect(move(state, fight('C', 4))).toMatchObject({ beaten: 'certain', endsRun: true, risk: 'danger' });
    expect(royale.fatal?.(state, fight('C', 4))).toBe(true);
    for (const dice of [
      [6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1],
      [1, 1, 1, 1, 1, 1, 1, 1, 6, 6, 6, 6],
    ])
      expect(play(withDice(state, dice), fight('C', 4)).phase).toBe('lost');
    expect(move(state, fight('C', 3))).toMatchObject({ beaten: 'if-lost', defeatEndsRun: true, endsRun: false });
    expect(royale.fatal?.(state, fight('C', 3))).toBe(false);
    expect(royale.fatal?.(state, fight('C'))).toBe(false);
  });

  it('cornered at 1 die against an opponent at 1: win or lose, the run is lost (beaten, or nowhere to go from the cleared space)', () => {
    const base = walled(play(deal([YETI]), { type: 'start', cell: 0 }));
    const state: RoyaleState = {
      ...withCells(base, { 0: 'opponent' }),
      wounds: { ...base.wounds, C: 3 },
      battle: { ...base.battle!, enemy: 'opponent', enemyDice: { C: 1 }, round: 1 },
    };
    expect(move(state, fight('C'))).toMatchObject({ odds: { yours: 1, theirs: 1 }, beaten: 'if-lost', endsRun: true, risk: 'danger' });
    expect(royale.fatal?.(state, fight('C'))).toBe(true);
    expect(play(withDice(state, [6, 1]), fight('C'))).toMatchObject({
      phase: 'lost',
      cells: expect.arrayContaining([expect.objectContaining({ middle: 'QC', state: 'cleared' })]),
    });
    expect(play(withDice(state, [1, 6]), fight('C'))).toMatchObject({ phase: 'lost' });
    // Against the guard instead, a won round uncovers a face-down opponent: not a certain loss.
    const guard: RoyaleState = { ...base, wounds: { ...base.wounds, C: 3 }, battle: { ...base.battle!, enemyDice: { D: 5, C: 1 } } };
    expect(move(guard, fight('C'))).toMatchObject({ beaten: 'if-lost', defeatEndsRun: true, endsRun: false });
    expect(play(withDice(guard, [6, 1]), fight('C')).battle?.enemy).toBe('opponent');
  });

  it('a move that cuts off an opponent the goal needs is fatal only when the player can see it: a face-down one is not told', () => {
    // As in endings.test.ts: goal 1, Snotty (JS) on cell 0 is reached only through cell 5; moving on to 6 cuts him off.
    const hidden = onCellFive(deal(SNOTTY_IN_THE_CORNER));
    expect(move(hidden, { type: 'move', cell: 6 })).toMatchObject({ cutOff: false, endsRun: false, risk: 'neutral' });
    expect(royale.fatal?.(hidden, { type: 'move', cell: 6 })).toBe(false);
    expect(play(hidden, { type: 'move', cell: 6 }).phase).toBe('lost');
    const shown = withCells(hidden, { 0: 'opponent' });
    expect(move(shown, { type: 'move', cell: 6 })).toMatchObject({ cutOff: true, endsRun: true, risk: 'danger' });
    expect(royale.fatal?.(shown, { type: 'move', cell: 6 })).toBe(true);
    // Going to Snotty instead is a dead end, which cuts off the other three Wizards, face down as they are: one of them would have to be
    // him.
    expect(move(shown, { type: 'move', cell: 0 })).toMatchObject({ deadEnd: true, cutOff: true, endsRun: true });
    // Every other way cuts Snotty off: whichever move he makes, the run is lost, and every button says so.
    expect(royale.legalActions(shown).map((a) => royale.fatal?.(shown, a))).toEqual(royale.legalActions(shown).map(() => true));
    expect(play(shown, { type: 'move', cell: 6 }).phase).toBe('lost');
  });

  it('a dead end whose space may still meet the goal is marked and red, not fatal; winning there wins the run', () => {
    // Goal 1, all Wizards: Snotty, Mauritius and Ian McKellan (cells 1, 4, 5) are beaten; cell 0, face down, holds Frato Poofwand under a
    // Boar.
    const state = onCellFive(deal(LAST_WIZARD_IN_THE_CORNER, [6, 6, 6, 6, 1, 1, 6, 6, 6, 6, 1, 6, 1]));
    expect(move(state, { type: 'move', cell: 0 })).toMatchObject({ deadEnd: true, cutOff: false, endsRun: false, risk: 'danger' });
    expect(move(state, { type: 'move', cell: 6 })).toMatchObject({ deadEnd: false, risk: 'neutral' });
    expect(play(state, { type: 'move', cell: 0 }, fight('C'), fight('C'), fight('S')).phase).toBe('won');
    // With Glorioso (a Thief) beaten on cell 4 instead, the fourth Wizard is face down elsewhere: the same dead end cannot meet the goal.
    const short = onCellFive(deal(LAST_WIZARD_IN_THE_CORNER.with(4, ['7H', 'QD', '8C'])));
    expect(move(short, { type: 'move', cell: 0 })).toMatchObject({ deadEnd: true, cutOff: true, endsRun: true, risk: 'danger' });
    expect(play(short, { type: 'move', cell: 0 }).phase).toBe('lost');
  });

  it(`the ${MAX_TURNS}th turn is fatal on a space that cannot meet the goal`, () => {
    const started = play(deal([]), { type: 'start', cell: 0 });
    const tired: RoyaleState = { ...withCells(started, { 0: 'cleared' }), phase: 'move', battle: null, turns: MAX_TURNS - 1 };
    expect(move(tired, { type: 'move', cell: 1 })).toMatchObject({ lastTurn: true, cutOff: false, endsRun: true, risk: 'danger' });
    expect(move({ ...tired, turns: MAX_TURNS - 2 }, { type: 'move', cell: 1 })).toMatchObject({ lastTurn: false, endsRun: false });
  });

  it('an escape shows its odds, is safe, and is never fatal', () => {
    // John Wayne (KC, Human Fighter 3) waits on cell 0, his guard beaten: Sam's 4 Fighting dice against his 3.
    const state = facingJohnWayne();
    expect(move(state, { type: 'escape' })).toMatchObject({
      odds: { cliche: 'C', yours: 4, theirs: 3, chance: { num: 23105n, den: 31104n } },
      risk: 'safe',
      endsRun: false,
    });
    expect(royale.fatal?.(state, { type: 'escape' })).toBe(false);
  });

  it("an item's ability roll shows its exact chance, as the engine rolls it: the Vestments need 7 on 2 Cleric dice, 21 in 36", () => {
    const griffon = play({ ...deal([['4H', 'KS', '7S']]), treasures: ['7H'] }, { type: 'start', cell: 0 });
    const declare: RoyaleAction = { type: 'declare', item: '7H' };
    expect(move(griffon, declare)).toMatchObject({
      ability: { dice: 2, target: 7, chance: { num: 7n, den: 12n } },
      risk: 'neutral',
      endsRun: false,
    });
    const made = scripts(2).filter((dice) => play(withDice(griffon, dice), declare).battle?.plus === '7H').length;
    expect(made).toBe(21);
  });

  it('cornered, a W item that cannot be made and is the last thing left loses the run: fatal', () => {
    // No Fighting or Thievery dice left against the Yeti; the Plastique (10D, W) needs 10 on 0 Thievery dice.
    const base = play(deal([YETI]), { type: 'start', cell: 0 });
    const spent: RoyaleState = {
      ...base,
      treasures: ['10D'],
      wounds: { ...base.wounds, C: 4, D: 3 },
      battle: { ...base.battle!, round: 2 },
    };
    expect(royale.legalActions(spent)).toEqual([{ type: 'use', item: '10D' }]);
    expect(move(spent, { type: 'use', item: '10D' })).toMatchObject({
      ability: { dice: 0, chance: { num: 0n } },
      beaten: 'certain',
      endsRun: false,
      risk: 'danger',
    });
    expect(play(spent, { type: 'use', item: '10D' }).phase).toBe('retreat');
    const cornered = walled(spent);
    expect(move(cornered, { type: 'use', item: '10D' })).toMatchObject({ endsRun: true, risk: 'danger' });
    expect(royale.fatal?.(cornered, { type: 'use', item: '10D' })).toBe(true);
    expect(play(cornered, { type: 'use', item: '10D' }).phase).toBe('lost');
  });

  it('every fatal move of 50 seeded runs loses the run, however it is played on', () => {
    let fatal = 0;
    for (let game = 0; game < 50; game++) {
      let state = royale.setup({ seed: `stakes-${game}`, options: { ...SAM, pumping: game % 2 === 0, harder: game % 3 } });
      const pick = chooser(game + 11);
      while (royale.legalActions(state).length > 0) {
        const legal = royale.legalActions(state);
        for (const action of legal.filter((a) => royale.fatal!(state, a))) {
          fatal++;
          let after = play(state, action);
          while (royale.legalActions(after).length > 0)
            after = play(after, royale.legalActions(after)[pick(royale.legalActions(after).length)]!);
          expect(royale.result(after)).toMatchObject({ over: true, won: false });
        }
        state = play(state, legal[pick(legal.length)]!);
      }
    }
    expect(fatal).toBeGreaterThan(50);
  });
});
