/**
 * The catalog (src/catalog.ts) is the only list of games: no other product source names three or more
 * game ids together as a list (object keys, array elements, union members, imported names…); the
 * layers below it are given it rather than importing it; and every game of the catalog has its picture
 * module, which the drawing thread finds by the game's id.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../local-discord/index.js';
import { positionsOf } from '../scripts/positions.js';
import { catalog, findGame, findUi, type GameId, raceUi } from '../src/catalog.js';
import type { Scene } from '../src/pictures/scene.js';
import { pictures } from './helpers/pictures.js';

/** The folders of product sources: everything but the tests. */
const PRODUCT = ['src', 'sandbox', 'scripts', 'local-discord'];

/** What is not scanned: the catalog itself, and Discord's own API description. */
const SKIPPED = new Set(['src/catalog.ts', 'local-discord/discord-api-spec']);

const SOURCE = /\.(ts|mjs|js|html)$/;

/** Every product source file, as a path from the repository's root. */
function productFiles(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (SKIPPED.has(path)) return [];
    if (statSync(join(REPO_ROOT, path)).isDirectory()) return productFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** Code without its comments (what a comment says is prose, not a list). */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

/** Brackets, and what else starts an item: a separator of items, members or union members, or what comes before a value or a type. */
const OPENS = new Set(['{', '[', '(']);
const CLOSES = new Set(['}', ']', ')']);
const SEPARATORS = new Set([',', ';', '|', '&', ':', '=', '<']);
/** Characters an item may start with before its name: spaces, quotes, and the dots of a spread. */
const TRANSPARENT = /[\s'"`.]/;

/**
 * The game ids `code` names together as a list: the items of one bracket (or of a union) that start
 * with a word naming a game (`saga`, `'saga'`, `sagaBoard`, `SagaView`), as in `{ saga: …, rogue: … }`,
 * `['saga', …]`, `'saga' | …`, `import { sagaBoard, … }`, `f(saga, …)`. Three or more games in one is a list.
 */
function gameLists(code: string, ids: readonly string[]): string[][] {
  const names = ids.flatMap((id) => [id, id[0]!.toUpperCase() + id.slice(1)]);
  const game = new RegExp(`^(${names.join('|')})(?![a-z])`);
  const text = withoutComments(code);
  const lists: string[][] = [];
  const frames: Set<string>[] = [new Set()];
  const close = (frame: Set<string>) => {
    if (frame.size >= 3) lists.push([...frame]);
    frame.clear();
  };
  const words = /[A-Za-z_$][\w$]*/y;
  let atItem = true;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    words.lastIndex = at;
    const word = words.exec(text)?.[0];
    if (word) {
      const named = atItem ? game.exec(word)?.[1] : undefined;
      if (named) frames.at(-1)!.add(named.toLowerCase());
      atItem = false;
      at += word.length - 1;
    } else if (OPENS.has(char)) {
      frames.push(new Set());
      atItem = true;
    } else if (CLOSES.has(char)) {
      if (frames.length > 1) close(frames.pop()!);
      // A bracket closed at the top ends a statement (a function's body, say): what came before is no item of what follows.
      if (frames.length === 1) close(frames[0]!);
      atItem = false;
    } else if (char === ';' && frames.length === 1) {
      close(frames[0]!);
      atItem = false;
    } else if (SEPARATORS.has(char)) atItem = true;
    else if (!TRANSPARENT.test(char)) atItem = false;
  }
  frames.forEach(close);
  return lists;
}

/** The ids that name the modules of a folder found by game id, sorted. */
function modulesFor(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();
}

/** The view the catalog's rules of game `Id` give. */
type ViewOf<Id extends GameId> = ReturnType<Extract<(typeof catalog)[number], { rules: { id: Id } }>['rules']['view']>;

// Compile-time: every game of the catalog has a picture, and it takes the view its rules give.
const picturesTakeTheirViews: { [Id in GameId]: (view: ViewOf<Id>) => Scene } = pictures;

const ids = catalog.map((entry) => entry.rules.id);

describe('The catalog', () => {
  it('is the only list of games: no other product source names three games together', () => {
    const offenders = PRODUCT.flatMap(productFiles).flatMap((path) =>
      gameLists(readFileSync(join(REPO_ROOT, path), 'utf8'), ids).map((games) => `${path}: ${games.join(', ')}`),
    );
    expect(offenders).toEqual([]);
  });

  it('finds the lists it is meant to find, and not prose or one game at a time', () => {
    expect(gameLists("type Id = 'scoundrel' | 'saga' | 'rogue';", ids)).toEqual([['scoundrel', 'saga', 'rogue']]);
    expect(gameLists('const boards = {\n  scoundrel: scoundrelBoard,\n  saga: sagaBoard,\n  royale: royaleBoard,\n};', ids)).toEqual([
      ['scoundrel', 'saga', 'royale'],
    ]);
    expect(gameLists('import { assassinPositions, roguePositions, royalePositions } from "./positions.js";', ids)).toEqual([
      ['assassin', 'rogue', 'royale'],
    ]);
    expect(gameLists("console.error('Usage: <scoundrel|assassin|royale> [count]');", ids)).toEqual([['scoundrel', 'assassin', 'royale']]);
    expect(gameLists('type Views = ScoundrelView | SagaView | RogueView;', ids)).toEqual([['scoundrel', 'saga', 'rogue']]);
    expect(gameLists('interface Views {\n  scoundrel: ScoundrelView;\n  saga: SagaView;\n  rogue: RogueView;\n}', ids)).toEqual([
      ['scoundrel', 'saga', 'rogue'],
    ]);
    expect(
      gameLists(
        "import { saga } from './games/saga/index.js';\nimport { rogue } from " +
          "'./games/rogue/index.js';\nimport { royale } from './games/royale/index.js';",
        ids,
      ),
    ).toEqual([]);
    expect(
      gameLists('// Scoundrel, Saga and Rogue Risus share it.\nconst text = "Scoundrel, then Saga for Risus, then Rogue Risus";', ids),
    ).toEqual([]);
    expect(gameLists('const order = { scoundrel: 0, assassin: 1, royale: canBeWon(solutions) };', ids)).toEqual([
      ['scoundrel', 'assassin', 'royale'],
    ]);
    expect(gameLists("const pair = ['saga', 'rogue'];\nconst one = { scoundrel: scoundrel.setup({ seed: 'saga' }) };", ids)).toEqual([]);
  });

  it('is given to the layers below, never imported by them: under src/, only the programs and the commands import it or src/commands/', () => {
    const importers = productFiles('src').filter(
      (path) =>
        !path.startsWith('src/commands/') &&
        /from '[^']*(\/catalog|\/commands\/[\w-]+)\.js'/.test(readFileSync(join(REPO_ROOT, path), 'utf8')),
    );
    expect(importers.sort()).toEqual(['src/deploy-commands.ts', 'src/main.ts']);
  });

  it("finds each game's picture by its id, and has no picture for a game it does not list", async () => {
    expect(Object.keys(picturesTakeTheirViews).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const module: { picture?: unknown } = await import(`../src/pictures/games/${id}.ts`);
      expect(module.picture, id).toBe(pictures[id]);
    }
    expect(modulesFor('src/pictures/games')).toEqual([...ids].sort());
  });

  it(
    "finds each game's sample positions by its id (the bench and `npm " + 'run pictures` draw them), and none for a game it does not list',
    async () => {
      for (const id of ids) {
        const game = await positionsOf(id);
        expect([typeof game.positions, typeof game.samples], id).toEqual(['function', 'function']);
      }
      expect(modulesFor('scripts/positions')).toEqual([...ids].sort());
    },
  );
});

describe('The modes', () => {
  it('are found by their ids as the games are: a duel and a race, each with its own board', () => {
    expect(findGame('race')?.id).toBe('race');
    expect(findUi('race')).toBe(raceUi);
    expect(findGame('duel')?.id).toBe('duel');
    expect(findUi('duel')?.blurb).toMatch(/duel|two/i);
    expect(findGame('nothing')).toBeUndefined();
  });

  it('are looked up with the games, by no special case of their own: no product source compares an id with the race id', () => {
    const special = PRODUCT.flatMap(productFiles).filter((path) =>
      /===\s*race\.id\b|race\.id\s*===/.test(readFileSync(join(REPO_ROOT, path), 'utf8')),
    );
    expect(special).toEqual([]);
  });
});
