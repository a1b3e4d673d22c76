/**
 * Making a replay, in the bot's background worker thread (background-worker.ts loads this module with the
 * first replay asked for): it draws the board of the deal and of each move of a finished solo run with
 * the game's picture (board-scene.ts, as the boards were drawn), from the views the bot's thread played
 * back when it checked the run (watch-click.ts), each with its caption under it (pictures/replay-caption.ts:
 * what the move did), and encodes them as one looping GIF (gif.ts): a frame a move, the first and the last
 * held longer. So this thread loads neither the games' rules nor zod (zod
 * alone holds some 5 MB of a thread's memory). A replay over Discord's upload limit is made again at a
 * smaller size. None of it runs on the event loop that answers players, and the thread runs at the lower
 * priority of background work, so that the boards being drawn meanwhile come first.
 *
 * Each frame is drawn on a turn of the thread's event loop of its own: the native memory of a frame's
 * pixels is given back only on such a turn, so a replay made in one turn held all its frames (some 100 MB
 * for a 100-move run) until it ended. It also lets a solve asked for meanwhile run between two frames.
 */
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ReplayFrame } from '../../engine/replay.js';
import { captioned } from '../../pictures/replay-caption.js';
import { type ReplayReply, type ReplayRequest, UPLOAD_LIMIT } from '../../sessions/coach/replay-messages.js';
import { pictureOf } from './board-scene.js';
import { ReplayGif } from './gif.js';
import { registerPictureFonts, scenePixels } from './rasterize.js';

/**
 * Pixels a scene unit, largest first: a 960 x 540 table is drawn 480 x 270, more than the 400 pixels wide
 * Discord shows it at, and a 100-move replay is made in a second or two on a busy machine.
 */
const REPLAY_SCALES = [1 / 2, 3 / 8, 1 / 4] as const;
/** How long each frame shows (hundredths of a second): the deal, each move, and the end. */
const DELAY = { first: 150, move: 70, last: 400 } as const;

/** The GIF of `frames` drawn at `scale`, a frame a turn of the event loop. */
async function encode(
  game: string,
  frames: readonly ReplayFrame[],
  scale: number,
): Promise<{ bytes: Uint8Array; frames: number; width: number }> {
  const last = frames.length - 1;
  const picture = await pictureOf(game);
  const pixelsOf = (i: number) => scenePixels(captioned(picture(frames[i]!.view), frames[i]!.caption), scale);
  const first = pixelsOf(0);
  const { width, height } = first;
  // The palette is fitted to the first, middle and last frames; their copies are the frames themselves when their turn comes.
  const sampled = [0, Math.floor(last / 2), last];
  const samples = sampled.map((i) => (i === 0 ? first : pixelsOf(i)).rgba.slice());
  const gif = new ReplayGif(width, height, samples);
  for (let i = 0; i <= last; i++) {
    await nextTurn();
    const sample = sampled.indexOf(i);
    gif.frame(sample >= 0 ? samples[sample]! : pixelsOf(i).rgba, i === 0 ? DELAY.first : i === last ? DELAY.last : DELAY.move);
  }
  return { bytes: gif.finish(), frames: gif.frames, width };
}

/** Makes one replay, or says why it could not be made: the reply, and the buffer it moves to the bot's thread. */
export async function makeReplay(request: ReplayRequest): Promise<{ reply: ReplayReply; transfer: ArrayBuffer[] }> {
  const started = performance.now();
  registerPictureFonts();
  try {
    for (const scale of REPLAY_SCALES) {
      const made = await encode(request.game, request.frames, scale);
      if (made.bytes.length > UPLOAD_LIMIT) continue;
      const bytes = new Uint8Array(made.bytes).buffer;
      const reply: ReplayReply = {
        id: request.id,
        ok: true,
        bytes,
        frames: made.frames,
        width: made.width,
        ms: performance.now() - started,
      };
      return { reply, transfer: [bytes] };
    }
    throw new Error('the replay is over the upload limit even at its smallest');
  } catch (error) {
    return { reply: { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) }, transfer: [] };
  }
}
