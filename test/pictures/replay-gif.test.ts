/** A replay's GIF: frames drawn over each other in their colours, and a frame that changes nothing shows the one before longer. */
import { createRequire } from 'node:module';
import type * as Gifenc from 'gifenc';
import { describe, expect, it } from 'vitest';
import { ReplayGif } from '../../src/discord/pictures/gif.js';
import { Random, seedRandom } from '../../src/engine/random.js';
import { decodeGif } from '../helpers/gif.js';

const { nearestColorIndex, quantize } = createRequire(import.meta.url)('gifenc') as typeof Gifenc;

/** A 4 x 2 RGBA frame of one colour, with the pixel at `spot` in another. */
function frame(base: number[], spot?: { at: number; rgb: number[] }): Uint8Array {
  const rgba = new Uint8Array(4 * 2 * 4);
  for (let p = 0; p < 8; p++) rgba.set([...(spot?.at === p ? spot.rgb : base), 255], p * 4);
  return rgba;
}

describe('a replay GIF', () => {
  const dark = [20, 40, 60];
  const gold = [220, 180, 40];
  const frames = [frame(dark), frame(dark, { at: 5, rgb: gold }), frame(dark, { at: 5, rgb: gold }), frame(dark)];

  it('shows each distinct frame in its colours, a repeated one only lengthening the one before', () => {
    const gif = new ReplayGif(4, 2, [frames[0]!, frames[1]!]);
    for (const [i, delay] of [150, 70, 70, 400].entries()) gif.frame(frames[i]!, delay);
    const shown = decodeGif(gif.finish()).frames;
    expect(gif.frames).toBe(3);
    expect(shown.map((f) => f.delayCs)).toEqual([150, 140, 400]);
    const pixel = (i: number, p: number) => [...shown[i]!.rgb.subarray(p * 3, p * 3 + 3)];
    expect(pixel(0, 5)).toEqual(dark);
    expect(pixel(1, 5)).toEqual(gold);
    expect(pixel(1, 0)).toEqual(dark);
    expect(pixel(2, 5)).toEqual(dark);
  });

  it("maps every pixel to the palette entry gifenc's own search gives the middle of its 15-bit colour", () => {
    // 64 x 64 pixels of 4,096 seeded colours: far more than the 255 entries, so most are drawn as a neighbour.
    const random = new Random(seedRandom('replay-gif-palette'));
    const rgba = new Uint8Array(64 * 64 * 4);
    for (let p = 0; p < 64 * 64; p++) rgba.set([random.int(256), random.int(256), random.int(256), 255], p * 4);
    const gif = new ReplayGif(64, 64, [rgba]);
    gif.frame(rgba, 100);
    const [shown] = decodeGif(gif.finish()).frames;
    const palette = quantize(rgba, 255, { format: 'rgb565' });
    const middle = (byte: number) => ((byte >> 3) << 3) | 4;
    for (let p = 0; p < 64 * 64; p++) {
      const entry = nearestColorIndex(palette, [middle(rgba[p * 4]!), middle(rgba[p * 4 + 1]!), middle(rgba[p * 4 + 2]!)]);
      expect([...shown!.rgb.subarray(p * 3, p * 3 + 3)]).toEqual(palette[entry]);
    }
  });
});
