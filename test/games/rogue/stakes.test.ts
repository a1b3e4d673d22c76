import { describe, expect, it } from 'vitest';
import { type RogueAction, type RogueState, type RogueView, rogue } from '../../../src/games/rogue/index.js';
import { dice, fighting, holding, newRun, patch, play, playAll } from './helpers.js';
import { playout, veteran } from './playout.js';

const view = (state: RogueState) => rogue.view(state) as RogueView;
const riskOf = (state: RogueState, action: RogueAction) =>
  view(state).moves.find((m) => JSON.stringify(m.action) === JSON.stringify(action))?.risk;
const ACCEPT: RogueAction = { type: 'accept' };
const SHOOT: RogueAction = { type: 'shoot' };

/** A fighter at 1 die against the Cougar (level 1, 1 die) whose first roll lost 1 to 6, 5 extra shots left. */
const lostRoll = (fields: Partial<RogueState> = {}) => playAll(fighting(1, '8S', { fields }), [1, 6], { type: 'fight' }).state;

describe('Rogue Risus: what each move would cost', () => {
  it('the last-die trap: at 1 die, taking a lost roll kills; it is fatal and red, the extra shot is green', () => {
    const waiting = lostRoll();
    expect(view(waiting).combat?.roll).toMatchObject({
      player: 1,
      monster: 6,
      outcome: 'lose',
      cost: 1,
      death: 'certain',
      shotWinsOn: 6,
      lastShot: false,
    });
    expect(rogue.fatal?.(waiting, ACCEPT)).toBe(true);
    expect(rogue.fatal?.(waiting, SHOOT)).toBe(false);
    expect(riskOf(waiting, ACCEPT)).toBe('danger');
    expect(riskOf(waiting, SHOOT)).toBe('safe');
    expect(play(waiting, ACCEPT).state.end).toMatchObject({ won: false });
  });

  it('an extra shot wins exactly on the face it names, and on no lower one', () => {
    const waiting = lostRoll();
    expect(play(dice(waiting, [6]), SHOOT).state.combat).toBeNull(); // 1 + 6 = 7 > 6: the Cougar falls
    const five = play(dice(waiting, [5]), SHOOT).state; // 1 + 5 = 6: a tie, still waiting
    expect(five.combat?.roll).not.toBeNull();
    expect(view(five).combat?.roll).toMatchObject({ outcome: 'tie', cost: 0, death: null, shotWinsOn: 1 });
  });

  it('a tie costs nothing to take: green, not fatal; an extra shot on it is neutral', () => {
    const tie = playAll(fighting(1, '8S'), [3, 3], { type: 'fight' }).state;
    expect(view(tie).combat?.roll).toMatchObject({ outcome: 'tie', cost: 0, death: null, shotWinsOn: 1 });
    expect(riskOf(tie, ACCEPT)).toBe('safe');
    expect(riskOf(tie, SHOOT)).toBe('neutral');
    expect(rogue.fatal?.(tie, ACCEPT)).toBe(false);
  });

  it('the Amulet of Life takes the blow: taking the lost roll then costs nothing', () => {
    const waiting = lostRoll({ amulet: 'M14' });
    expect(view(waiting).combat?.roll).toMatchObject({ cost: 0, life: true, death: null });
    expect(rogue.fatal?.(waiting, ACCEPT)).toBe(false);
    expect(play(waiting, ACCEPT).state).toMatchObject({ dice: 1, end: null });
  });

  it('Invisibility may cancel the blow: not fatal for certain, but still red', () => {
    const waiting = lostRoll({ effects: { ...newRun().effects, invisible: true } });
    expect(view(waiting).combat?.roll).toMatchObject({ cost: 1, death: 'unless-invisible' });
    expect(rogue.fatal?.(waiting, ACCEPT)).toBe(false);
    expect(riskOf(waiting, ACCEPT)).toBe('danger');
    expect(playAll(waiting, [4], ACCEPT).state.end).toBeNull();
    expect(playAll(waiting, [3], ACCEPT).state.end).toMatchObject({ won: false });
  });

  it('a mage with the Ring of Infernal Knowledge loses 2 dice to a lost round: at 2 dice, fatal', () => {
    const mage = fighting(1, '8S', { cliche: 'fire-mage', fields: { dice: 2, maxDice: 2, rings: ['M15'] } });
    const waiting = playAll(mage, [1, 1, 1, 1, 6], { type: 'fight' }).state; // 4 dice (2 + Infernal's 2) against the Cougar's 6
    expect(view(waiting).combat?.roll).toMatchObject({ outcome: 'lose', cost: 2, death: 'certain' });
    expect(rogue.fatal?.(waiting, ACCEPT)).toBe(true);
    expect(play(waiting, ACCEPT).state.end).toMatchObject({ won: false });
  });

  it('a pump costs its dice after the roll, and is red when it turns a lost round deadly', () => {
    const brute = fighting(2, 'KnS', { cliche: 'ice-mage', fields: { dice: 3, maxDice: 3 } });
    expect(view(brute).combat?.rounds.map(({ odds: _, ...stakes }) => stakes)).toEqual([
      { pump: 0, cost: 0, lostRoundKills: false },
      { pump: 1, cost: 1, lostRoundKills: false },
      { pump: 2, cost: 2, lostRoundKills: true },
    ]);
    expect(view(brute).combat?.rounds.map((r) => r.odds.yours.dice)).toEqual([3, 4, 5]);
    expect(riskOf(brute, { type: 'fight' })).toBe('neutral');
    expect(riskOf(fighting(1, '8S'), { type: 'fight' })).toBe('neutral'); // at 1 die every lost round kills: no choice to warn about
    expect(riskOf(brute, { type: 'fight', pump: 1 })).toBe('neutral');
    expect(riskOf(brute, { type: 'fight', pump: 2 })).toBe('danger');
    const clear = patch(brute, { clarity: true });
    expect(view(clear).combat?.rounds.map((r) => r.cost)).toEqual([0, 0, 0, 0]);
    expect(riskOf(clear, { type: 'fight', pump: 2 })).toBe('neutral');
    // Pumping 1 and losing: the roll costs the blow and the pumped die, 2 of 3.
    const waiting = playAll(brute, [1, 1, 1, 1, 6, 6], { type: 'fight', pump: 1 }).state;
    expect(view(waiting).combat?.roll).toMatchObject({ cost: 2, death: null });
    expect(play(waiting, ACCEPT).state.dice).toBe(1);
  });

  it('the last extra shot says so: a miss takes the roll', () => {
    const waiting = lostRoll({ extraShots: 1 });
    expect(view(waiting).combat?.roll?.lastShot).toBe(true);
    expect(playAll(waiting, [2], SHOOT).state.end).toMatchObject({ won: false });
  });

  it('an item known to take the last die is fatal: Poison, Immolate without the Ring of Coolness, a storm wand at yourself', () => {
    const poison = patch(holding(newRun(), 'potion', '3C', 3), { known: { potion: { '3C': 3 }, scroll: {}, wand: {} } });
    expect(rogue.fatal?.(poison, { type: 'use', card: '3C' })).toBe(true);
    expect(view(poison).inventory[0]?.kills).toBe(true);
    expect(play(poison, { type: 'use', card: '3C' }).state.end).toMatchObject({ won: false });
    const unknown = holding(newRun(), 'potion', '3C', 3); // the same potion, not yet identified: nobody knows
    expect(rogue.fatal?.(unknown, { type: 'use', card: '3C' })).toBe(false);
    const hurt = patch(poison, { dice: 2, maxDice: 2 });
    expect(rogue.fatal?.(hurt, { type: 'use', card: '3C' })).toBe(false);
    expect(riskOf(hurt, { type: 'use', card: '3C' })).toBe('danger');

    const immolate = patch(holding(newRun(), 'scroll', '5P', 9), { known: { potion: {}, scroll: { '5P': 9 }, wand: {} } });
    expect(rogue.fatal?.(immolate, { type: 'use', card: '5P' })).toBe(true);
    expect(rogue.fatal?.(patch(immolate, { rings: ['M4'] }), { type: 'use', card: '5P' })).toBe(false);

    const storm = patch(holding(fighting(1, '8S'), 'wand', '2W', 10, 3), { known: { potion: {}, scroll: {}, wand: { '2W': 10 } } });
    const aimed = play(storm, { type: 'aim', card: '2W' }).state;
    expect(rogue.fatal?.(aimed, { type: 'use', card: '2W', target: 'self' })).toBe(true);
    expect(rogue.fatal?.(aimed, { type: 'use', card: '2W', target: 'monster' })).toBe(false);
    expect(play(aimed, { type: 'use', card: '2W', target: 'self' }).state.end).toMatchObject({ won: false });
  });

  it('a healing potion known, with a die missing, is green; resting is green', () => {
    const healing = patch(holding(newRun(), 'potion', '3C', 1), {
      dice: 1,
      maxDice: 2,
      known: { potion: { '3C': 1 }, scroll: {}, wand: {} },
    });
    expect(riskOf(healing, { type: 'use', card: '3C' })).toBe('safe');
    expect(riskOf(healing, { type: 'rest' })).toBe('safe');
    expect(riskOf(patch(healing, { dice: 2 }), { type: 'use', card: '3C' })).toBe('neutral');
  });

  it('a failed rest forces a fight, except on level 20 while The World is still in the deck', () => {
    expect(view(newRun()).restFailure).toBe('fight');
    expect(view(patch(newRun(), { level: 20, deepest: 20 })).restFailure).toBe('draw');
    expect(view(patch(newRun(), { level: 20, deepest: 20, worldstone: true })).restFailure).toBe('fight');
  });

  it("lists the monster's resistances that work: a Solar Ring strips the Goblin Fire Mage's", () => {
    const mage = fighting(2, '9S', { cliche: 'fire-mage' });
    expect(view(mage).combat?.resists).toEqual(['F']);
    expect(view(patch(mage, { rings: ['M19'] })).combat?.resists).toEqual([]);
  });

  it('fatal agrees with the engine on every move of 60 seeded playouts: a fatal move always ends the run', () => {
    let fatal = 0;
    let taken = 0;
    const check = (state: RogueState, actions: RogueAction[]) => {
      const board = view(state);
      expect(board.moves.map((m) => m.action)).toEqual(actions);
      for (const move of board.moves) {
        expect(rogue.fatal?.(state, move.action)).toBe(move.endsRun);
        if (!move.endsRun && move.action.type !== 'accept') continue;
        const outcome = rogue.apply(state, move.action);
        if (!outcome.ok) throw new Error(outcome.message);
        if (move.endsRun) {
          expect(outcome.state.end).toMatchObject({ won: false });
          fatal++;
        }
        const roll = board.combat?.roll;
        if (move.action.type === 'accept' && roll && !state.effects.invisible) {
          expect(outcome.state.end?.won === false).toBe(roll.death === 'certain');
          if (!outcome.state.end && !['M6', 'M13'].includes(state.amulet ?? '')) expect(state.dice - outcome.state.dice).toBe(roll.cost);
          taken++;
        }
      }
    };
    for (let game = 0; game < 40; game++) playout(game, check);
    for (let game = 0; game < 20; game++) playout(game, check, veteran(game));
    expect(fatal).toBeGreaterThan(20);
    expect(taken).toBeGreaterThan(60);
  });
});
