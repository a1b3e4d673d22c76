/**
 * Generic code imports no particular game: only a game's own folders (its rules in src/games/<id>/, its
 * board and command in src/discord/games/<id>/, its picture src/pictures/games/<id>.ts; the race's also
 * src/discord/race/ and src/commands/race.ts) and the catalog (src/catalog.ts) import a module of one.
 * Everything else is handed the games: the catalog's list, and what a board declares (its own buttons,
 * its timed work). A game's id is a folder's name under src/games/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/config.js';

/** The games, by the folders of their rules. */
const GAMES = readdirSync(join(PROJECT_ROOT, 'src/games'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The race mode's folders beyond the ones every game has: its Discord handlers and its own slash command. */
const RACE_OWN = ['src/discord/race/', 'src/commands/race.ts'];

/** A game's own folders (ending in `/`) and files, as paths from the repository's root. */
function ownPaths(id: string): string[] {
  return [`src/games/${id}/`, `src/discord/games/${id}/`, `src/pictures/games/${id}.ts`, ...(id === 'race' ? RACE_OWN : [])];
}

const OWN_PATHS = GAMES.flatMap(ownPaths);

/** True for a path from the root that is in a game's own folder, or is a game's own file. */
function isGameOwn(path: string): boolean {
  return OWN_PATHS.some((own) => (own.endsWith('/') ? path.startsWith(own) : path === own));
}

/** True for the fixed start of a path built at run time that can only name one game's module (`../games/race/${name}`). */
function namesOneGame(prefix: string): boolean {
  return OWN_PATHS.some((own) => prefix.startsWith(own.endsWith('/') ? own : own.replace(/\.ts$/, '')));
}

/** A module a file imports: its specifier whole, or only the fixed start of one built at run time (a template's head). */
interface Specifier {
  text: string;
  prefixOnly: boolean;
}

/** What `code` imports: `import … from`, `export … from`, `import(…)` (a template's fixed start) and `import('…')` types. */
function specifiers(code: string): Specifier[] {
  const found: Specifier[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ text: node.moduleSpecifier.text, prefixOnly: false });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ text: argument.text, prefixOnly: false });
      else if (argument && ts.isTemplateExpression(argument)) found.push({ text: argument.head.text, prefixOnly: true });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ text: node.argument.literal.text, prefixOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('module.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return found;
}

/** The imports in `code`, of the file at `path` (from the root), of a module of a particular game. */
function gameImports(path: string, code: string): string[] {
  return specifiers(code)
    .filter(({ text }) => text.startsWith('.'))
    .filter(({ text, prefixOnly }) => {
      const resolved = posix.join(posix.dirname(path), text);
      return prefixOnly ? namesOneGame(resolved) : isGameOwn(resolved.replace(/\.js$/, '.ts'));
    })
    .map(({ text }) => text);
}

/** Every .ts file under `dir`, as a path from the root. */
function sources(dir: string): string[] {
  return readdirSync(join(PROJECT_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('Imports of a game', () => {
  it("come only from the game's own folders and the catalog", () => {
    const offending = sources('src')
      .filter((path) => path !== 'src/catalog.ts' && !isGameOwn(path))
      .flatMap((path) => {
        const imports = gameImports(path, readFileSync(join(PROJECT_ROOT, path), 'utf8'));
        return imports.length > 0 ? [`${path}: ${imports.join(', ')}`] : [];
      });
    expect(offending).toEqual([]);
  });

  it('are found in every form a file imports by, from where the file is', () => {
    const generic = 'src/discord/actions/table.ts';
    expect(gameImports(generic, "import { race } from '../games/race/index.js';")).toEqual(['../games/race/index.js']);
    expect(gameImports(generic, "import type { Races } from '../race/races.js';")).toEqual(['../race/races.js']);
    expect(gameImports(generic, "export { duelUi } from '../games/royale/duel/duel-board.js';")).toEqual([
      '../games/royale/duel/duel-board.js',
    ]);
    expect(gameImports(generic, "const m = await import('../../games/saga/index.js');")).toEqual(['../../games/saga/index.js']);
    expect(gameImports(generic, 'type R = typeof import("../../commands/race.js");')).toEqual(['../../commands/race.js']);
    expect(gameImports('src/discord/board-scene.ts', `await import(\`../pictures/games/scoundrel\${ext}\`);`)).toEqual([
      '../pictures/games/scoundrel',
    ]);
    expect(gameImports('src/discord/board-scene.ts', `await import(\`../games/rogue/\${file}.js\`);`)).toEqual(['../games/rogue/']);
  });

  it('are not found where no game is named: a path built from any game id, a package, a comment, a layer of the race', () => {
    const generic = 'src/discord/pictures/board-scene.ts';
    expect(gameImports(generic, `await import(\`../../pictures/games/\${game}.ts\`);`)).toEqual([]);
    expect(gameImports(generic, "import { z } from 'zod';")).toEqual([]);
    expect(gameImports(generic, "// import { race } from '../../games/race/index.js';")).toEqual([]);
    expect(gameImports(generic, 'const text = "import { race } from \'../../games/race/index.js\'";')).toEqual([]);
    expect(gameImports(generic, "import { RaceRuns } from '../../sessions/race/race-runs.js';")).toEqual([]);
    expect(isGameOwn('src/discord/games/royale/duel/duel-board.ts')).toBe(true);
    expect(isGameOwn('src/sessions/race/race-runs.ts')).toBe(false);
    expect(isGameOwn('src/commands/races.ts')).toBe(false);
  });
});
