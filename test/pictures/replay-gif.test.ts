/** A replay's GIF: frames drawn over each other in their colours, and a frame that changes nothing shows the one before longer. */
import { describe, expect, it } from 'vitest';
import { ReplayGif } from '../../src/discord/pictures/gif.js';
import { decodeGif } from '../helpers/gif.js';

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
});
