/**
 * Every picture reads at the width Discord shows it, over seeded positions of all five games from the
 * first move to the end, with the longest names and every option: no bold text under 10 pixels there
 * nor regular under 11, none off the picture, none over another or partly under a card, badge or label,
 * no line cut unless the alt text gives it whole, and no two names drawn alike.
 */
import { describe, expect, it } from 'vitest';
import { positions as assassinPositions, samples as assassinSamples } from '../../scripts/positions/assassin.js';
import { positions as roguePositions, samples as rogueSamples } from '../../scripts/positions/rogue.js';
import { positions as royalePositions, samples as royaleSamples } from '../../scripts/positions/royale.js';
import { positions as sagaPositions, samples as sagaSamples } from '../../scripts/positions/saga.js';
import { positions as scoundrelPositions, samples as scoundrelSamples } from '../../scripts/positions/scoundrel.js';
import type { Position } from '../../scripts/positions.js';
import { boardScene, type PictureGameId, type PictureViews } from '../helpers/pictures.js';
import { readabilityProblems } from './readability.js';

const samples: { [G in PictureGameId]: () => Position<PictureViews[G]>[] } = {
  scoundrel: () => [...scoundrelPositions(), ...scoundrelSamples()],
  assassin: () => [...assassinPositions(), ...assassinSamples()],
  royale: () => [...royalePositions(), ...royaleSamples()],
  rogue: () => [...roguePositions(), ...rogueSamples()],
  saga: () => [...sagaPositions(), ...sagaSamples()],
};

/** The problems of each position's picture, by position name (only those with any). */
function problemsOf<G extends PictureGameId>(game: G): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const { name, view } of samples[game]()) {
    const problems = readabilityProblems(boardScene(game, view));
    if (problems.length > 0) found[name] = problems;
  }
  return found;
}

describe('Pictures: every picture reads at 400 pixels wide', () => {
  it.each(Object.keys(samples) as PictureGameId[])(
    '%s: over seeded positions from the first move to the end, long names and every option',
    (game) => {
      expect(samples[game]().length).toBeGreaterThanOrEqual(30);
      expect(problemsOf(game)).toEqual({});
    },
  );
});
