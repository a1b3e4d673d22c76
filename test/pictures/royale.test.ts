import { describe, expect, it } from 'vitest';
import { positions as royalePositions } from '../../scripts/positions/royale.js';
import { boardScene } from '../helpers/pictures.js';
import { cards, everyCardDrawn, find, texts } from './scene-query.js';

const positions = royalePositions();
const [start, battle, won, lost] = positions.map((p) => ({ view: p.view, scene: boardScene('royale', p.view) }));
const CLICHES = ['S', 'C', 'D', 'H'] as const;

describe('Pictures: the Risus Royale table', () => {
  it('comes from real positions: the start, a battle with spaces cleared and treasure held, a win, a loss', () => {
    expect(start!.view.phase).toBe('start');
    expect(battle!.view.battle).not.toBeNull();
    expect(battle!.view.treasures.length).toBeGreaterThanOrEqual(1);
    expect(won!.view.phase).toBe('won');
    expect(lost!.view.phase).toBe('lost');
  });

  it.each(positions.map((p) => [p.name, p.view] as const))(
    '%s: draws the 4 x 4 kingdom: face-down piles, face-up cards, cleared spaces, the marker, the goal',
    (_, view) => {
      const scene = boardScene('royale', view);
      const cells = find(scene, {}).filter((m) => m.mark.cell !== undefined && m.mark.state !== undefined);
      expect(cells.map((c) => [c.mark.cell, c.mark.state])).toEqual(view.map.map((s) => [s.cell, s.state]));
      for (const space of view.map) {
        const cell = cells[space.cell]!;
        const inside = find(scene, {}).filter((m) => m.within.includes(cell.mark));
        expect(inside.filter((m) => m.mark.back !== undefined).length).toBe(space.state === 'hidden' ? 1 : 0);
        expect(inside.filter((m) => m.mark.card !== undefined).map((m) => m.mark.card)).toEqual(space.card ? [space.card] : []);
        expect(inside.filter((m) => m.mark.here !== undefined).length).toBe(space.here ? 1 : 0);
        expect(inside.filter((m) => m.mark.goal !== undefined).length).toBe(space.goal ? 1 : 0);
        expect(cell.mark.move).toBe(view.moves.some((m) => 'cell' in m.action && m.action.cell === space.cell) ? 1 : undefined);
      }
      expect(everyCardDrawn(scene)).toBe(true);
    },
  );

  it('draws each cliché as dice, wounds crossed out', () => {
    const { view, scene } = battle!;
    for (const cliche of CLICHES) {
      const [row] = find(scene, { cliche, wounds: view.wounds[cliche] });
      const tokens = find(scene, { cliche }).filter((m) => m.within.includes(row!.mark));
      expect(tokens.filter((t) => t.mark.token === 'die')).toHaveLength(view.points[cliche] - view.wounds[cliche]);
      expect(tokens.filter((t) => t.mark.token === 'lost')).toHaveLength(view.wounds[cliche]);
    }
    expect(CLICHES.some((c) => view.wounds[c] > 0)).toBe(true);
  });

  it('draws the battle: the enemy card, its dice against yours in each of its clichés, the rolls die by die', () => {
    const { view, scene } = battle!;
    const fight = view.battle!;
    expect(cards(scene, 'enemy')).toEqual([fight.card]);
    for (const [cliche, theirs] of Object.entries(fight.enemyDice)) {
      const [row] = find(scene, { versus: cliche });
      expect(row!.mark).toMatchObject({ theirs, yours: fight.yourDice[cliche as 'S'] ?? 0 });
      const whole = find(scene, { token: 'die', cliche }).filter((m) => m.within.includes(row!.mark));
      expect(whole).toHaveLength(theirs + (fight.yourDice[cliche as 'S'] ?? 0));
    }
    expect(view.rolls.length).toBeGreaterThan(0);
    for (const roll of view.rolls) {
      const [drawn] = find(scene, { roll: roll.who, total: roll.total });
      expect(
        find(scene, {})
          .filter((m) => m.within.includes(drawn!.mark) && m.mark.die !== undefined)
          .map((m) => m.mark.die),
      ).toEqual(roll.dice);
      expect(texts(drawn!.node)).toContain(`= ${roll.total}`);
    }
  });

  it('draws every die of a big roll, the best die struck out when an X item ignores it, and the dice pumped', () => {
    const dice = [6, 5, 4, 3, 2, 1, 6, 5, 4, 3, 2, 1, 6, 5, 4];
    const view = {
      ...battle!.view,
      rolls: [
        { who: 'you' as const, cliche: 'S' as const, dice, ignored: null, total: 57, item: null, pumped: 3 },
        { who: 'enemy' as const, cliche: 'S' as const, dice: [2, 6, 3], ignored: 6, total: 5, item: null },
      ],
    };
    const scene = boardScene('royale', view);
    const [yours] = find(scene, { roll: 'you' });
    expect(
      find(scene, {})
        .filter((m) => m.within.includes(yours!.mark) && m.mark.die !== undefined)
        .map((m) => m.mark.die),
    ).toEqual(dice);
    expect(texts(yours!.node)).toEqual(['You', '= 57', 'pumped 3']);
    const [theirs] = find(scene, { roll: 'enemy' });
    expect(find(scene, { ignored: 6 }).filter((m) => m.within.includes(theirs!.mark))).toHaveLength(1);
    expect(texts(theirs!.node)).toContain('best die out');
    expect(scene.alt).toContain('Last rolls: You 6 5 4 3 2 1 6 5 4 3 2 1 6 5 4 = 57 (pumped 3); Foe 2 6 3 less the best 6 = 5.');
  });

  it('draws the treasures held and the victory area with the goal, every card of them', () => {
    const { view, scene } = battle!;
    expect(cards(scene, 'treasure')).toEqual(view.treasures.map((t) => t.card));
    expect(cards(scene, 'victory')).toEqual(view.victory);
    const full = { ...view, victory: ['JS', 'QS', 'KS', 'AS', 'JC', 'QC', 'KC', 'AC', 'JD', 'QD', 'KD', 'AD'] };
    expect(cards(boardScene('royale', full), 'victory')).toEqual(full.victory);
    expect(texts(scene)).toContain(`VICTORY ${view.progress.defeated} / ${view.progress.needed}`);
    expect(texts(find(scene, { goalName: view.goalName })[0]!.node)).toEqual([view.goalName]);
  });

  it('ends with the outcome and the score', () => {
    expect(texts(find(won!.scene, { over: 'won' })[0]!.node)).toContain(`Score ${1000 - won!.view.turns}`);
    expect(texts(find(lost!.scene, { over: 'lost' })[0]!.node)).toContain(`Score ${lost!.view.progress.defeated}`);
    expect(find(battle!.scene, { over: 'lost' })).toHaveLength(0);
    // A finished run asks for no move; a new one asks for its first.
    for (const { scene } of [won!, lost!]) expect(texts(scene).filter((t) => /SPACE/.test(t))).toEqual([]);
    expect(texts(start!.scene)).toContain('CHOOSE AN EDGE SPACE TO ENTER');
  });

  it('says what it shows in its alt text, within 1024 characters', () => {
    for (const { scene } of [start!, battle!, won!, lost!]) expect(scene.alt.length).toBeLessThanOrEqual(1024);
    expect(battle!.scene.alt).toContain(`Goal: ${battle!.view.goalName}`);
  });
});
