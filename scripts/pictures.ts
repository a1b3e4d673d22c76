/**
 * `npm run pictures`: draws every game's board from the real positions the picture tests use and writes
 * each as a PNG to artifacts/pictures/ (git-ignored), at full size and at 450 pixels wide, as Discord's
 * preview shows it, for a person to look at. `--hashes` prints a hash of each picture's pixels instead,
 * to compare two machines or two font setups: the pictures must be the same everywhere.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { paintScene, rasterize } from '../src/discord/pictures/rasterize.js';
import { boardScene } from '../src/pictures/index.js';
import type { Scene } from '../src/pictures/scene.js';
import { assassinPositions, roguePositions, royalePositions, sagaPositions, scoundrelPositions } from './board-positions.js';

const { values: args } = parseArgs({ options: { hashes: { type: 'boolean', default: false }, out: { type: 'string', default: 'artifacts/pictures' } } });

const pictures: { name: string; scene: Scene }[] = [
  ...scoundrelPositions().map((p) => ({ name: `scoundrel-${p.name}`, scene: boardScene('scoundrel', p.view) })),
  ...assassinPositions().map((p) => ({ name: `assassin-${p.name}`, scene: boardScene('assassin', p.view) })),
  ...royalePositions().map((p) => ({ name: `royale-${p.name}`, scene: boardScene('royale', p.view) })),
  ...roguePositions().map((p) => ({ name: `rogue-${p.name}`, scene: boardScene('rogue', p.view) })),
  ...sagaPositions().map((p) => ({ name: `saga-${p.name}`, scene: boardScene('saga', p.view) })),
];

if (args.hashes) {
  for (const { name, scene } of pictures) console.log(`${createHash('sha256').update(paintScene(scene).data()).digest('hex').slice(0, 16)}  ${name}`);
} else {
  mkdirSync(args.out, { recursive: true });
  for (const { name, scene } of pictures) {
    const full = await rasterize(scene, 'png');
    writeFileSync(`${args.out}/${name}.png`, full);
    writeFileSync(`${args.out}/${name}-450.png`, await rasterize(scene, 'png', 450 / scene.width));
    console.log(`${args.out}/${name}.png  ${scene.width}x${scene.height}  ${(full.length / 1024).toFixed(0)} KB`);
  }
}
