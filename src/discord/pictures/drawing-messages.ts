/** What the bot's thread and the drawing thread (drawing-thread.ts, drawing-worker.ts) say to each other. */
import type { PictureFormat } from './rasterize.js';

/**
 * A board to draw, from the bot's thread: its game and its view (plain data, cloned on the way). The
 * drawing thread makes the scene itself, so the bot's thread neither builds nor sends it (a Scoundrel
 * view is some 0.8 KB as JSON, its scene some 25 KB; docs/pictures.md, "The picture layer").
 */
export interface DrawRequest {
  id: number;
  /** The game's id, which names its picture module (board-scene.ts). */
  game: string;
  /** What to draw from the view: the game's board, or the chart of a reviewed run (review-chart.ts). */
  kind: PictureKind;
  view: unknown;
  format: PictureFormat;
  /** Pixels a scene unit (rasterize.ts). */
  scale: number;
}

/** What a picture shows: a game's board, or the chart of a reviewed run. */
export type PictureKind = 'board' | 'review';

/** A drawn board: the picture's bytes and the words that describe it (the scene's alt text). */
export interface DrawnBoard {
  bytes: Buffer;
  alt: string;
}

/** The drawing thread's answer: the picture's bytes (moved, not copied) and its alt text, or why it could not be drawn. */
export type DrawReply = { id: number; ok: true; bytes: ArrayBuffer; alt: string } | { id: number; ok: false; error: string };

/** The drawing thread's first message: its fonts are registered and it takes boards. */
export const DRAWING_READY = 'ready';

/** The name a tournament's standings chart is drawn under instead of a game's id (board-scene.ts). */
export const STANDINGS_PICTURE = 'tournament-standings';
