/** Each game's picture by its game's id, for the tests that draw every game (the catalog test checks it against the catalog). */
import { picture as assassin } from '../../src/pictures/games/assassin.js';
import { picture as rogue } from '../../src/pictures/games/rogue.js';
import { picture as royale } from '../../src/pictures/games/royale.js';
import { picture as saga } from '../../src/pictures/games/saga.js';
import { picture as scoundrel } from '../../src/pictures/games/scoundrel.js';
import type { Scene } from '../../src/pictures/scene.js';

/** The picture of each game. */
export const pictures = { scoundrel, saga, assassin, royale, rogue };

/** A game that has a picture. */
export type PictureGameId = keyof typeof pictures;

/** The view each game's picture is drawn from. */
export type PictureViews = { [G in PictureGameId]: Parameters<(typeof pictures)[G]>[0] };

/** Each game's picture, typed by its game's view. */
const drawn: { [G in PictureGameId]: (view: PictureViews[G]) => Scene } = pictures;

/** The scene of a game's board, from its view. */
export function boardScene<G extends PictureGameId>(game: G, view: PictureViews[G]): Scene {
  const draw: (view: PictureViews[G]) => Scene = drawn[game];
  return draw(view);
}
