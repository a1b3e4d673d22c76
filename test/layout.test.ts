/**
 * The house as docs/design.md draws it: every folder of the drawing is in the tree and every folder of
 * the tree is in the drawing, and every path the docs name in backquotes is there, so a move that
 * leaves the docs behind fails here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../local-discord/index.js';

/** Every folder under `dir`, as paths from the repository's root. */
function folders(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(REPO_ROOT, path)).isDirectory() ? [path, ...folders(path)] : [];
  });
}

/** The folders the drawing of docs/design.md names (its lines that start with a path), `<id>` for each game's folder. */
function drawnFolders(): string[] {
  const design = readFileSync(join(REPO_ROOT, 'docs/design.md'), 'utf8');
  const drawing = design.slice(design.indexOf('## The house'), design.indexOf('## The game contract'));
  return [...drawing.matchAll(/^(src\/[\w<>/.-]*?)\/? /gm)].map((match) => match[1]!).filter((path) => path !== 'src');
}

/** The paths in backquotes of the docs that name a file or folder of the repository. */
function namedPaths(): { doc: string; path: string }[] {
  const docs = [
    ...readdirSync(join(REPO_ROOT, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
  return [...docs, 'README.md', 'CONTRIBUTING.md'].flatMap((doc) =>
    [...readFileSync(join(REPO_ROOT, doc), 'utf8').matchAll(/`((?:src|test|scripts|sandbox|local-discord)\/[\w./-]*)`/g)]
      .map((match) => ({ doc, path: match[1]! }))
      .filter(({ path }) => !path.includes('<')),
  );
}

describe('The house', () => {
  it('has every folder docs/design.md draws, and no folder the drawing leaves out', () => {
    const games = new Set(readdirSync(join(REPO_ROOT, 'src/games')));
    const tree = folders('src').filter((path) => {
      // Each game's own folders are drawn once, as games/<id>/; their subfolders are the game's own.
      const parts = path.split('/');
      const game = parts.indexOf('games');
      return game === -1 || parts.length <= game + 1 || !games.has(parts[game + 1]!);
    });
    const drawn = drawnFolders();
    const isDrawn = (path: string) => drawn.includes(path) || drawn.some((line) => line.startsWith(`${path}/<id>`));
    const concrete = drawn.filter((path) => !path.includes('<id>'));
    expect(concrete.filter((path) => !existsSync(join(REPO_ROOT, path)))).toEqual([]);
    expect(tree.filter((path) => !isDrawn(path)).sort()).toEqual([]);
  });

  it('has every file and folder the docs name', () => {
    expect(namedPaths().filter(({ path }) => !existsSync(join(REPO_ROOT, path.replace(/\.js$/, '.ts'))))).toEqual([]);
  });
});
