import { describe, expect, it } from 'vitest';
import { rogue } from '../../../src/games/rogue/index.js';
import { fighting, lastEscapeStep, newRun, onLevel, play, playAll } from './helpers.js';

/** The log reads right: "an" before a vowel, "1 kill" and "1 die". */
describe('Rogue Risus: narration that reads right', () => {
  it('"An Orc Soldier … attacks!", "A Cougar … attacks!"', () => {
    expect(play(onLevel(5, '2S'), { type: 'draw' }).text).toContain('An Orc Soldier (');
    expect(play(onLevel(1, '8S'), { type: 'draw' }).text).toContain('A Cougar (1, Physical) attacks!');
  });

  it('"of no use to an ice mage"', () => {
    const run = fighting(1, 'KS', {
      cliche: 'ice-mage',
      fields: { extraShots: 0, majors: ['M8', ...newRun().majors.filter((c) => c !== 'M8')] },
    });
    expect(playAll(run, [6, 1], { type: 'fight' }).text).toContain(
      'The Amulet of Strength (Strength) is of no use to an ice mage; you leave it.',
    );
  });

  it('an escape with 1 kill says "1 kill", in the story and the summary', () => {
    const won = playAll(lastEscapeStep(0), [6, 1], { type: 'draw' }, { type: 'fight' }).state;
    expect(won.story.at(-1)).toBe('Escaped the dungeon with the Worldstone and 1 kill!');
    expect(rogue.result(won).summary).toContain('Deepest level 20, 1 kill: score');
  });

  it('a refused pump says "1 die"', () => {
    const mage = fighting(1, '8S', { cliche: 'fire-mage', fields: { dice: 2, maxDice: 2 } });
    expect(rogue.apply(mage, { type: 'fight', pump: 2 })).toMatchObject({ ok: false, message: 'You may pump at most 1 die now.' });
  });
});
