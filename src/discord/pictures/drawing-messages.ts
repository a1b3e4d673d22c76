/** What the bot's thread and the drawing thread (drawing-thread.ts, drawing-worker.ts) say to each other. */
import type { Scene } from '../../pictures/scene.js';
import type { PictureFormat } from './rasterize.js';

/** A scene to draw, from the bot's thread. */
export interface DrawRequest {
  id: number;
  scene: Scene;
  format: PictureFormat;
  /** Pixels a scene unit (rasterize.ts). */
  scale: number;
}

/** The drawing thread's answer: the picture's bytes (moved, not copied), or why it could not be drawn. */
export type DrawReply = { id: number; ok: true; bytes: ArrayBuffer } | { id: number; ok: false; error: string };

/** The drawing thread's first message: its fonts are registered and it takes scenes. */
export const DRAWING_READY = 'ready';
