/**
 * A replay's frames are the boards of the run in order: the GIF the bot's background worker makes of a run, decoded,
 * shows the deal and then the board after each move, each frame close to the board's own picture of that
 * point of the run with its caption (drawn here by the picture layer at the replay's size) and far from the boards next to it.
 * The worker draws each frame on a turn of its event loop, which is what gives each frame's pixels back
 * as the replay goes, and lets a solve asked for meanwhile run between two frames.
 */
import { describe, expect, it } from 'vitest';
import { longRuns, randomRun, replayJob } from '../../scripts/replay-runs.js';
import { findGame } from '../../src/catalog.js';
import { spawnBackgroundWorker } from '../../src/discord/pictures/background-thread.js';
import { boardScene } from '../../src/discord/pictures/board-scene.js';
import { scenePixels } from '../../src/discord/pictures/rasterize.js';
import { scoundrel } from '../../src/games/scoundrel/index.js';
import { captioned } from '../../src/pictures/replay-caption.js';
import { type ReplayReply, UPLOAD_LIMIT } from '../../src/sessions/coach/replay-messages.js';
import { SolverPool } from '../../src/sessions/coach/solver-pool.js';
import { decodeGif, distance } from '../helpers/gif.js';

describe('a replay', () => {
  it.each(['scoundrel', 'royale'])(
    'of %s shows the board of the deal and after each move, in order',
    async (id) => {
      const game = findGame(id)!;
      const run = randomRun(game, 'replay-frames', 30);
      const pool = new SolverPool({ spawn: spawnBackgroundWorker });
      try {
        const job = replayJob(run);
        const made = await pool.replay(job);
        expect(made.bytes.length).toBeLessThan(UPLOAD_LIMIT);
        const { width, frames } = decodeGif(made.bytes);
        // Half the boards' 960: wider than the 400 pixels Discord shows either at, so a replay's text reads as the board's does.
        expect(width).toBe(480);
        // Every move of these runs changes the board, so there is a frame a view.
        expect(frames).toHaveLength(job.frames.length);
        const scale = width / 960;
        const board = async (i: number) => {
          const { view, caption } = job.frames[i]!;
          return scenePixels(captioned(await boardScene(id, view), caption), scale).rgba.slice();
        };
        for (const i of [0, 1, Math.floor(job.frames.length / 2), job.frames.length - 1]) {
          const own = distance(frames[i]!.rgb, await board(i));
          expect(own).toBeLessThan(3);
          const neighbour = i === 0 ? i + 1 : i - 1;
          expect(distance(frames[i]!.rgb, await board(neighbour))).toBeGreaterThan(own);
        }
        expect(frames[0]!.delayCs).toBeGreaterThan(frames[1]!.delayCs);
      } finally {
        await pool.close();
      }
    },
    120_000,
  );

  it("is drawn a frame a turn of its worker's event loop: a deal solved and a short replay asked for during a long one are done first", async () => {
    const worker = spawnBackgroundWorker();
    try {
      const [long] = longRuns(100, 5).filter((run) => run.game === 'royale');
      const short = randomRun(findGame('scoundrel')!, 'replay-short', 2);
      const done: number[] = [];
      worker.on('message', (reply: ReplayReply) => done.push(reply.id));
      worker.postMessage({ id: 1, replay: replayJob(long!) });
      // Asked once the long one is drawing frames (it takes the thread a second or more).
      await new Promise((resolve) => setTimeout(resolve, 500));
      worker.postMessage({ id: 2, replay: replayJob(short) });
      const deal = scoundrel.setup({ seed: 'replay-solve' });
      worker.postMessage({ id: 3, deck: [...deal.room, ...deal.dungeon], weaponRule: 'lenient', budget: 1_000_000, tableSize: 1 << 12 });
      await expect.poll(() => done, { timeout: 60_000 }).toHaveLength(3);
      expect(done.at(-1)).toBe(1);
    } finally {
      await worker.terminate();
    }
  }, 90_000);
});
