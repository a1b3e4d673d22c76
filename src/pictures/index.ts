/**
 * The picture layer's entry (DESIGN.md, src/pictures): one function per game from its view to a scene.
 * Pure: no I/O, no clock, no randomness; the same view always gives the same scene.
 */
import type { AssassinView } from '../games/assassin/index.js';
import type { RogueView } from '../games/rogue/index.js';
import type { RoyaleView } from '../games/royale/index.js';
import type { SagaView } from '../games/saga/index.js';
import type { ScoundrelView } from '../games/scoundrel/index.js';
import { assassinPicture } from './games/assassin.js';
import { roguePicture } from './games/rogue.js';
import { royalePicture } from './games/royale.js';
import { sagaPicture } from './games/saga.js';
import { scoundrelPicture } from './games/scoundrel.js';
import type { Scene } from './scene.js';

/** The view each game's picture is drawn from: a changed view field is a compile error here, not a silent miss. */
export interface PictureViews {
  scoundrel: ScoundrelView;
  assassin: AssassinView;
  royale: RoyaleView;
  rogue: RogueView;
  saga: SagaView;
}

/** A game that has a picture. */
export type PictureGameId = keyof PictureViews;

const PICTURES: { [G in PictureGameId]: (view: PictureViews[G]) => Scene } = {
  scoundrel: scoundrelPicture,
  assassin: assassinPicture,
  royale: royalePicture,
  rogue: roguePicture,
  saga: sagaPicture,
};

/** The scene of a game's board, from its view. */
export function boardScene<G extends PictureGameId>(game: G, view: PictureViews[G]): Scene {
  const draw: (view: PictureViews[G]) => Scene = PICTURES[game];
  return draw(view);
}
