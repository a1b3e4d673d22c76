/** What the bot's thread and the drawing thread (drawing-thread.ts, drawing-worker.ts) say to each other. */
import type { Scene } from '../../pictures/scene.js';
import type { PictureFormat } from './rasterize.js';

/**
 * A scene as JSON text, made once a picture: the picture cache hashes it and the drawing thread is sent
 * it. A string crosses to another thread in one copy, where an object tree is cloned node by node
 * (0.10–0.11 against 0.20–0.23 ms of processor a board; README, "Performance").
 */
export type SceneJson = string & { readonly scene: unique symbol };

/** The JSON text of a scene, to send to the drawing thread. */
export function sceneJson(scene: Scene): SceneJson {
  return JSON.stringify(scene) as SceneJson;
}

/** A scene to draw, from the bot's thread. */
export interface DrawRequest {
  id: number;
  scene: SceneJson;
  format: PictureFormat;
  /** Pixels a scene unit (rasterize.ts). */
  scale: number;
}

/** The drawing thread's answer: the picture's bytes (moved, not copied), or why it could not be drawn. */
export type DrawReply = { id: number; ok: true; bytes: ArrayBuffer } | { id: number; ok: false; error: string };

/** The drawing thread's first message: its fonts are registered and it takes scenes. */
export const DRAWING_READY = 'ready';
