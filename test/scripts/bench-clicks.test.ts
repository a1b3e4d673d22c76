/**
 * `npm run bench`, measure (c): the check that every board a click brings back carries its picture (or none with pictures off), and the
 * bot's time by thread.
 */
import { describe, expect, it } from 'vitest';
import type { StoredAttachment, StoredMessage } from '../../local-discord/index.js';
import { benchSeed, pictureProblem, threadUse } from '../../scripts/bench-clicks.js';
import { SEED_PATTERN } from '../../src/discord/play/start-game.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);

function attachment(id: string, overrides: Partial<StoredAttachment> = {}): StoredAttachment {
  return {
    id,
    filename: 'scoundrel-board.png',
    description: 'The room: Q♠, 5♦',
    contentType: 'image/png',
    size: PNG.length,
    url: `http://files/${id}`,
    ...overrides,
  };
}

function board(attachments: StoredAttachment[], image: string | null = 'attachment://scoundrel-board.png'): StoredMessage {
  return {
    id: '1',
    channelId: '2',
    guildId: '3',
    content: '',
    embeds: [{ title: 'Scoundrel', ...(image ? { image: { url: image } } : {}) }],
    components: [],
    flags: 0,
    ephemeral: false,
    interactionId: undefined,
    visibleTo: undefined,
    allowedMentions: undefined,
    attachments,
    createdAt: 0,
    editedAt: undefined,
    deleted: false,
  };
}

/** The local Discord's files: every id holds the PNG, but `missing`. */
const files = (data = PNG, missing = '') => ({
  attachmentFile: (id: string) => (id === missing ? undefined : { data, contentType: 'image/png' }),
});

describe('npm run bench (c): the picture check', () => {
  it('passes a board with one new PNG shown as the embed image, and a board without any with pictures off', () => {
    expect(pictureProblem(files(), board([attachment('a2')]), true, 'a1')).toBeNull();
    expect(pictureProblem(files(), board([attachment('a1')]), true, undefined)).toBeNull();
    expect(pictureProblem(files(), board([], null), false, undefined)).toBeNull();
  });

  it('counts every way a picture can fail to arrive', () => {
    expect(pictureProblem(files(), board([], null), true, 'a1')).toMatch(/0 attachments/);
    expect(pictureProblem(files(), board([attachment('a2'), attachment('a3')]), true, 'a1')).toMatch(/2 attachments/);
    expect(pictureProblem(files(), board([attachment('a2', { description: undefined })]), true, 'a1')).toMatch(/alt text/);
    expect(pictureProblem(files(), board([attachment('a2', { contentType: 'image/webp' })]), true, 'a1')).toMatch(/type/);
    expect(pictureProblem(files(), board([attachment('a2')], null), true, 'a1')).toMatch(/embed does not show/);
    expect(pictureProblem(files(), board([attachment('a1')]), true, 'a1')).toMatch(/without a new picture/);
    expect(pictureProblem(files(PNG, 'a2'), board([attachment('a2')]), true, 'a1')).toMatch(/did not arrive/);
    expect(pictureProblem(files(Buffer.alloc(PNG.length)), board([attachment('a2')]), true, 'a1')).toMatch(/did not arrive as a PNG/);
    const big = Buffer.concat([PNG, Buffer.alloc(200 * 1024)]);
    expect(pictureProblem(files(big), board([attachment('a2', { size: big.length })]), true, 'a1')).toMatch(/over 200 KB/);
    expect(pictureProblem(files(), board([attachment('a2')]), false, 'a1')).toMatch(/pictures are off/);
  });
});

describe('npm run bench (c): the time by thread', () => {
  it('gives each thread what it used between the readings, busiest first, naming the main thread and the background ones (nice 10)', () => {
    const before = new Map([
      ['100', { ms: 1_000, nice: 0 }],
      ['101', { ms: 50, nice: 0 }],
      ['102', { ms: 10, nice: 10 }],
      ['103', { ms: 5, nice: 0 }],
    ]);
    const after = new Map([
      ['100', { ms: 1_300, nice: 0 }],
      ['101', { ms: 450, nice: 0 }],
      ['102', { ms: 210, nice: 10 }],
      ['103', { ms: 5, nice: 0 }],
      ['104', { ms: 40, nice: 0 }],
    ]);
    expect(threadUse(100, before, after)).toEqual([
      { thread: 'other', ms: 400 },
      { thread: 'main', ms: 300 },
      { thread: 'background', ms: 200 },
      { thread: 'other', ms: 40 },
    ]);
  });

  it('deals every run from a seed the bot takes, a different one for each run', () => {
    const seeds = Array.from({ length: 1000 }, (_, n) => benchSeed(n));
    expect(seeds.every((seed) => SEED_PATTERN.test(seed))).toBe(true);
    expect(new Set(seeds).size).toBe(1000);
  });
});
