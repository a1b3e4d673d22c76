/** PNG bytes of plain RGBA pixels, for tests that compare the rasterizer's output with pixels they hold. */
import { encodePngRows, pngRowBytes, writePngRows } from '../../src/discord/pictures/png.js';

/** PNG bytes of `width` x `height` RGBA pixels (8 bits a channel, row by row). */
export function encodePng(rgba: Uint8Array, width: number, height: number, level = 1): Promise<Buffer> {
  const rows = Buffer.allocUnsafe(pngRowBytes(width) * height);
  writePngRows(rgba, width, height, rows);
  return encodePngRows(rows, width, height, level);
}
