/**
 * The words that send a reader somewhere still lead there: a comment naming a section of the README or
 * of a doc names a heading that exists, a link into a doc's section finds its heading, and no source or
 * doc names an issue or ticket number (git keeps the history). And README.md reads in an editor: no line
 * of it is over 120 characters (Biome pads a markdown table to its widest cell, so long cells go in lists).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../local-discord/index.js';

/** This file, left out of the scans: its examples break the rules on purpose. */
const THIS_FILE = 'test/docs-links.test.ts';

/** The widest line README.md may have. */
const README_WIDTH = 120;

/** The folders of source whose comments are read, and the kinds of file read there. */
const SOURCE_FOLDERS = ['src', 'scripts', 'sandbox', 'local-discord', 'test'];
const SOURCE_FILE = /\.(ts|mts|mjs|js|css|html)$/;
/** Folders never read: other people's text. */
const SKIPPED = new Set(['node_modules', 'discord-api-spec']);

/** Every file under `dir` (a path from the repository's root) whose name matches `name`. */
function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(join(REPO_ROOT, dir)).flatMap((entry) => {
    const path = `${dir}/${entry}`;
    if (SKIPPED.has(entry)) return [];
    if (statSync(join(REPO_ROOT, path)).isDirectory()) return filesUnder(path, name);
    return name.test(entry) && path !== THIS_FILE ? [path] : [];
  });
}

/** The docs a reader is sent to: README.md, CONTRIBUTING.md and docs/*.md. */
function docs(): string[] {
  return ['README.md', 'CONTRIBUTING.md', ...filesUnder('docs', /\.md$/)];
}

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

/** A markdown file's headings, without their `#`s. */
function headings(markdown: string): string[] {
  return [...markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((match) => match[1]!);
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The comments of a source file (block and line comments; a `//` inside a string is read too, which only errs on the strict side). */
function commentsOf(source: string): string {
  return [...source.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)].map((match) => match[0]).join('\n');
}

/**
 * The README sections a text names ("the README's Configuration", "README, Performance", `README
 * "Pictures"`) that are not headings of `readme`: a quoted name must be a heading; an unquoted one
 * must begin with one.
 */
function missingReadmeSections(text: string, readme: string): string[] {
  const known = headings(readme);
  return [...text.matchAll(/\bREADME(?:\.md)?(?:'s|’s)?[,:]?\s+(?:(["“])([^"”]+)["”]|([A-Z][^\n).;]*))/g)]
    .map((match) => ({ quoted: match[2], words: match[3] }))
    .filter(({ quoted, words }) => (quoted !== undefined ? !known.includes(quoted) : !known.some((heading) => words!.startsWith(heading))))
    .map(({ quoted, words }) => (quoted ?? words!).trim());
}

/** The sections a text names in quotes after a doc's path (`docs/running.md, "Shards"`) that `docOf` has no heading for. */
function missingDocSections(text: string, docOf: (path: string) => string | undefined): string[] {
  return [...text.matchAll(/\b(docs\/[\w-]+\.md)[,:]?\s+(?:\*\s+)?["“]([^"”]+)["”]/g)]
    .filter(([, path, section]) => {
      const doc = docOf(path!);
      return doc === undefined || !headings(doc).includes(section!.replace(/\s*\n\s*\*?\s*/g, ' '));
    })
    .map(([, path, section]) => `${path}, "${section}"`);
}

/** Issue, ticket and pull request numbers in words: "issues 15, 17", "ticket #4", "…/issues/3", "PR 7". */
const NAMED_NUMBERS = [/\b(?:issues?|tickets?|pull requests?)\b[\s*/#(:]*(?:no\.?\s*)?#?\d+/gi, /\bPRs?\b[\s#]*\d+/g];
/** A bare number after a hash in prose: "(#12)", "see #4". Read in docs and comments only, where no colour is written. */
const HASH_NUMBER = /(?:^|[\s([,;])#\d{1,5}(?=[\s),.;:\]]|$)/gm;

/** The issue or ticket numbers a text names; `prose` for docs and comments, where a bare `#12` counts too. */
function issueNumbers(text: string, prose: boolean): string[] {
  return [...NAMED_NUMBERS, ...(prose ? [HASH_NUMBER] : [])].flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => match[0].trim()),
  );
}

/** The links of a markdown file that point at a section: the file they lead to (resolved from `from`) and the anchor. */
function sectionLinks(from: string, markdown: string): { target: string; anchor: string }[] {
  const folder = from.includes('/') ? from.slice(0, from.lastIndexOf('/')) : '';
  return [...markdown.matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)].map(([, file, anchor]) => {
    if (!file) return { target: from, anchor: anchor! };
    const parts = (folder ? `${folder}/${file}` : file!).split('/');
    const resolved: string[] = [];
    for (const part of parts) {
      if (part === '..') resolved.pop();
      else if (part !== '.') resolved.push(part);
    }
    return { target: resolved.join('/'), anchor: anchor! };
  });
}

describe('Where the words send a reader', () => {
  const readme = read('README.md');
  const sources = SOURCE_FOLDERS.flatMap((dir) => filesUnder(dir, SOURCE_FILE));

  it('finds what it looks for in examples', () => {
    expect(missingReadmeSections('/** frees late (README, "Performance"). */', readme)).toEqual(['Performance']);
    expect(missingReadmeSections("see the README's Performance.", readme)).toEqual(['Performance']);
    expect(missingReadmeSections('README, Performance', readme)).toEqual(['Performance']);
    expect(missingReadmeSections("the README's Configuration lists them; its README names the version", readme)).toEqual([]);
    expect(missingDocSections('docs/rulings.md, "Saga rules for Risus"', () => '## Saga for Risus')).toEqual([
      'docs/rulings.md, "Saga rules for Risus"',
    ]);
    expect(missingDocSections('(docs/running.md,\n * "Shards")', () => '## Shards')).toEqual([]);
    expect(issueNumbers('Boards in channels (issues 15, 17, 21): one live board', true)).toEqual(['issues 15']);
    for (const named of ['fixed in (#12)', 'see ticket #4', 'https://github.com/o/r/issues/3', 'after PR 7'])
      expect(issueNumbers(named, true)).not.toEqual([]);
    expect(issueNumbers("fill: '#202225'; `#<integer>`; cell=#3; <#101>; the issue's trap", true)).toEqual([]);
    expect(issueNumbers('color: #000;', false)).toEqual([]);
    expect(anchorOf('What `npm run bench` measures')).toBe('what-npm-run-bench-measures');
    expect(anchorOf('The rasterizer, and why PNG')).toBe('the-rasterizer-and-why-png');
  });

  it('names only sections the README has, in every comment', () => {
    const found = sources.flatMap((path) => missingReadmeSections(commentsOf(read(path)), readme).map((name) => `${path}: ${name}`));
    expect(found).toEqual([]);
  });

  it("names only sections a doc has, in every comment and doc, when it quotes a doc's section", () => {
    const docOf = (path: string) => (docs().includes(path) ? read(path) : undefined);
    const found = [
      ...sources.flatMap((path) => missingDocSections(commentsOf(read(path)), docOf).map((name) => `${path}: ${name}`)),
      ...docs().flatMap((path) => missingDocSections(read(path), docOf).map((name) => `${path}: ${name}`)),
    ];
    expect(found).toEqual([]);
  });

  it('links only to sections that exist', () => {
    const broken = docs().flatMap((path) =>
      sectionLinks(path, read(path))
        .filter(({ target, anchor }) => !target.endsWith('.md') || !headings(read(target)).map(anchorOf).includes(anchor))
        .map(({ target, anchor }) => `${path}: ${target}#${anchor}`),
    );
    expect(broken).toEqual([]);
  });

  it('names no issue or ticket number, in any source or doc', () => {
    const found = [
      ...sources.flatMap((path) =>
        [...new Set([...issueNumbers(read(path), false), ...issueNumbers(commentsOf(read(path)), true)])].map((name) => `${path}: ${name}`),
      ),
      ...[...docs(), '.env.example', '.ci/run'].flatMap((path) => issueNumbers(read(path), true).map((name) => `${path}: ${name}`)),
    ];
    expect(found).toEqual([]);
  });

  it(`keeps every line of README.md within ${README_WIDTH} characters`, () => {
    const wide = readme
      .split('\n')
      .map((line, index) => ({ line: index + 1, width: [...line].length }))
      .filter(({ width }) => width > README_WIDTH);
    expect(wide).toEqual([]);
  });
});
