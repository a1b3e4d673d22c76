import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../local-discord/index.js';
import { catalog } from '../../src/catalog.js';

const DIST = join(REPO_ROOT, 'dist');

/** What a built file imports statically (`import … from "x"`, `export … from "x"`, `import "x"`); dynamic `import()` is left out. */
function staticImports(file: string): string[] {
  const code = readFileSync(join(DIST, file), 'utf8');
  return [...code.matchAll(/(?:^|\n)(?:import|export)\s(?:[^;]*?\sfrom\s*)?"([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** The packages a built file loads when it starts: its static imports and those of the files of dist/ they name, all the way down. */
function packagesLoaded(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('./')) visit(specifier.slice(2));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

// dist/ is built once for the whole run (test/helpers/build.ts), as `npm start` builds it first.
describe('Build: what each program of dist/ loads when it starts', () => {
  it('the bot loads the store it uses on demand: the Redis and Postgres packages only with their DATABASE_URL', () => {
    const loaded = packagesLoaded('main.js');
    expect(loaded).toContain('discord.js');
    for (const unused of ['@keyv/redis', '@keyv/postgres', 'pg']) expect(loaded).not.toContain(unused);
    const onDemand = new Set(['redis', 'postgres'].flatMap((store) => [...packagesLoaded(builtFile(store))]));
    for (const store of ['@keyv/redis', '@keyv/postgres', 'pg']) expect(onDemand).toContain(store);
  });

  it("the solver's thread runs without zod (its answers are checked on the bot's side)", () => {
    const loaded = packagesLoaded('solver-worker.js');
    expect(loaded).toContain('node:worker_threads');
    expect(loaded).not.toContain('zod');
  });

  it("the bot's background thread solves without zod, and loads the drawing of replays only with the first", () => {
    const loaded = packagesLoaded('background-worker.js');
    expect(loaded).toContain('node:worker_threads');
    for (const unused of ['zod', 'discord.js', '@napi-rs/canvas']) expect(loaded).not.toContain(unused);
    expect(packagesLoaded(builtFile('replay-make'))).toContain('@napi-rs/canvas');
  });

  it("the bot's background thread draws a replay from the boards' views, without the games' rules or zod", () => {
    const replay = builtFile('replay-make');
    expect(packagesLoaded(replay)).not.toContain('zod');
    // A game's rules would be imported on demand, by the game's id (as the pictures are).
    expect(readFileSync(join(DIST, replay), 'utf8')).not.toContain('../../games/');
  });

  it('the drawing thread makes the scenes and draws them without zod or discord.js', () => {
    const loaded = packagesLoaded('drawing-worker.js');
    expect(loaded).toContain('@napi-rs/canvas');
    for (const unused of ['zod', 'discord.js']) expect(loaded).not.toContain(unused);
  });

  it("the drawing thread holds every game's picture, found by the game's id, and loads it without zod or discord.js", () => {
    // The map of pictures is in the drawing worker's file, or in a chunk it shares with the background worker's replays.
    const code = readdirSync(DIST)
      .filter((name) => name === 'drawing-worker.js' || name.startsWith('chunk-'))
      .map((name) => readFileSync(join(DIST, name), 'utf8'))
      .join('\n');
    for (const { rules } of catalog) {
      const file = new RegExp(`"\\.\\./\\.\\./pictures/games/${rules.id}\\.ts": \\(\\) => import\\("\\./([^"]+)"\\)`).exec(code)?.[1];
      expect(file, rules.id).toBeDefined();
      const loaded = packagesLoaded(file!);
      for (const unused of ['zod', 'discord.js']) expect(loaded, rules.id).not.toContain(unused);
    }
  });
});

/** The built file of a module that dist/ imports on demand (esbuild names it `<module>-<hash>.js`). */
function builtFile(module: string): string {
  const pattern = new RegExp(`import\\("\\./(${module}-[A-Z0-9]+\\.js)"\\)`);
  for (const file of readdirSync(DIST).filter((name) => name.endsWith('.js'))) {
    const found = pattern.exec(readFileSync(join(DIST, file), 'utf8'))?.[1];
    if (found) return found;
  }
  throw new Error(`nothing in dist/ imports ${module}-*.js on demand`);
}
