/**
 * Pictures: the Risus Royale table's alt text counts each cliché's dice left after its wounds, as the
 * picture draws them (dice, wounds crossed out): "Wizardry 3 of 4" for 4 points and 1 wound, never
 * below 0 when the dice spent on pumps have taken more than the points.
 */
import { describe, expect, it } from 'vitest';
import { positions as royalePositions } from '../../scripts/positions/royale.js';
import type { RoyaleView } from '../../src/games/royale/view.js';
import { boardScene } from '../helpers/pictures.js';

const positions = royalePositions();
const battle = positions.find((p) => p.name === 'battle')!.view;
const NAMES = { S: 'Wizardry', C: 'Fighting', D: 'Thievery', H: 'Cleric' } as const;

/** The alt text's list of clichés. */
function clichesLine(view: RoyaleView): string | undefined {
  return /Clichés: [^.]*\./.exec(boardScene('royale', view).alt)?.[0];
}

describe('Pictures: Risus Royale alt text counts wounds', () => {
  it('says "Wizardry 3 of 4" for 4 points of Wizardry and 1 wound, each cliché by its own wounds', () => {
    const view: RoyaleView = { ...battle, points: { S: 4, C: 3, D: 2, H: 1 }, wounds: { S: 1, C: 0, D: 2, H: 0 } };
    expect(clichesLine(view)).toBe('Clichés: Wizardry 3 of 4, Fighting 3 of 3, Thievery 0 of 2, Cleric 1 of 1.');
  });

  it('never counts below 0 dice when wounds and spent dice pass the points', () => {
    const view: RoyaleView = { ...battle, points: { S: 4, C: 3, D: 2, H: 1 }, wounds: { S: 0, C: 5, D: 0, H: 0 } };
    expect(clichesLine(view)).toBe('Clichés: Wizardry 4 of 4, Fighting 0 of 3, Thievery 2 of 2, Cleric 1 of 1.');
  });

  it('counts the wounds of a real battle, where the run has taken some', () => {
    expect(Object.values(battle.wounds).some((w) => w > 0)).toBe(true);
    const words = (['S', 'C', 'D', 'H'] as const).map(
      (c) => `${NAMES[c]} ${Math.max(0, battle.points[c] - battle.wounds[c])} of ${battle.points[c]}`,
    );
    expect(clichesLine(battle)).toBe(`Clichés: ${words.join(', ')}.`);
  });
});
