/**
 * The board's picture as the Discord layer attaches it: a game's view drawn by the picture
 * layer and rasterized, both in the drawing thread, once per distinct view (a cache keyed by the hash of
 * the view, of which the scene is a pure function; bounded by bytes; two requests for the same board at
 * once share one drawing), with the alt text Discord shows as the attachment's description, in which no
 * name can link or ping. A failure to draw is logged and gives null: the board goes out without its
 * picture, since nothing is only in the picture.
 */
import { createHash } from 'node:crypto';
import { consoleLogger, type Logger } from '../../log.js';
import type { ReviewChartView } from '../../pictures/review-chart.js';
import { ALT_MAX } from '../../pictures/scene.js';
import { pictureSeconds, picturesTotal, secondsSince } from '../../service/metrics.js';
import { userLabel } from '../render/text.js';
import type { DrawnBoard } from './drawing-messages.js';
import { DrawingThread } from './drawing-thread.js';
import { PictureCache } from './picture-cache.js';
import type { PictureFormat } from './rasterize.js';

/** A picture ready to attach: `attachment://${name}` in the embed's image, `alt` as the description. */
export interface BoardPicture {
  file: Buffer;
  name: string;
  contentType: string;
  alt: string;
}

/**
 * How to draw: the format (PNG by default: docs/pictures.md, "The rasterizer, and why PNG"), whether to
 * use the cache, where to log.
 */
export interface PictureOptions {
  format?: PictureFormat;
  cache?: boolean;
  logger?: Logger;
}

/**
 * The pictures kept: 2 MB is some 30 boards, enough for a board drawn again soon after (a finished run's
 * redraw with its best score, `/game show`) without holding memory for boards nobody draws again. In
 * (c), at 100 boards a second, it draws as many pictures as 8 MB did, for some 15 MB less peak RSS
 * (docs/performance.md, "What keeps it fast and small").
 */
const pictureCache = new PictureCache(2 * 1024 * 1024);
const drawing = new Map<string, Promise<DrawnBoard>>();
const thread = new DrawingThread();

/** Stops the drawing thread (when the bot shuts down); a picture asked for after it starts the thread again. */
export function stopDrawing(): Promise<void> {
  return thread.close();
}

const CONTENT_TYPES: Record<PictureFormat, string> = { png: 'image/png', webp: 'image/webp' };

/**
 * Pixels a scene unit in a board's picture: a 960 x 540 table is drawn 800 x 450. Discord shows an
 * embed's image at most 400 pixels wide, so 800 still fills it on a 2x screen, and drawing, reading
 * and compressing 30 % fewer pixels cost some 15 % less processor a picture (docs/pictures.md,
 * "The picture layer").
 */
export const BOARD_SCALE = 5 / 6;

/** The cache key of a game's board in a format: a hash of its view's content (exact odds, which are BigInts, as their digits). */
function boardKey(game: string, view: unknown, format: PictureFormat): string {
  const json = JSON.stringify(view, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  return createHash('sha1').update(`${format} ${game} `).update(json).digest('hex');
}

/** A board drawn in the thread now, counted and timed for the metrics. */
async function drawNow(game: string, view: unknown, format: PictureFormat): Promise<DrawnBoard> {
  const started = performance.now();
  const drawn = await thread.draw(game, view, format, BOARD_SCALE);
  pictureSeconds.observe({ game }, secondsSince(started));
  picturesTotal.inc({ game, result: 'drawn' });
  return drawn;
}

/** A board drawn in the thread, or the copy the cache keeps of the same view drawn before; a null key draws it without the cache. */
function drawnBoard(key: string | null, game: string, view: unknown, format: PictureFormat): Promise<DrawnBoard> {
  if (key === null) return drawNow(game, view, format);
  const kept = pictureCache.get(key) ?? drawing.get(key);
  if (kept) {
    picturesTotal.inc({ game, result: 'cached' });
    return Promise.resolve(kept);
  }
  const started = drawNow(game, view, format)
    .then((drawn) => {
      pictureCache.set(key, drawn);
      return drawn;
    })
    .finally(() => drawing.delete(key));
  drawing.set(key, started);
  return started;
}

/**
 * The picture of a game's board from the view its own game gave of a state (drawn by the game's picture
 * module, which takes that view: board-scene.ts), or null when it could not be drawn (logged).
 */
export async function drawBoardPicture(game: string, view: unknown, options: PictureOptions = {}): Promise<BoardPicture | null> {
  const format = options.format ?? 'png';
  try {
    const key = options.cache === false ? null : boardKey(game, view, format);
    const { bytes, alt } = await drawnBoard(key, game, view, format);
    // The alt text names characters, members and opponents as they were typed: none of them may link.
    return { file: bytes, name: `${game}-board.${format}`, contentType: CONTENT_TYPES[format], alt: userLabel(alt, ALT_MAX) };
  } catch (error) {
    picturesTotal.inc({ game, result: 'failed' });
    (options.logger ?? consoleLogger).error(`Could not draw the ${game} board`, error);
    return null;
  }
}

/** The chart of a reviewed run of `game` (pictures/review-chart.ts), drawn in the thread, or null when it could not be drawn (logged). */
export async function drawReviewChart(game: string, view: ReviewChartView, logger: Logger = consoleLogger): Promise<BoardPicture | null> {
  try {
    const { bytes, alt } = await thread.draw(game, view, 'png', BOARD_SCALE, 'review');
    return { file: bytes, name: `${game}-review.png`, contentType: CONTENT_TYPES.png, alt: userLabel(alt, ALT_MAX) };
  } catch (error) {
    logger.error('Could not draw the chart of a review', error);
    return null;
  }
}
