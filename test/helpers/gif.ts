/** A GIF decoder for tests: every frame of an animated GIF composed over the ones before, as RGB pixels, with its delay. */

/** One frame as shown: the whole picture's RGB pixels, and how long it shows (hundredths of a second). */
export interface ShownFrame {
  rgb: Uint8Array;
  delayCs: number;
}

/** Decodes LZW image data (already joined from its sub-blocks) into `count` palette indices. */
function lzwDecode(data: Uint8Array, minSize: number, count: number): Uint8Array {
  const out = new Uint8Array(count);
  const clear = 1 << minSize;
  const end = clear + 1;
  let size = minSize + 1;
  let dict: number[][] = [];
  const reset = () => {
    dict = Array.from({ length: clear }, (_, i) => [i]);
    dict.push([], []);
    size = minSize + 1;
  };
  reset();
  let bits = 0;
  let held = 0;
  let at = 0;
  let written = 0;
  let previous: number[] | null = null;
  for (;;) {
    while (bits < size && at < data.length) {
      held |= data[at++]! << bits;
      bits += 8;
    }
    if (bits < size) break;
    const code = held & ((1 << size) - 1);
    held >>>= size;
    bits -= size;
    if (code === clear) {
      reset();
      previous = null;
      continue;
    }
    if (code === end) break;
    let entry: number[];
    if (code < dict.length) entry = dict[code]!;
    else if (previous) entry = [...previous, previous[0]!];
    else throw new Error(`bad code ${code}`);
    for (const value of entry) if (written < count) out[written++] = value;
    if (previous) dict.push([...previous, entry[0]!]);
    previous = entry;
    if (dict.length === 1 << size && size < 12) size++;
  }
  if (written !== count) throw new Error(`decoded ${written} of ${count} pixels`);
  return out;
}

/** The frames of an animated GIF (global palette, frames drawn over each other). */
export function decodeGif(bytes: Uint8Array): { width: number; height: number; frames: ShownFrame[] } {
  const word = (i: number) => bytes[i]! | (bytes[i + 1]! << 8);
  if (String.fromCharCode(...bytes.subarray(0, 6)) !== 'GIF89a') throw new Error('not a GIF89a');
  const width = word(6);
  const height = word(8);
  const flags = bytes[10]!;
  const tableSize = 3 << ((flags & 7) + 1);
  const palette = bytes.subarray(13, 13 + tableSize);
  let at = 13 + tableSize;
  const canvas = new Uint8Array(width * height * 3);
  const frames: ShownFrame[] = [];
  let delay = 0;
  const blocks = (): Uint8Array => {
    const parts: number[] = [];
    for (let n = bytes[at++]!; n > 0; n = bytes[at++]!) {
      parts.push(...bytes.subarray(at, at + n));
      at += n;
    }
    return Uint8Array.from(parts);
  };
  for (;;) {
    const kind = bytes[at++];
    if (kind === 0x3b) break;
    if (kind === 0x21) {
      const label = bytes[at++];
      const body = blocks();
      if (label === 0xf9) delay = body[1]! | (body[2]! << 8);
      continue;
    }
    if (kind !== 0x2c) throw new Error(`unexpected block ${kind}`);
    const [x, y, w, h] = [word(at), word(at + 2), word(at + 4), word(at + 6)];
    at += 9;
    const minSize = bytes[at++]!;
    const indices = lzwDecode(blocks(), minSize, w * h);
    for (let row = 0; row < h; row++) {
      for (let col = 0; col < w; col++) {
        const index = indices[row * w + col]!;
        canvas.set(palette.subarray(index * 3, index * 3 + 3), ((y + row) * width + x + col) * 3);
      }
    }
    frames.push({ rgb: canvas.slice(), delayCs: delay });
  }
  return { width, height, frames };
}
