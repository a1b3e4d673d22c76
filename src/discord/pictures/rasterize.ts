/**
 * The rasterizer adapter (DESIGN.md, Discord layer): draws a scene from src/pictures with @napi-rs/canvas
 * (Skia) and encodes it as PNG or WebP. The shipped font is registered once, from its files, under
 * names no system installs; `ctx.lang` is pinned and kerning is off, so the text is drawn with exactly
 * the advances the picture layer laid it out with, and the same pixels on every machine. Drawing the
 * list takes a millisecond or two; the compression, the slow part, runs on libuv's thread pool.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { FONT_SUBSETS, FONT_WEIGHTS, fontFamily } from '../../pictures/font-files.js';
import type { Paint, Scene, SceneNode } from '../../pictures/scene.js';
import { encodePng } from './png.js';

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

/** Draws a scene on a new canvas at `scale` (1: the scene's own size). Synchronous, about a millisecond. */
export function paintScene(scene: Scene, scale = 1) {
  registerPictureFonts();
  const canvas = createCanvas(Math.round(scene.width * scale), Math.round(scene.height * scale));
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  ctx.fontKerning = 'none';
  ctx.textBaseline = 'alphabetic';
  ctx.scale(scale, scale);
  for (const node of scene.nodes) draw(ctx, node);
  return canvas;
}

/**
 * The picture of a scene as PNG or lossless WebP bytes; the compression runs off the event loop. Scenes
 * are opaque (their table covers them), so the canvas's premultiplied pixels are the PNG's pixels.
 */
export async function rasterize(scene: Scene, format: PictureFormat, scale = 1): Promise<Buffer> {
  const canvas = paintScene(scene, scale);
  return format === 'png' ? encodePng(canvas.data(), canvas.width, canvas.height) : canvas.encode('webp', 100);
}
