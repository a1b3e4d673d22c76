import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it, vi } from 'vitest';
import { positions as assassinPositions } from '../../scripts/positions/assassin.js';
import { positions as roguePositions } from '../../scripts/positions/rogue.js';
import { positions as royalePositions } from '../../scripts/positions/royale.js';
import { positions as sagaPositions } from '../../scripts/positions/saga.js';
import { positions as scoundrelPositions } from '../../scripts/positions/scoundrel.js';
import { BOARD_SCALE, drawBoardPicture } from '../../src/discord/pictures/board-picture.js';
import { PictureCache } from '../../src/discord/pictures/picture-cache.js';
import { paintScene, rasterize, registerPictureFonts } from '../../src/discord/pictures/rasterize.js';
import type { ScoundrelView } from '../../src/games/scoundrel/index.js';
import type { Logger } from '../../src/log.js';
import { textWidth } from '../../src/pictures/font.js';
import { FONT_SUBSETS, fontFamily } from '../../src/pictures/font-files.js';
import { boardScene, type PictureGameId, type PictureViews } from '../helpers/pictures.js';
import { encodePng } from '../helpers/png.js';

const boards: { [G in PictureGameId]: PictureViews[G] } = {
  scoundrel: scoundrelPositions()[0]!.view,
  assassin: assassinPositions()[0]!.view,
  royale: royalePositions()[1]!.view,
  rogue: roguePositions()[1]!.view,
  saga: sagaPositions()[1]!.view,
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('Pictures: rasterizing', () => {
  it.each(Object.keys(boards) as PictureGameId[])(
    "%s: draws a valid PNG at the board's scale (800 pixels wide), under 200 KB, with its alt text",
    async (game) => {
      const picture = await drawBoardPicture(game, boards[game], { cache: false });
      const scene = boardScene(game, boards[game]);
      expect(picture).not.toBeNull();
      const size = { width: Math.round(scene.width * BOARD_SCALE), height: Math.round(scene.height * BOARD_SCALE) };
      expect(size.width).toBe(800);
      expect(pngSize(picture!.file)).toEqual(size);
      expect(picture!.file.length).toBeLessThan(200 * 1024);
      expect(picture).toMatchObject({ name: `${game}-board.png`, contentType: 'image/png', alt: scene.alt });
      const decoded = await loadImage(picture!.file);
      expect([decoded.width, decoded.height]).toEqual([size.width, size.height]);
    },
  );

  it('encodes exactly the pixels drawn', async () => {
    const canvas = paintScene(boardScene('scoundrel', boards.scoundrel));
    const pixels = canvas.data();
    const decoded = await loadImage(await encodePng(pixels, canvas.width, canvas.height));
    const check = createCanvas(canvas.width, canvas.height).getContext('2d');
    check.drawImage(decoded, 0, 0);
    expect(Buffer.from(check.getImageData(0, 0, canvas.width, canvas.height).data).equals(pixels)).toBe(true);
  });

  /** The RGBA pixels of a PNG, decoded by Skia. */
  async function decodedPixels(png: Buffer): Promise<Buffer> {
    const image = await loadImage(png);
    const check = createCanvas(image.width, image.height).getContext('2d');
    check.drawImage(image, 0, 0);
    return Buffer.from(check.getImageData(0, 0, image.width, image.height).data);
  }

  it(
    'gives each picture exactly the pixels of the scene drawn alone, ' + 'on canvases and buffers kept from one picture to the next',
    async () => {
      const scenes = [boardScene('scoundrel', boards.scoundrel), boardScene('rogue', boards.rogue), boardScene('saga', boards.saga)];
      expect(scenes[1]!.height).not.toBe(scenes[0]!.height);
      const alone = scenes.map((scene) => paintScene(scene).data());
      // One after another, in and out of sizes (half size: other rows in the same buffers), then all at once (more than the two in
      // compression at a time).
      for (const [i, scene] of scenes.entries()) expect((await decodedPixels(await rasterize(scene, 'png'))).equals(alone[i]!)).toBe(true);
      const half = paintScene(scenes[0]!, 0.5).data();
      for (const scale of [0.5, 1, 0.5])
        expect((await decodedPixels(await rasterize(scenes[0]!, 'png', scale))).equals(scale === 1 ? alone[0]! : half)).toBe(true);
      const together = await Promise.all([...scenes, ...scenes].map((scene) => rasterize(scene, 'png')));
      for (const [i, png] of together.entries()) expect((await decodedPixels(png)).equals(alone[i % scenes.length]!)).toBe(true);
    },
  );

  it('draws WebP too, when asked', async () => {
    const picture = await drawBoardPicture('royale', boards.royale, { format: 'webp', cache: false });
    expect(picture!.file.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(picture!.file.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(picture!.file.length).toBeLessThan(200 * 1024);
    expect(picture!.contentType).toBe('image/webp');
  });

  it('lays text out with the advances the rasterizer draws (the metrics table matches the shipped font)', () => {
    registerPictureFonts();
    const ctx = createCanvas(10, 10).getContext('2d');
    ctx.lang = 'en';
    ctx.fontKerning = 'none';
    const family = FONT_SUBSETS.map((s) => `"${fontFamily(s)}"`).join(', ');
    for (const bold of [false, true]) {
      ctx.font = `${bold ? 'bold' : 'normal'} 100px ${family}`;
      for (const line of ['Scoundrel HEALTH 12 / 20', 'Łódź Ærø', 'Ελληνικά', 'Привет мир', '½ × · − … ?']) {
        expect(Math.abs(ctx.measureText(line).width - textWidth(line, 100, bold))).toBeLessThan(0.5);
      }
    }
  });

  it('never draws the same board twice: the cache keeps it, and two requests at once share one drawing', async () => {
    const first = await drawBoardPicture('assassin', boards.assassin);
    const again = await drawBoardPicture('assassin', structuredClone(boards.assassin));
    expect(again!.file).toBe(first!.file);
    const [a, b] = await Promise.all([drawBoardPicture('rogue', boards.rogue), drawBoardPicture('rogue', boards.rogue)]);
    expect(a!.file).toBe(b!.file);
    const fresh = await drawBoardPicture('assassin', boards.assassin, { cache: false });
    expect(fresh!.file).not.toBe(first!.file);
    expect(fresh!.file.equals(first!.file)).toBe(true);
  });

  it('gives null and logs when a board cannot be drawn, so the board goes out without its picture', async () => {
    const logger: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const broken: ScoundrelView = { ...boards.scoundrel, room: ['not a card'] };
    expect(await drawBoardPicture('scoundrel', broken, { logger })).toBeNull();
    expect(logger.error).toHaveBeenCalledWith('Could not draw the scoundrel board', expect.any(Error));
  });

  it('draws a smaller copy at a scale', async () => {
    const scene = boardScene('scoundrel', boards.scoundrel);
    expect(pngSize(await rasterize(scene, 'png', 0.5))).toEqual({ width: scene.width / 2, height: scene.height / 2 });
  });
});

describe('Pictures: the cache', () => {
  it('is bounded by bytes (a picture and its alt text) and drops the least recently used board first', () => {
    const cache = new PictureCache(100);
    const drawn = (bytes: number, alt = '') => ({ bytes: Buffer.alloc(bytes), alt });
    cache.set('a', drawn(30, 'ten chars!'));
    cache.set('b', drawn(40));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', drawn(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(80);
    cache.set('huge', drawn(95, 'six ch'));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.count).toBe(2);
  });
});
