/**
 * A small animated GIF encoder for the boards' replays (GIF is the one animated format every Discord
 * client plays: APNG is shown as its first frame and animated WebP only by some clients). One palette
 * for the whole replay, fitted to its boards: the most used colours of a few of its frames, counted in
 * 5 bits a channel, and every colour mapped to the nearest of them through a table. Boards are flat
 * colours with a little anti-aliasing, so 256 colours keep them clean without dithering. Each frame
 * after the first stores only the rectangle that changed since the one before (drawn over it), which
 * keeps a replay small and quick to compress.
 */

/** Entries of the palette. */
const COLOURS = 256;
/** Colours counted and looked up in 5 bits a channel. */
const BINS = 1 << 15;

const binOf = (r: number, g: number, b: number) => ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);

/** The palette of a replay and the table that maps a pixel to its entry. */
export interface Palette {
  /** `COLOURS` RGB triples. */
  rgb: Uint8Array;
  /** The palette entry of each 15-bit colour. */
  lookup: Uint8Array;
}

/** The palette fitted to `samples` (RGBA pixels of a few frames): their most used colours, and the nearest of them for every other. */
export function fitPalette(samples: readonly Uint8Array[]): Palette {
  const count = new Uint32Array(BINS);
  const sum = new Float64Array(BINS * 3);
  for (const rgba of samples) {
    for (let p = 0; p < rgba.length; p += 4) {
      const bin = binOf(rgba[p]!, rgba[p + 1]!, rgba[p + 2]!);
      count[bin]!++;
      for (let c = 0; c < 3; c++) sum[bin * 3 + c] = sum[bin * 3 + c]! + rgba[p + c]!;
    }
  }
  const used = [...count.keys()].filter((bin) => count[bin]! > 0).sort((a, b) => count[b]! - count[a]! || a - b);
  const chosen = used.slice(0, COLOURS);
  const rgb = new Uint8Array(COLOURS * 3);
  chosen.forEach((bin, i) => {
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.round(sum[bin * 3 + c]! / count[bin]!);
  });
  const lookup = new Uint8Array(BINS);
  for (let bin = 0; bin < BINS; bin++) {
    const r = ((bin >> 10) << 3) | 4;
    const g = (((bin >> 5) & 31) << 3) | 4;
    const b = ((bin & 31) << 3) | 4;
    let best = 0;
    let nearest = Infinity;
    for (let i = 0; i < chosen.length; i++) {
      const dr = r - rgb[i * 3]!;
      const dg = g - rgb[i * 3 + 1]!;
      const db = b - rgb[i * 3 + 2]!;
      const d = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
      if (d < nearest) {
        nearest = d;
        best = i;
      }
    }
    lookup[bin] = best;
  }
  return { rgb, lookup };
}

/** The palette entries of RGBA pixels (read a pixel at a time as one little-endian word: R in its low byte). */
function indexPixels(rgba: Uint8Array, palette: Palette): Uint8Array {
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length / 4);
  const out = new Uint8Array(words.length);
  const { lookup } = palette;
  for (let i = 0; i < words.length; i++) {
    const v = words[i]!;
    out[i] = lookup[((v << 7) & 0x7c00) | ((v >> 6) & 0x3e0) | ((v >> 19) & 31)]!;
  }
  return out;
}

/** Bytes written a piece at a time into a buffer that grows. */
class ByteSink {
  bytes = new Uint8Array(1 << 16);
  length = 0;

  push(...values: number[]): void {
    for (const value of values) this.byte(value);
  }

  byte(value: number): void {
    if (this.length === this.bytes.length) {
      const bigger = new Uint8Array(this.bytes.length * 2);
      bigger.set(this.bytes);
      this.bytes = bigger;
    }
    this.bytes[this.length++] = value;
  }

  word(value: number): void {
    this.push(value & 255, value >> 8);
  }

  all(values: ArrayLike<number>): void {
    for (let i = 0; i < values.length; i++) this.byte(values[i]!);
  }
}

const MAX_CODE = 4096;
/** Dictionary slots: a code of up to 12 bits followed by a byte. */
const stamps = new Int32Array(MAX_CODE * COLOURS);
const codes = new Int16Array(MAX_CODE * COLOURS);
let generation = 0;

/** Writes `indices` LZW-compressed (8-bit codes, 12-bit dictionary) as GIF image data sub-blocks. */
function writeLzw(out: ByteSink, indices: Uint8Array): void {
  const clear = 256;
  const end = 257;
  const data = new ByteSink();
  let bits = 0;
  let held = 0;
  let size = 9;
  let next = end + 1;
  const emit = (code: number) => {
    held |= code << bits;
    bits += size;
    while (bits >= 8) {
      data.byte(held & 255);
      held >>>= 8;
      bits -= 8;
    }
  };
  generation++;
  emit(clear);
  let prefix = indices[0]!;
  for (let i = 1; i < indices.length; i++) {
    const k = indices[i]!;
    const key = prefix * COLOURS + k;
    if (stamps[key] === generation) {
      prefix = codes[key]!;
      continue;
    }
    emit(prefix);
    if (next === MAX_CODE) {
      emit(clear);
      generation++;
      next = end + 1;
      size = 9;
    } else {
      if (next >= 1 << size) size++;
      stamps[key] = generation;
      codes[key] = next++;
    }
    prefix = k;
  }
  emit(prefix);
  emit(end);
  if (bits > 0) data.byte(held & 255);
  out.byte(8);
  for (let at = 0; at < data.length; at += 255) {
    const block = data.bytes.subarray(at, Math.min(at + 255, data.length));
    out.byte(block.length);
    out.all(block);
  }
  out.byte(0);
}

/** The smallest rectangle holding every pixel that differs between two frames; null when none does. */
function changed(before: Uint8Array, after: Uint8Array, width: number, height: number) {
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (before[row + x] === after[row + x]) continue;
      if (y < top) top = y;
      bottom = y;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  return bottom < 0 ? null : { x: left, y: top, w: right - left + 1, h: bottom - top + 1 };
}

/** An animated GIF that loops, written a frame at a time. */
export class GifWriter {
  private readonly out = new ByteSink();
  private previous: Uint8Array | null = null;
  /** Frames written (a frame the same as the one before only lengthens that one). */
  frames = 0;
  private lastDelayAt = -1;
  private lastDelay = 0;

  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly palette: Palette,
  ) {
    this.out.all(Buffer.from('GIF89a', 'latin1'));
    this.out.word(width);
    this.out.word(height);
    this.out.push(0xf7, 0, 0);
    this.out.all(palette.rgb);
    // NETSCAPE2.0: loop for ever.
    this.out.push(0x21, 0xff, 11);
    this.out.all(Buffer.from('NETSCAPE2.0', 'latin1'));
    this.out.push(3, 1, 0, 0, 0);
  }

  /** Adds a frame of RGBA pixels shown for `delayCs` hundredths of a second. */
  frame(rgba: Uint8Array, delayCs: number): void {
    const indices = indexPixels(rgba, this.palette);
    const box =
      this.previous === null ? { x: 0, y: 0, w: this.width, h: this.height } : changed(this.previous, indices, this.width, this.height);
    if (box === null) {
      this.lengthen(delayCs);
      return;
    }
    this.previous = indices;
    // Graphic control: leave the frame in place (the next draws over it), and its delay.
    this.out.push(0x21, 0xf9, 4, 0x04);
    this.lastDelayAt = this.out.length;
    this.lastDelay = delayCs;
    this.out.word(delayCs);
    this.out.push(0, 0);
    this.out.byte(0x2c);
    this.out.word(box.x);
    this.out.word(box.y);
    this.out.word(box.w);
    this.out.word(box.h);
    this.out.byte(0);
    const part = new Uint8Array(box.w * box.h);
    for (let y = 0; y < box.h; y++)
      part.set(indices.subarray((box.y + y) * this.width + box.x, (box.y + y) * this.width + box.x + box.w), y * box.w);
    writeLzw(this.out, part);
    this.frames++;
  }

  /** Shows the last frame `delayCs` longer. */
  private lengthen(delayCs: number): void {
    if (this.lastDelayAt < 0) return;
    this.lastDelay = Math.min(65_535, this.lastDelay + delayCs);
    this.out.bytes[this.lastDelayAt] = this.lastDelay & 255;
    this.out.bytes[this.lastDelayAt + 1] = this.lastDelay >> 8;
  }

  /** The whole file. */
  finish(): Buffer {
    this.out.byte(0x3b);
    return Buffer.from(this.out.bytes.buffer, 0, this.out.length);
  }
}
