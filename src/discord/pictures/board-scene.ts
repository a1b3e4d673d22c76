/**
 * A board's scene, from its game's view: each game's picture is the module src/pictures/games/<id>.ts,
 * found by the game's id, whose `picture` makes the scene (the catalog test checks that every game has
 * one, taking the view its game gives). Loaded when a game is first drawn. A picture that belongs to
 * no game (a tournament's standings) is drawn under a name of its own.
 */
import type { Scene } from '../../pictures/scene.js';
import { STANDINGS_PICTURE } from './drawing-messages.js';

/** What a game's picture module exports. */
interface PictureModule {
  picture(view: unknown): Scene;
}

/** A game id as it can name a module: lower-case letters only, so no id reaches outside the folder. */
const GAME_ID = /^[a-z]+$/;

/** What draws `game`'s board from its view (the game's picture module, loaded once); rejects for a game without a picture. */
export async function pictureOf(game: string): Promise<(view: unknown) => Scene> {
  if (game === STANDINGS_PICTURE) {
    const { standingsChart } = await import('../../pictures/standings-chart.js');
    return (view) => standingsChart(view as Parameters<typeof standingsChart>[0]);
  }
  if (!GAME_ID.test(game)) throw new Error(`no picture for the game "${game}"`);
  // `.ts`, as the source is named: esbuild (scripts/build.mjs) and vitest bundle or resolve a variable import only among the files it
  // matches, and tsx loads TypeScript.
  const module: PictureModule = await import(`../../pictures/games/${game}.ts`);
  return (view) => module.picture(view);
}

/** The scene of `game`'s board drawn from `view`; rejects for a game without a picture. */
export async function boardScene(game: string, view: unknown): Promise<Scene> {
  return (await pictureOf(game))(view);
}
