/**
 * Drawing off the event loop: the drawing thread gives exactly the rasterizer's picture of
 * the board's scene and its alt text, at the scale asked, each answer to its own request, makes the
 * same scene from a copy of a view as from the view, refuses what it cannot draw with the reason, gives up on a picture it does not answer
 * in time, waits for a thread
 * still starting without counting that time, and starts a new thread after one stops.
 */
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { positions as assassinPositions } from '../../scripts/positions/assassin.js';
import { positions as roguePositions } from '../../scripts/positions/rogue.js';
import { positions as royalePositions } from '../../scripts/positions/royale.js';
import { positions as sagaPositions } from '../../scripts/positions/saga.js';
import { positions as scoundrelPositions } from '../../scripts/positions/scoundrel.js';
import { DrawingThread, spawnDrawingWorker } from '../../src/discord/pictures/drawing-thread.js';
import { rasterize } from '../../src/discord/pictures/rasterize.js';
import { boardScene, type PictureGameId } from '../helpers/pictures.js';

/** A board as the bot sends it to the thread: its game and its view. */
interface Board {
  game: PictureGameId;
  view: unknown;
}

const boards: Board[] = [
  { game: 'scoundrel', view: scoundrelPositions()[0]!.view },
  { game: 'assassin', view: assassinPositions()[0]!.view },
];
const sceneOf = (board: Board) => boardScene(board.game, board.view as never);
const draw = (thread: DrawingThread, board: Board, scale?: number) => thread.draw(board.game, board.view, 'png', scale);

/** A thread that says it is ready (after `readyAfterMs`) and then never answers. */
const silent = (readyAfterMs = 0) =>
  new Worker(
    `const { parentPort } = require('node:worker_threads'); setTimeout(() => ` +
      `parentPort.postMessage('ready'), ${readyAfterMs}); parentPort.on('message', () => {});`,
    { eval: true },
  );

let threads: DrawingThread[] = [];
afterEach(async () => {
  await Promise.all(threads.map((thread) => thread.close()));
  threads = [];
});
const track = (thread: DrawingThread) => {
  threads.push(thread);
  return thread;
};

describe('Pictures: the drawing thread', () => {
  it("gives the very bytes the rasterizer gives of the board's scene, and its alt text, each board to its own request", async () => {
    const thread = track(new DrawingThread());
    const drawn = await Promise.all([...boards, ...boards].map((board) => draw(thread, board)));
    const alone = await Promise.all(boards.map((board) => rasterize(sceneOf(board), 'png')));
    expect(drawn.map(({ bytes }) => (bytes.equals(alone[0]!) ? 0 : bytes.equals(alone[1]!) ? 1 : -1))).toEqual([0, 1, 0, 1]);
    expect(drawn.map(({ alt }) => alt)).toEqual([...boards, ...boards].map((board) => sceneOf(board).alt));
  });

  it('draws at the scale asked, as the rasterizer does', async () => {
    const thread = track(new DrawingThread());
    const { bytes } = await draw(thread, boards[0]!, 5 / 6);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([800, 450]);
    expect(bytes.equals(await rasterize(sceneOf(boards[0]!), 'png', 5 / 6))).toBe(true);
  });

  it("makes every game's scene from a copy of the view (as the thread gets it) exactly as from the view", () => {
    const positions: [PictureGameId, { view: unknown }[]][] = [
      ['scoundrel', scoundrelPositions()],
      ['assassin', assassinPositions()],
      ['royale', royalePositions()],
      ['rogue', roguePositions()],
      ['saga', sagaPositions()],
    ];
    for (const [game, found] of positions) {
      for (const { view } of found) expect(boardScene(game, structuredClone(view) as never)).toEqual(boardScene(game, view as never));
    }
  });

  it('refuses a board it cannot draw with the reason, and draws the next', async () => {
    const thread = track(new DrawingThread());
    const broken = { ...scoundrelPositions()[0]!.view, room: ['not a card'] };
    await expect(thread.draw('scoundrel', broken, 'png')).rejects.toThrow(/not a card/);
    await expect(draw(thread, boards[1]!)).resolves.toMatchObject({ bytes: expect.any(Buffer) });
  });

  it('gives up on a picture the thread does not answer in time', async () => {
    const thread = track(new DrawingThread({ timeoutMs: 100, spawn: () => silent() }));
    await expect(draw(thread, boards[0]!)).rejects.toThrow(/did not answer within 100 ms/);
  });

  it('does not count the time a thread takes to start against a picture', async () => {
    let started = 0;
    const thread = track(new DrawingThread({ timeoutMs: 200, spawn: () => (started++ === 0 ? silent(400) : spawnDrawingWorker()) }));
    const waited = Date.now();
    await expect(draw(thread, boards[0]!)).rejects.toThrow(/did not answer within 200 ms/);
    expect(Date.now() - waited).toBeGreaterThanOrEqual(550);
  });

  it('refuses what a thread that stops owed, and starts a new thread for the next picture', async () => {
    let started = 0;
    const thread = track(
      new DrawingThread({
        spawn: () => (started++ === 0 ? new Worker('setTimeout(() => process.exit(3), 50)', { eval: true }) : spawnDrawingWorker()),
      }),
    );
    await expect(draw(thread, boards[0]!)).rejects.toThrow(/stopped \(exit code 3\)/);
    await expect(draw(thread, boards[0]!)).resolves.toMatchObject({ bytes: expect.any(Buffer) });
    expect(started).toBe(2);
  });

  it('refuses what it owes when closed', async () => {
    const thread = track(new DrawingThread({ spawn: () => silent() }));
    const refused = expect(draw(thread, boards[0]!)).rejects.toThrow(/shut down/);
    await thread.close();
    await refused;
  });
});
