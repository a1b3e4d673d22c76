/**
 * The drawing thread, started by drawing-thread.ts: it makes the scene of each board the bot's
 * thread sends (the picture layer, from the game's view), rasterizes it and moves the picture's bytes
 * back with its alt text, so that building the scene, Skia's drawing and the reading of the pixels (some
 * 3 ms a board) never hold up the event loop that answers players. The compression still runs on
 * libuv's thread pool (rasterize.ts), so this thread draws the next board meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import { type ReviewChartView, reviewChart } from '../../pictures/review-chart.js';
import { boardScene } from './board-scene.js';
import { DRAWING_READY, type DrawReply, type DrawRequest } from './drawing-messages.js';
import { rasterize, registerPictureFonts } from './rasterize.js';

/** The bytes of a picture as an ArrayBuffer of their own, which postMessage moves instead of copying. */
function ownBuffer(bytes: Buffer): ArrayBuffer {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  return whole ? (bytes.buffer as ArrayBuffer) : new Uint8Array(bytes).buffer;
}

/** Draws one board: its picture and alt text, or why it could not be drawn. */
async function answer(request: DrawRequest): Promise<DrawReply> {
  try {
    const scene = request.kind === 'review' ? reviewChart(request.view as ReviewChartView) : await boardScene(request.game, request.view);
    return { id: request.id, ok: true, bytes: ownBuffer(await rasterize(scene, request.format, request.scale)), alt: scene.alt };
  } catch (error) {
    return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const port = parentPort;
if (!port) throw new Error('drawing-worker.ts runs in a worker thread that drawing-thread.ts starts');
registerPictureFonts();
port.on('message', (request: DrawRequest) => {
  void answer(request).then((reply) => port.postMessage(reply, reply.ok ? [reply.bytes] : []));
});
port.postMessage(DRAWING_READY);
