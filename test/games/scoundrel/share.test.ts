/** Scoundrel's Share marks: one emoji a room, saying what it cost or that it was avoided, and never a card. */
import { describe, expect, it } from 'vitest';
import { shareText } from '../../../src/engine/share.js';
import { type ScoundrelAction, scoundrel } from '../../../src/games/scoundrel/index.js';
import { stack } from './helpers.js';

const face = (card: string, weapon?: boolean): ScoundrelAction => ({ type: 'face', card, ...(weapon === undefined ? {} : { weapon }) });

describe("Scoundrel: a run's Share marks", () => {
  it('marks a room by the health it cost, and an avoided room by a runner', () => {
    // Room 1: 2♠ 3♠ 4♠ faced barehanded (−9), 5♠ left; room 2 (5♠ and three more) avoided.
    const start = scoundrel.setup({ seed: 'share', deck: stack(['2S', '3S', '4S', '5S', '2H', '3H', '6S', '7S']) });
    expect(scoundrel.shareMarks!(start, [face('2S'), face('3S'), face('4S'), { type: 'avoid' }])).toEqual(['🟧', '🏃']);
  });

  it('marks a room that healed, one that cost nothing, and the room that ended the run', () => {
    const start = scoundrel.setup({ seed: 'share', deck: stack(['2S', '5H', '2D', '3C', 'AS', 'AC', 'KS', 'QS']) });
    // Room 1: 2♠ (−2), 5♥ (+2, back to 20), 2♦ taken: healed back what it cost → no loss.
    // Room 2: 3♣ with the weapon (−1), A♠ (−14), A♣ (−14): dead.
    const marks = scoundrel.shareMarks!(start, [face('2S'), face('5H'), face('2D'), face('3C', true), face('AS'), face('AC')]);
    expect(marks).toEqual(['🟩', '💀']);
  });

  it('writes the game, the date, the result and the marks in rows of eight, and nothing of the deal', () => {
    const text = shareText({ title: 'Scoundrel', date: '2026-11-28', result: 'Won · score 12', ranked: true, marks: Array(10).fill('🟩') });
    expect(text).toBe('Scoundrel · daily deal of 2026-11-28\nWon · score 12\n🟩🟩🟩🟩🟩🟩🟩🟩\n🟩🟩');
    expect(shareText({ title: 'Scoundrel', date: '2026-11-28', result: 'Lost', ranked: false, marks: [] })).toBe(
      'Scoundrel · daily deal of 2026-11-28 · unranked retry\nLost',
    );
  });

  it('gives a whole seeded run marks of rooms only: no card, no seed', () => {
    let state = scoundrel.setup({ seed: 'share-playout' });
    const start = state;
    const actions: ScoundrelAction[] = [];
    while (!scoundrel.result(state).over) {
      const action = scoundrel.legalActions(state).at(-1)!;
      actions.push(action);
      const next = scoundrel.apply(state, action);
      if (!next.ok) throw new Error(next.message);
      state = next.state;
    }
    const marks = scoundrel.shareMarks!(start, actions);
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((mark) => ['🏃', '💚', '🟩', '🟨', '🟧', '🟥', '💀', '🏆'].includes(mark))).toBe(true);
    expect(marks.join('')).not.toMatch(/[0-9A-Z]/);
  });
});
