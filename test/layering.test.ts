/**
 * The layering the design rests on, as biome.json's import rules check it (`npm run lint`): a copy of the
 * configuration lints small files placed in each layer of a scratch tree, so a rule that stops catching a
 * boundary fails here.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/config.js';

const scratch = mkdtempSync(join(tmpdir(), 'layering-'));
const config = JSON.parse(readFileSync(join(PROJECT_ROOT, 'biome.json'), 'utf8')) as Record<string, unknown>;
delete config.$schema;
delete config.vcs;
writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The messages Biome gives for a file at `path` that imports `specifier`. */
function lint(path: string, specifier: string): string[] {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `import '${specifier}';\n`);
  const biome = join(PROJECT_ROOT, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  const run = spawnSync(process.execPath, [biome, 'lint', '--reporter=github', path], { cwd: scratch, encoding: 'utf8' });
  rmSync(file);
  return run.stdout.split('\n').filter((line) => line.includes('noRestrictedImports'));
}

describe('Layering', () => {
  const refused: [string, string][] = [
    ['src/engine/cards.ts', 'discord.js'],
    ['src/engine/cards.ts', 'node:fs'],
    ['src/engine/cards.ts', '../games/scoundrel/rules.js'],
    ['src/engine/cards.ts', '../pictures/scene.js'],
    ['src/games/scoundrel/rules.ts', '../../pictures/scene.js'],
    ['src/games/scoundrel/rules.ts', '../../sessions/session.js'],
    ['src/games/scoundrel/rules.ts', 'keyv'],
    ['src/pictures/scene.ts', '../discord/names.js'],
    ['src/pictures/scene.ts', '@napi-rs/canvas'],
    ['src/pictures/scene.ts', 'node:worker_threads'],
    ['src/sessions/coach/solver-work.ts', '../../discord/pictures/replay-make.js'],
    ['src/sessions/session.ts', 'discord.js'],
    ['src/sessions/coach/solver-pool.ts', '../../pictures/scene.js'],
    ['src/discord/names.ts', '../../test/helpers/moves.js'],
    ['src/commands/game.ts', '../../test/helpers/moves.js'],
  ];
  it.each(refused)('refuses %s importing %s', (path, specifier) => {
    expect(lint(path, specifier)).toHaveLength(1);
  });

  const allowed: [string, string][] = [
    ['src/engine/cards.ts', 'zod'],
    ['src/games/scoundrel/rules.ts', '../../engine/cards.js'],
    ['src/pictures/games/scoundrel.ts', '../../games/scoundrel/index.js'],
    ['src/discord/names.ts', 'discord.js'],
    ['src/sessions/store/storage.ts', 'node:fs'],
    ['src/sessions/coach/solver-work.ts', '../../games/scoundrel/solver.js'],
    ['src/discord/pictures/background-worker.ts', '../../sessions/coach/solver-work.js'],
  ];
  it.each(allowed)('allows %s importing %s', (path, specifier) => {
    expect(lint(path, specifier)).toEqual([]);
  });
});
