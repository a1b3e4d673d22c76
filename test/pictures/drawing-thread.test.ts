/**
 * Drawing off the event loop (issue 18): the drawing thread gives exactly the rasterizer's picture,
 * at the scale asked, each answer to its own request, refuses what it
 * cannot draw with the reason, gives up on a picture it does not answer in time, waits for a thread
 * still starting without counting that time, and starts a new thread after one stops.
 */
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { sceneJson } from '../../src/discord/pictures/drawing-messages.js';
import { DrawingThread, spawnDrawingWorker } from '../../src/discord/pictures/drawing-thread.js';
import { rasterize } from '../../src/discord/pictures/rasterize.js';
import { boardScene } from '../../src/pictures/index.js';
import type { Scene } from '../../src/pictures/scene.js';
import { assassinPositions, scoundrelPositions } from '../../scripts/board-positions.js';

const scenes: Scene[] = [boardScene('scoundrel', scoundrelPositions()[0]!.view), boardScene('assassin', assassinPositions()[0]!.view)];

/** A thread that says it is ready (after `readyAfterMs`) and then never answers. */
const silent = (readyAfterMs = 0) => new Worker(`const { parentPort } = require('node:worker_threads'); setTimeout(() => parentPort.postMessage('ready'), ${readyAfterMs}); parentPort.on('message', () => {});`, { eval: true });

let threads: DrawingThread[] = [];
afterEach(async () => {
  await Promise.all(threads.map((thread) => thread.close()));
  threads = [];
});
const track = (thread: DrawingThread) => (threads.push(thread), thread);

describe('Pictures: the drawing thread', () => {
  it('gives the very bytes the rasterizer gives, each picture to its own request', async () => {
    const thread = track(new DrawingThread());
    const drawn = await Promise.all([...scenes, ...scenes].map((scene) => thread.draw(sceneJson(scene), 'png')));
    const alone = await Promise.all(scenes.map((scene) => rasterize(scene, 'png')));
    expect(drawn.map((bytes) => bytes.equals(alone[0]!) ? 0 : bytes.equals(alone[1]!) ? 1 : -1)).toEqual([0, 1, 0, 1]);
  });

  it('draws at the scale asked, as the rasterizer does', async () => {
    const thread = track(new DrawingThread());
    const drawn = await thread.draw(sceneJson(scenes[0]!), 'png', 5 / 6);
    expect([drawn.readUInt32BE(16), drawn.readUInt32BE(20)]).toEqual([800, 450]);
    expect(drawn.equals(await rasterize(scenes[0]!, 'png', 5 / 6))).toBe(true);
  });

  it('refuses a scene it cannot draw with the reason, and draws the next', async () => {
    const thread = track(new DrawingThread());
    const broken = { ...scenes[0]!, nodes: null } as unknown as Scene;
    await expect(thread.draw(sceneJson(broken), 'png')).rejects.toThrow(/not iterable/);
    await expect(thread.draw(sceneJson(scenes[1]!), 'png')).resolves.toBeInstanceOf(Buffer);
  });

  it('gives up on a picture the thread does not answer in time', async () => {
    const thread = track(new DrawingThread({ timeoutMs: 100, spawn: () => silent() }));
    await expect(thread.draw(sceneJson(scenes[0]!), 'png')).rejects.toThrow(/did not answer within 100 ms/);
  });

  it('does not count the time a thread takes to start against a picture', async () => {
    let started = 0;
    const thread = track(new DrawingThread({ timeoutMs: 200, spawn: () => (started++ === 0 ? silent(400) : spawnDrawingWorker()) }));
    const waited = Date.now();
    await expect(thread.draw(sceneJson(scenes[0]!), 'png')).rejects.toThrow(/did not answer within 200 ms/);
    expect(Date.now() - waited).toBeGreaterThanOrEqual(550);
  });

  it('refuses what a thread that stops owed, and starts a new thread for the next picture', async () => {
    let started = 0;
    const thread = track(new DrawingThread({ spawn: () => (started++ === 0 ? new Worker('setTimeout(() => process.exit(3), 50)', { eval: true }) : spawnDrawingWorker()) }));
    await expect(thread.draw(sceneJson(scenes[0]!), 'png')).rejects.toThrow(/stopped \(exit code 3\)/);
    await expect(thread.draw(sceneJson(scenes[0]!), 'png')).resolves.toBeInstanceOf(Buffer);
    expect(started).toBe(2);
  });

  it('refuses what it owes when closed', async () => {
    const thread = track(new DrawingThread({ spawn: () => silent() }));
    const refused = expect(thread.draw(sceneJson(scenes[0]!), 'png')).rejects.toThrow(/shut down/);
    await thread.close();
    await refused;
  });
});
