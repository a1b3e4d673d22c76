/** Animated GIFs decoded for tests by omggif: every frame composed over the ones before, as RGB pixels, with its delay. */
import { GifReader } from 'omggif';

/** One frame as shown: the whole picture's RGB pixels, and how long it shows (hundredths of a second). */
export interface ShownFrame {
  rgb: Uint8Array;
  delayCs: number;
}

/** The frames of an animated GIF, each drawn over the ones before (a transparent pixel keeps what was there). */
export function decodeGif(bytes: Uint8Array): { width: number; height: number; frames: ShownFrame[] } {
  const reader = new GifReader(bytes);
  const { width, height } = reader;
  const canvas = new Uint8Array(width * height * 4);
  const frames: ShownFrame[] = [];
  for (let i = 0; i < reader.numFrames(); i++) {
    reader.decodeAndBlitFrameRGBA(i, canvas);
    const rgb = new Uint8Array(width * height * 3);
    for (let p = 0, q = 0; p < canvas.length; p += 4, q += 3) rgb.set(canvas.subarray(p, p + 3), q);
    frames.push({ rgb, delayCs: reader.frameInfo(i).delay });
  }
  return { width, height, frames };
}

/** The mean difference a channel between a decoded frame (RGB) and a board's pixels (RGBA). */
export function distance(rgb: Uint8Array, rgba: Uint8Array): number {
  let sum = 0;
  for (let i = 0, p = 0; i < rgb.length; i += 3, p += 4) {
    sum += Math.abs(rgb[i]! - rgba[p]!) + Math.abs(rgb[i + 1]! - rgba[p + 1]!) + Math.abs(rgb[i + 2]! - rgba[p + 2]!);
  }
  return sum / rgb.length;
}
