/**
 * The rasterizer adapter (docs/design.md, Discord layer): draws a scene from src/pictures with @napi-rs/canvas
 * (Skia) and encodes it as PNG or WebP. The shipped font is registered once, from its files, under
 * names no system installs; `ctx.lang` is pinned and kerning is off, so the text is drawn with exactly
 * the advances the picture layer laid it out with, and the same pixels on every machine.
 *
 * A PNG is drawn on a canvas kept for its size, its pixels copied into PNG rows in a buffer kept for
 * the next picture, and compressed on libuv's thread pool. A new canvas for every picture cost more
 * than the drawing itself: fresh memory to fault in, and native memory that the garbage collector
 * frees late (docs/performance.md, "What keeps it fast and small").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Canvas, createCanvas, GlobalFonts, Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { FONT_SUBSETS, FONT_WEIGHTS, fontFamily } from '../../pictures/font-files.js';
import type { Paint, Scene, SceneNode } from '../../pictures/scene.js';
import { encodePngRows, pngRowBytes, writePngRows } from './png.js';

/** The formats the adapter encodes. */
export type PictureFormat = 'png' | 'webp';

const FONT_LIST = FONT_SUBSETS.map((subset) => `"${fontFamily(subset)}"`).join(', ');
let fontsReady = false;

/** Registers the shipped font files once per process (a missing file is an install error, thrown). */
export function registerPictureFonts(): void {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  for (const subset of FONT_SUBSETS) {
    for (const weight of FONT_WEIGHTS) {
      const file = require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`);
      if (!GlobalFonts.register(readFileSync(file), fontFamily(subset))) throw new Error(`Could not register the picture font ${file}`);
    }
  }
  fontsReady = true;
}

const paths = new Map<string, Path2D>();

/** A parsed path, kept: the same suit and emblem outlines come back in every picture. */
function path2d(d: string): Path2D {
  let parsed = paths.get(d);
  if (!parsed) {
    parsed = new Path2D(d);
    if (paths.size < 5_000) paths.set(d, parsed);
  }
  return parsed;
}

function paint(ctx: SKRSContext2D, shape: Paint, trace: () => Path2D | void): void {
  const traced = trace();
  const alpha = ctx.globalAlpha;
  if (shape.opacity !== undefined) ctx.globalAlpha = alpha * shape.opacity;
  if (shape.fill) {
    ctx.fillStyle = shape.fill;
    if (traced) ctx.fill(traced);
    else ctx.fill();
  }
  if (shape.stroke) {
    ctx.strokeStyle = shape.stroke;
    ctx.lineWidth = shape.lineWidth ?? 1;
    ctx.setLineDash(shape.dash ?? []);
    if (traced) ctx.stroke(traced);
    else ctx.stroke();
  }
  ctx.globalAlpha = alpha;
}

function draw(ctx: SKRSContext2D, node: SceneNode): void {
  switch (node.kind) {
    case 'group': {
      ctx.save();
      ctx.translate(node.x, node.y);
      if (node.rotate) ctx.rotate((node.rotate * Math.PI) / 180);
      if (node.scale !== undefined) ctx.scale(node.scale, node.scale);
      if (node.opacity !== undefined) ctx.globalAlpha *= node.opacity;
      for (const child of node.children) draw(ctx, child);
      ctx.restore();
      return;
    }
    case 'rect':
      return paint(ctx, node, () => {
        ctx.beginPath();
        ctx.roundRect(node.x, node.y, node.w, node.h, node.r ?? 0);
      });
    case 'circle':
      return paint(ctx, node, () => {
        ctx.beginPath();
        ctx.arc(node.x, node.y, node.r, 0, Math.PI * 2);
      });
    case 'path':
      return paint(ctx, node, () => path2d(node.d));
    case 'text': {
      const alpha = ctx.globalAlpha;
      if (node.opacity !== undefined) ctx.globalAlpha = alpha * node.opacity;
      ctx.font = `${node.bold ? 'bold' : 'normal'} ${node.size}px ${FONT_LIST}`;
      ctx.textAlign = node.align;
      ctx.fillStyle = node.fill;
      ctx.fillText(node.text, node.x, node.y);
      ctx.globalAlpha = alpha;
      return;
    }
  }
}

/** Draws a scene on `canvas` (its size: the scene's at `scale`), from a clear canvas and the default state. */
function drawScene(canvas: Canvas, scene: Scene, scale: number): void {
  registerPictureFonts();
  const ctx = canvas.getContext('2d');
  ctx.reset();
  ctx.lang = 'en';
  ctx.fontKerning = 'none';
  ctx.textBaseline = 'alphabetic';
  ctx.scale(scale, scale);
  for (const node of scene.nodes) draw(ctx, node);
}

/** The size in pixels of a scene drawn at `scale`. */
function sizeOf(scene: Scene, scale: number): { width: number; height: number } {
  return { width: Math.round(scene.width * scale), height: Math.round(scene.height * scale) };
}

/** Draws a scene on a new canvas at `scale` (1: the scene's own size), for tests and scripts. */
export function paintScene(scene: Scene, scale = 1) {
  const { width, height } = sizeOf(scene, scale);
  const canvas = createCanvas(width, height);
  drawScene(canvas, scene, scale);
  return canvas;
}

/** The canvases kept, by size: boards come in a few sizes, so a handful serve every picture. */
const canvases = new Map<string, Canvas>();
const KEPT_CANVASES = 4;

/** A kept canvas of this size (the least recently used one goes when a fifth size comes). */
function keptCanvas(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  const canvas = canvases.get(key) ?? createCanvas(width, height);
  canvases.delete(key);
  canvases.set(key, canvas);
  for (const oldest of canvases.keys()) {
    if (canvases.size <= KEPT_CANVASES) break;
    canvases.delete(oldest);
  }
  return canvas;
}

/** A picture between its drawing and the end of its compression: the PNG rows its pixels were read into. */
interface Slot {
  rows: Buffer;
}

/**
 * Pictures between their drawing and the end of their compression at once: two, so that one is drawn
 * while the other is compressed, and the memory stays the same however many boards wait.
 */
const SLOTS = 2;
const freeSlots: Slot[] = Array.from({ length: SLOTS }, () => ({ rows: Buffer.alloc(0) }));
const waiting: ((slot: Slot) => void)[] = [];

/** Runs `work` with a free slot, in the order asked; the slot goes to the next in line after it. */
async function inSlot<T>(work: (slot: Slot) => Promise<T>): Promise<T> {
  const slot = freeSlots.pop() ?? (await new Promise<Slot>((resolve) => waiting.push(resolve)));
  try {
    return await work(slot);
  } finally {
    const next = waiting.shift();
    if (next) next(slot);
    else freeSlots.push(slot);
  }
}

/**
 * Draws a scene on the kept canvas of its size and copies its pixels into the slot's buffer as PNG rows.
 * Synchronous, so no other drawing touches the canvas in between. Scenes are opaque (their table covers
 * them), so the canvas's premultiplied pixels (`data()`, one copy) are also its RGBA ones.
 */
function readRows(scene: Scene, scale: number, slot: Slot): { rows: Buffer; width: number; height: number } {
  const { width, height } = sizeOf(scene, scale);
  const canvas = keptCanvas(width, height);
  drawScene(canvas, scene, scale);
  const rowBytes = pngRowBytes(width);
  if (slot.rows.length < rowBytes * height) slot.rows = Buffer.allocUnsafe(rowBytes * height);
  const rows = slot.rows.subarray(0, rowBytes * height);
  writePngRows(canvas.data(), width, height, rows);
  return { rows, width, height };
}

/**
 * The RGBA pixels of a scene drawn at `scale` on the kept canvas of its size, with that size: a view of
 * the canvas's memory, good until the next drawing of that size (copy it to keep it).
 */
export function scenePixels(scene: Scene, scale: number): { rgba: Uint8Array; width: number; height: number } {
  const { width, height } = sizeOf(scene, scale);
  const canvas = keptCanvas(width, height);
  drawScene(canvas, scene, scale);
  return { rgba: canvas.data(), width, height };
}

/**
 * The picture of a scene as PNG or lossless WebP bytes. A PNG is drawn and read on the calling thread
 * (in the bot, the drawing thread: drawing-thread.ts) and compressed on libuv's thread pool, two
 * pictures at most at a time (see SLOTS).
 */
export function rasterize(scene: Scene, format: PictureFormat, scale = 1): Promise<Buffer> {
  if (format === 'webp') return paintScene(scene, scale).encode('webp', 100);
  return inSlot((slot) => {
    const { rows, width, height } = readRows(scene, scale, slot);
    return encodePngRows(rows, width, height);
  });
}
