/**
 * The best possible score as players read it: the game-over board's line in each state of
 * the search, and the private best line, room by room, inside Discord's limits, telling a line that
 * replays, from its own text, to the score it ends with; Royal Assassin's, play by play, inside the limits however long.
 */
import { describe, expect, it } from 'vitest';
import { findCoach } from '../../src/catalog.js';
import { bestLineEmbed, bestScoreLine } from '../../src/discord/coach/best-line.js';
import { cardLabel } from '../../src/engine/cards.js';
import { signed } from '../../src/engine/words.js';
import { assassinCoach } from '../../src/games/assassin/coach.js';
import { type AssassinAction, assassin, type Variant } from '../../src/games/assassin/index.js';
import { rulesName } from '../../src/games/assassin/variants.js';
import { scoundrelCoach } from '../../src/games/scoundrel/coach.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel, solveDeal } from '../../src/games/scoundrel/index.js';
import type { LineRoom } from '../../src/games/scoundrel/line-rooms.js';
import { roomWords } from '../../src/games/scoundrel/line-words.js';
import type { Solution } from '../../src/sessions/coach/deal-solutions.js';
import { ALL_CARDS } from '../games/scoundrel/helpers.js';
import { limitViolations } from '../helpers/limits.js';

/** A solution as the store would hold it, for the deal of `seed`. */
function solved(seed: string): Solution {
  const deck = scoundrelCoach.deckOf(seed, 'lenient');
  return { game: 'scoundrel', seed, rules: 'lenient', deck, budget: 10_000_000, ms: 1, result: solveDeal(deck) };
}

const SCOUNDREL = findCoach('scoundrel')!;
const { terms } = scoundrelCoach;

const known = (solution: Solution) => ({ kind: 'known' as const, solution });
const decided = (best: number): Solution => ({
  ...solved('line-a'),
  result: { decided: true, best, won: best > 0, line: [], expansions: 1 },
});

describe('Discord: the best possible score on the game-over board', () => {
  it('says the best beside the score, with a true minus sign', () => {
    expect(bestScoreLine(known(decided(14)), -23, terms)).toBe('Best possible: 14 · you: −23');
    expect(bestScoreLine(known(decided(-40)), -52, terms)).toBe('Best possible: −40 · you: −52');
  });

  it('says so when the player found the best', () => {
    expect(bestScoreLine(known(decided(14)), 14, terms)).toBe('🎯 You found the best possible score (14).');
  });

  it('says it is being worked out, or could not be', () => {
    expect(bestScoreLine({ kind: 'working', done: Promise.resolve() }, 3, terms)).toBe('Best possible: working it out…');
    expect(bestScoreLine({ kind: 'unavailable', reason: 'busy' }, 3, terms)).toMatch(/^Best possible: not worked out yet/);
  });

  it('gives an undecided deal as "at least" the better of the line found and the player\'s score, never a guess', () => {
    const undecided = (lowerBound: number): Solution => ({
      ...solved('line-a'),
      result: { decided: false, lowerBound, upperBound: 30, line: [], expansions: 9 },
    });
    expect(bestScoreLine(known(undecided(12)), 5, terms)).toBe('Best possible: at least 12 (not proven further) · you: 5');
    expect(bestScoreLine(known(undecided(12)), 16, terms)).toBe('Best possible: at least 16 (not proven further) · you: 16');
  });

  it('writes scores with a minus sign', () => {
    expect([signed(-6), signed(0), signed(30)]).toEqual(['−6', '0', '30']);
  });
});

/** The card codes by their labels ("10♠" -> "10S"). */
const CODE_OF = new Map(ALL_CARDS.map((code) => [cardLabel(code), code]));

/** Reads the actions back from the rooms' text, and the health each room says it left. */
function readBack(fields: readonly { name: string; value: string }[]): { actions: ScoundrelAction[]; healths: number[] } {
  const actions: ScoundrelAction[] = [];
  const healths: number[] = [];
  const lines = fields.filter((f) => f.name.startsWith('Room')).flatMap((f) => f.value.split('\n'));
  lines.forEach((line, i) => {
    const match = /^\*\*(\d+)\.\*\* (.+?) — (.+) → (?:❤ (\d+)|slain \(❤ (−\d+|0)\))$/.exec(line);
    if (!match) throw new Error(`not a room line: ${line}`);
    expect(Number(match[1])).toBe(i + 1);
    healths.push(match[4] !== undefined ? Number(match[4]) : -Number(match[5]!.replace('−', '')));
    if (match[3] === 'avoided') {
      actions.push({ type: 'avoid' });
      return;
    }
    for (const step of match[3]!.split(', ')) {
      const card = (label: string) => CODE_OF.get(label) ?? `?${label}`;
      const equip = /^equip (\S+)$/.exec(step);
      const armed = /^(\S+) on \S+ \(.+\)$/.exec(step);
      const other = /^(?:drink )?(\S+) (?:barehanded|\(|wasted)/.exec(step);
      if (equip) actions.push({ type: 'face', card: card(equip[1]!) });
      else if (armed) actions.push({ type: 'face', card: card(armed[1]!), weapon: true });
      else if (other) actions.push({ type: 'face', card: card(other[1]!) });
      else throw new Error(`not a step: ${step}`);
    }
  });
  return { actions, healths };
}

/** Plays actions with the engine, noting the health at the end of each room (a new room turned, or the end). */
function healthsByRoom(start: ScoundrelState, actions: readonly ScoundrelAction[]): { end: ScoundrelState; healths: number[] } {
  let state = start;
  const healths: number[] = [];
  for (const action of actions) {
    const next = scoundrel.apply(state, action);
    if (!next.ok) throw new Error(next.message);
    state = next.state;
    if (action.type === 'avoid' || state.turn.faced === 0 || scoundrel.result(state).over) healths.push(state.health);
  }
  return { end: state, healths };
}

describe('Discord: the best line, privately, room by room', () => {
  for (const seed of ['line-a', 'line-b', 'slow-79']) {
    it(`tells the line of ${seed} so that its own text replays to its score`, () => {
      const solution = solved(seed);
      if (!solution.result.decided) throw new Error('undecided');
      const embed = bestLineEmbed(`Seed ${seed}`, solution, SCOUNDREL);
      expect(limitViolations({ embeds: [embed], components: [] })).toEqual([]);
      expect(embed.description).toContain(`Best possible: **${signed(solution.result.best)}**`);
      const fields = embed.fields ?? [];
      expect(fields.at(-1)?.name).toBe('Score');
      expect(fields.at(-1)?.value).toMatch(new RegExp(`^\\*\\*${signed(solution.result.best)}\\*\\*: `));
      const { actions, healths } = readBack(fields);
      expect(actions).toEqual(
        solution.result.line.map((a) => (a.type === 'face' && a.weapon !== true ? { type: 'face', card: a.card } : a)),
      );
      const replayed = healthsByRoom(scoundrel.setup({ seed }), actions);
      expect(healths).toEqual(replayed.healths);
      expect(scoundrel.result(replayed.end).score).toBe(solution.result.best);
    });
  }

  it('names a deal that cannot be won, and one the search could not decide', () => {
    const lost = solved('slow-79');
    expect(lost.result).toMatchObject({ decided: true, won: false });
    expect(bestLineEmbed('Seed slow-79', lost, SCOUNDREL).description).toContain('every line dies: this one dies best');
    const line = solved('line-a').result.line as ScoundrelAction[];
    const cut = { ...solved('line-a'), result: { decided: false as const, lowerBound: 0, upperBound: 30, line, expansions: 5 } };
    const end = healthsByRoom(scoundrel.setup({ seed: 'line-a' }), line).end;
    cut.result.lowerBound = scoundrel.result(end).score!;
    expect(bestLineEmbed('Seed line-a', cut, SCOUNDREL).description).toContain(
      `This line scores **${signed(cut.result.lowerBound)}**; no line scores more than **30**.`,
    );
  });

  it('fits the longest lines in one message: the most rooms a deal can have, each as long as a room can be told', () => {
    // At most 15 rooms are faced (44 cards, 3 a room) and 16 avoided (never two in a row): 31 rooms.
    const faced: LineRoom = {
      cards: ['10S', '10C', '10D', '10H'],
      avoided: false,
      steps: [
        { card: '10D', how: 'equip', weapon: null, change: 0 },
        { card: '10S', how: 'weapon', weapon: '10D', change: 0 },
        { card: '10C', how: 'weapon', weapon: '10D', change: 0 },
        { card: '10H', how: 'wasted', weapon: null, change: 0 },
      ],
      health: -10,
    };
    const avoided: LineRoom = { ...faced, avoided: true, steps: [] };
    const longest = Array.from({ length: 31 }, (_, i) => `**${30 + i}.** ${roomWords(i % 2 === 0 ? faced : avoided)}`).join('\n').length;
    expect(longest).toBeLessThan(4_500);
  });

  it(
    'fits the longest lines of play over 40 deals: avoiding whenever ' + 'it may, and otherwise healing, arming and fighting armed first',
    () => {
      let most = 0;
      for (let i = 0; i < 40; i++) {
        const seed = `long-${i}`;
        let state = scoundrel.setup({ seed });
        const line: ScoundrelAction[] = [];
        while (!scoundrel.result(state).over) {
          const moves = scoundrel.legalActions(state);
          const kind = (a: ScoundrelAction) => (a.type === 'face' ? a.card.slice(-1) : 'avoid');
          const action =
            moves.find((a) => kind(a) === 'avoid') ??
            moves.find((a) => kind(a) === 'H' && !state.turn.potionUsed && state.health < 20) ??
            moves.find((a) => a.type === 'face' && a.weapon === true) ??
            moves.find((a) => kind(a) === 'D') ??
            moves.find((a) => kind(a) === 'H') ??
            moves[0]!;
          line.push(action);
          const next = scoundrel.apply(state, action);
          if (!next.ok) throw new Error(next.message);
          state = next.state;
        }
        const score = scoundrel.result(state).score!;
        const solution: Solution = {
          ...solved('line-a'),
          seed,
          deck: scoundrelCoach.deckOf(seed, 'lenient'),
          result: { decided: true, best: score, won: score > 0, line, expansions: 1 },
        };
        const embed = bestLineEmbed(`Seed ${seed}`, solution, SCOUNDREL);
        expect(limitViolations({ embeds: [embed], components: [] })).toEqual([]);
        const rooms = (embed.fields ?? []).filter((f) => f.name.startsWith('Room')).flatMap((f) => f.value.split('\n')).length;
        most = Math.max(most, rooms);
      }
      expect(most).toBeGreaterThanOrEqual(25);
    },
  );
});

describe('Discord: the best line of Royal Assassin, privately, play by play', () => {
  const ASSASSIN = findCoach('assassin')!;

  it('fits the longest lines of play, turning the reserve over and over, within the limits', () => {
    let most = 0;
    for (const variants of [[], ['recycle-reserve'], ['recycle-reserve', 'two-jokers']] satisfies Variant[][]) {
      for (let i = 0; i < 6; i++) {
        const seed = `long-${i}`;
        const rules = rulesName(variants);
        const deck = assassinCoach.deckOf(seed, rules);
        let state = assassin.setup(assassinCoach.initOf(seed, rules, deck));
        // The last play each time: the Joker, continuing from the reserve, or the reserve, before turning a card.
        const line: AssassinAction[] = [];
        while (!assassin.result(state).over) {
          const action = assassin.legalActions(state).at(-1)!;
          line.push(action);
          const next = assassin.apply(state, action);
          if (!next.ok) throw new Error(next.message);
          state = next.state;
        }
        const score = assassin.result(state).score!;
        const result = { decided: true as const, best: score, won: score >= 100, line, expansions: 1 };
        const embed = bestLineEmbed(`Seed ${seed}`, { game: 'assassin', seed, rules, deck, budget: 1, ms: 1, result }, ASSASSIN);
        expect(limitViolations({ embeds: [embed], components: [] })).toEqual([]);
        expect(embed.title).toBe('Royal Assassin · the best line of this deal');
        expect(embed.fields?.at(-1)).toMatchObject({
          name: 'Score',
          value: expect.stringMatching(/^\*\*(won with \d+ cards? to spare|\d+ Royals? killed)\*\*: /),
        });
        most = Math.max(most, line.length);
      }
    }
    expect(most).toBeGreaterThan(150);
  });
});
