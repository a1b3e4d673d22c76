/**
 * `npm run pictures`: draws every game's board from the real positions the picture tests use and writes
 * each as a PNG to artifacts/pictures/ (git-ignored), at full size and at 400 pixels wide, as Discord's
 * embed shows it, for a person to look at. `--samples` draws the readability test's positions too (every
 * `--every`th of each game, into samples/). `--hashes` prints a hash of each picture's pixels instead,
 * to compare two machines or two font setups: the pictures must be the same everywhere.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { catalog } from '../src/catalog.js';
import { boardScene } from '../src/discord/pictures/board-scene.js';
import { paintScene, rasterize } from '../src/discord/pictures/rasterize.js';
import type { Scene } from '../src/pictures/scene.js';
import { type Position, positionsOf } from './positions.js';

const { values: args } = parseArgs({
  options: {
    hashes: { type: 'boolean', default: false },
    samples: { type: 'boolean', default: false },
    every: { type: 'string', default: '10' },
    out: { type: 'string', default: 'artifacts/pictures' },
  },
});

/** The width Discord's embed shows a picture at. */
const SHOWN_WIDTH = 400;

/** The pictures of `game` at `positions`, each named by `name`. */
function scenes(
  game: string,
  positions: Position<unknown>[],
  name: (position: Position<unknown>) => string,
): Promise<{ name: string; scene: Scene }[]> {
  return Promise.all(positions.map(async (p) => ({ name: name(p), scene: await boardScene(game, p.view) })));
}

const ids = catalog.map((entry) => entry.rules.id);
const pictures: { name: string; scene: Scene }[] = [];
for (const id of ids) pictures.push(...(await scenes(id, (await positionsOf(id)).positions(), (p) => `${id}-${p.name}`)));

if (args.samples) {
  const every = Number(args.every);
  const pick = <T>(list: T[]) => list.filter((_, i) => i % every === 0);
  const file = (game: string, name: string) => `samples/${game}-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  for (const id of ids) pictures.push(...(await scenes(id, pick((await positionsOf(id)).samples()), (p) => file(id, p.name))));
}

if (args.hashes) {
  for (const { name, scene } of pictures)
    console.log(`${createHash('sha256').update(paintScene(scene).data()).digest('hex').slice(0, 16)}  ${name}`);
} else {
  mkdirSync(`${args.out}/samples`, { recursive: true });
  for (const { name, scene } of pictures) {
    const full = await rasterize(scene, 'png');
    writeFileSync(`${args.out}/${name}.png`, full);
    writeFileSync(`${args.out}/${name}-${SHOWN_WIDTH}.png`, await rasterize(scene, 'png', SHOWN_WIDTH / scene.width));
    console.log(`${args.out}/${name}.png  ${scene.width}x${scene.height}  ${(full.length / 1024).toFixed(0)} KB`);
  }
}
