/**
 * The boards' replays as looping GIFs (GIF is the one animated format every Discord client plays: APNG is
 * shown as its first frame and animated WebP only by some clients), written by gifenc. One palette for
 * the whole replay, quantized by gifenc from a few of its frames; boards are flat colours with a little
 * anti-aliasing, so 255 colours keep them clean without dithering. Every pixel is mapped to its palette
 * entry through a table of 15-bit colours, each looked up in the palette the first time a pixel has it: a
 * replay's boards use a few thousand of the 32,768 (gifenc's own mapping, a search per pixel, took most of
 * the time, and filling the whole table at once a large share of a short replay's). After the first
 * frame a pixel that has not changed is written as the transparent entry, over the frame before: a move
 * changes a small part of the board, so the long runs of that one entry compress to little.
 */
import { createRequire } from 'node:module';
import type * as Gifenc from 'gifenc';

// gifenc's package is CommonJS for Node and an ES module of another shape for bundlers and Vite: required,
// it is the same module under Node, the tests and the built bot.
const { GIFEncoder, quantize } = createRequire(import.meta.url)('gifenc') as typeof Gifenc;

/** Palette entries for the board's colours; the last of the 256 is the transparent one. */
const COLOURS = 255;
const TRANSPARENT = 255;

/** Marks a 15-bit colour whose palette entry is not worked out yet. */
const UNKNOWN = -1;

/** The palette entry nearest (in squared RGB distance, the first of equals, as gifenc's) to the middle of a 15-bit colour's bin. */
function nearestEntry(palette: Int32Array, bin: number): number {
  const r = ((bin >> 10) << 3) | 4;
  const g = (((bin >> 5) & 31) << 3) | 4;
  const b = ((bin & 31) << 3) | 4;
  let best = 0;
  let bestDistance = Infinity;
  for (let entry = 0, at = 0; at < palette.length; entry++, at += 3) {
    const dr = palette[at]! - r;
    const dg = palette[at + 1]! - g;
    const db = palette[at + 2]! - b;
    const distance = dr * dr + dg * dg + db * db;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = entry;
    }
  }
  return best;
}

/**
 * The palette entries of RGBA pixels (read a pixel at a time as one little-endian word: R in its low byte), through `lookup`, a table
 * of 15-bit colours filled in as colours occur: a replay's boards use a few thousand of the 32,768.
 */
function indexPixels(rgba: Uint8Array, lookup: Int16Array, palette: Int32Array): Uint8Array {
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length / 4);
  const out = new Uint8Array(words.length);
  for (let i = 0; i < words.length; i++) {
    const v = words[i]!;
    const bin = ((v << 7) & 0x7c00) | ((v >> 6) & 0x3e0) | ((v >> 19) & 31);
    let entry = lookup[bin]!;
    if (entry === UNKNOWN) {
      entry = nearestEntry(palette, bin);
      lookup[bin] = entry;
    }
    out[i] = entry;
  }
  return out;
}

/** `after` with every pixel equal to `before`'s made transparent; null when no pixel changed. */
function changes(before: Uint8Array, after: Uint8Array): Uint8Array | null {
  const out = new Uint8Array(after.length).fill(TRANSPARENT);
  let changed = false;
  for (let i = 0; i < after.length; i++) {
    if (before[i] === after[i]) continue;
    out[i] = after[i]!;
    changed = true;
  }
  return changed ? out : null;
}

/** An animated GIF that loops, written a frame at a time; a frame the same as the one before only shows that one longer. */
export class ReplayGif {
  private readonly encoder = GIFEncoder();
  private readonly palette: number[][];
  /** The palette's colours in a row (R, G, B, R, …), for the search of a colour's nearest entry. */
  private readonly colours: Int32Array;
  /** Each 15-bit colour's palette entry, or UNKNOWN until a pixel of that colour is met. */
  private readonly lookup = new Int16Array(1 << 15).fill(UNKNOWN);
  private previous: Uint8Array | null = null;
  private pending: { pixels: Uint8Array; delayCs: number } | null = null;
  private written = false;
  /** Frames in the GIF. */
  frames = 0;

  /** A GIF of `width` x `height` frames, its palette fitted to `samples` (RGBA pixels of a few of them). */
  constructor(
    private readonly width: number,
    private readonly height: number,
    samples: readonly Uint8Array[],
  ) {
    const joined = new Uint8Array(samples.reduce((sum, sample) => sum + sample.length, 0));
    let at = 0;
    for (const sample of samples) {
      joined.set(sample, at);
      at += sample.length;
    }
    this.palette = quantize(joined, COLOURS, { format: 'rgb565' });
    this.colours = Int32Array.from(this.palette.flatMap(([r, g, b]) => [r!, g!, b!]));
  }

  /** Adds a frame of RGBA pixels shown for `delayCs` hundredths of a second. */
  frame(rgba: Uint8Array, delayCs: number): void {
    const indices = indexPixels(rgba, this.lookup, this.colours);
    const pixels = this.previous === null ? indices : changes(this.previous, indices);
    if (pixels === null) {
      if (this.pending) this.pending.delayCs += delayCs;
      return;
    }
    this.flush();
    this.pending = { pixels, delayCs };
    this.previous = indices;
    this.frames++;
  }

  /** The whole file. */
  finish(): Uint8Array {
    this.flush();
    this.encoder.finish();
    return this.encoder.bytes();
  }

  private flush(): void {
    if (!this.pending) return;
    const { pixels, delayCs } = this.pending;
    const delay = Math.min(65_535, delayCs) * 10;
    // The first frame carries the palette (with the transparent entry last) and the loop; the others draw over it.
    if (!this.written)
      this.encoder.writeFrame(pixels, this.width, this.height, { palette: [...this.palette, [0, 0, 0]], delay, repeat: 0 });
    else this.encoder.writeFrame(pixels, this.width, this.height, { delay, transparent: true, transparentIndex: TRANSPARENT, dispose: 1 });
    this.written = true;
    this.pending = null;
  }
}
