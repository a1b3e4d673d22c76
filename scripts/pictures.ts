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
import { paintScene, rasterize } from '../src/discord/pictures/rasterize.js';
import { boardScene } from '../src/pictures/index.js';
import type { Scene } from '../src/pictures/scene.js';
import {
  assassinPositions, assassinSamples, roguePositions, rogueSamples, royalePositions, royaleSamples, sagaPositions, sagaSamples, scoundrelPositions, scoundrelSamples,
} from './board-positions.js';

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

const pictures: { name: string; scene: Scene }[] = [
  ...scoundrelPositions().map((p) => ({ name: `scoundrel-${p.name}`, scene: boardScene('scoundrel', p.view) })),
  ...assassinPositions().map((p) => ({ name: `assassin-${p.name}`, scene: boardScene('assassin', p.view) })),
  ...royalePositions().map((p) => ({ name: `royale-${p.name}`, scene: boardScene('royale', p.view) })),
  ...roguePositions().map((p) => ({ name: `rogue-${p.name}`, scene: boardScene('rogue', p.view) })),
  ...sagaPositions().map((p) => ({ name: `saga-${p.name}`, scene: boardScene('saga', p.view) })),
];

if (args.samples) {
  const every = Number(args.every);
  const pick = <T>(list: T[]) => list.filter((_, i) => i % every === 0);
  const file = (game: string, name: string) => `samples/${game}-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  pictures.push(
    ...pick(scoundrelSamples()).map((p) => ({ name: file('scoundrel', p.name), scene: boardScene('scoundrel', p.view) })),
    ...pick(assassinSamples()).map((p) => ({ name: file('assassin', p.name), scene: boardScene('assassin', p.view) })),
    ...pick(royaleSamples()).map((p) => ({ name: file('royale', p.name), scene: boardScene('royale', p.view) })),
    ...pick(rogueSamples()).map((p) => ({ name: file('rogue', p.name), scene: boardScene('rogue', p.view) })),
    ...pick(sagaSamples()).map((p) => ({ name: file('saga', p.name), scene: boardScene('saga', p.view) })),
  );
}

if (args.hashes) {
  for (const { name, scene } of pictures) console.log(`${createHash('sha256').update(paintScene(scene).data()).digest('hex').slice(0, 16)}  ${name}`);
} else {
  mkdirSync(`${args.out}/samples`, { recursive: true });
  for (const { name, scene } of pictures) {
    const full = await rasterize(scene, 'png');
    writeFileSync(`${args.out}/${name}.png`, full);
    writeFileSync(`${args.out}/${name}-${SHOWN_WIDTH}.png`, await rasterize(scene, 'png', SHOWN_WIDTH / scene.width));
    console.log(`${args.out}/${name}.png  ${scene.width}x${scene.height}  ${(full.length / 1024).toFixed(0)} KB`);
  }
}
