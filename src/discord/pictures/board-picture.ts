/**
 * The board's picture as the Discord layer attaches it (issue 18): a game's view drawn by the picture
 * layer, rasterized in the drawing thread once per distinct scene (a cache keyed by the scene's hash,
 * bounded by bytes; two requests for the same scene at once share one drawing), with the alt text
 * Discord shows as the attachment's description. A failure to draw is logged and gives null: the board
 * goes out without its picture, since nothing is only in the picture.
 */
import { createHash } from 'node:crypto';
import { boardScene, type PictureGameId, type PictureViews } from '../../pictures/index.js';
import type { Scene } from '../../pictures/scene.js';
import { consoleLogger, type Logger } from '../../log.js';
import { DrawingThread } from './drawing-thread.js';
import { sceneJson, type SceneJson } from './drawing-messages.js';
import { PictureCache } from './picture-cache.js';
import type { PictureFormat } from './rasterize.js';

/** A picture ready to attach: `attachment://${name}` in the embed's image, `alt` as the description. */
export interface BoardPicture {
  file: Buffer;
  name: string;
  contentType: string;
  alt: string;
}

/** How to draw: the format (PNG by default, see README "Pictures"), whether to use the cache, where to log. */
export interface PictureOptions {
  format?: PictureFormat;
  cache?: boolean;
  logger?: Logger;
}

/** The pictures kept: 8 MB is some 130 boards, enough for a board drawn again within minutes (a redraw, `/game show`) without holding memory for boards nobody draws again. */
const pictureCache = new PictureCache(8 * 1024 * 1024);
const drawing = new Map<string, Promise<Buffer>>();
const thread = new DrawingThread();

const CONTENT_TYPES: Record<PictureFormat, string> = { png: 'image/png', webp: 'image/webp' };

/**
 * Pixels a scene unit in a board's picture: a 960 x 540 table is drawn 800 x 450. Discord shows an
 * embed's image at most 400 pixels wide, so 800 still fills it on a 2x screen, and drawing, reading
 * and compressing 30 % fewer pixels cost some 15 % less processor a picture (README, "Performance").
 */
export const BOARD_SCALE = 5 / 6;

/** The cache key of a scene in a format: a hash of its content. */
function sceneKey(scene: SceneJson, format: PictureFormat): string {
  return createHash('sha1').update(format).update(scene).digest('hex');
}

async function pictureBytes(drawn: Scene, format: PictureFormat, cache: boolean): Promise<Buffer> {
  const scene = sceneJson(drawn);
  if (!cache) return thread.draw(scene, format, BOARD_SCALE);
  const key = sceneKey(scene, format);
  const kept = pictureCache.get(key);
  if (kept) return kept;
  const pending = drawing.get(key);
  if (pending) return pending;
  const started = thread.draw(scene, format, BOARD_SCALE).then(
    (bytes) => {
      pictureCache.set(key, bytes);
      return bytes;
    },
  ).finally(() => drawing.delete(key));
  drawing.set(key, started);
  return started;
}

/** True for a game the picture layer draws. */
export function hasPicture(game: string): game is PictureGameId {
  return ['scoundrel', 'assassin', 'royale', 'rogue', 'saga'].includes(game);
}

/** The picture of a game's board from the view its own game gave of a state (the registry ties each game to its view type). */
export function drawViewPicture(game: PictureGameId, view: unknown, options: PictureOptions = {}): Promise<BoardPicture | null> {
  return drawBoardPicture(game, view as PictureViews[PictureGameId], options);
}

/** The picture of a game's board from its view, or null when it could not be drawn (logged). */
export async function drawBoardPicture<G extends PictureGameId>(game: G, view: PictureViews[G], options: PictureOptions = {}): Promise<BoardPicture | null> {
  const format = options.format ?? 'png';
  try {
    const scene = boardScene(game, view);
    const file = await pictureBytes(scene, format, options.cache ?? true);
    return { file, name: `${game}-board.${format}`, contentType: CONTENT_TYPES[format], alt: scene.alt };
  } catch (error) {
    (options.logger ?? consoleLogger).error(`Could not draw the ${game} board`, error);
    return null;
  }
}
