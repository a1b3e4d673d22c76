import { describe, expect, it } from 'vitest';
import { userText } from '../../src/discord/render/text.js';

/** The forms Discord turns into a ping or a link: every one must come out defused. */
const MENTIONS: [string, RegExp][] = [
  ['@everyone', /(^|[^\u200b])@everyone/],
  ['@here', /(^|[^\u200b])@here/],
  ['<@123456789012345678>', /<@\d/],
  ['<@!123456789012345678>', /<@!\d/],
  ['<@&123456789012345678>', /<@&\d/],
  ['<#123456789012345678>', /<#\d/],
  ['</saga join:123456789012345678>', /<\/saga/],
];

describe('Discord: user text in messages', () => {
  it.each(MENTIONS)('defuses %s so it can ping nobody and link nothing', (typed, live) => {
    const shown = userText(`Sir ${typed} the Bold`);
    expect(shown).not.toMatch(live);
    expect(shown.replaceAll('\u200b', '')).toContain(typed);
  });

  it('escapes markdown so a name cannot bold, italicise, strike or code the board', () => {
    expect(userText('**Bo** _x_ ~~y~~ `z` > q')).toBe('\\*\\*Bo\\*\\* \\_x\\_ \\~\\~y\\~\\~ \\`z\\` > q');
  });

  it('cuts long text with an ellipsis inside the limit', () => {
    expect(userText('a'.repeat(300), 100)).toHaveLength(100);
  });
});
