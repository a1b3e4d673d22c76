import { describe, expect, it } from 'vitest';
import { unlinked, userLabel, userText } from '../../src/discord/render/text.js';
import { liveLinksAndMentions } from '../helpers/live-links.js';

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

  it.each([
    '[Click me](https://e.vil)',
    'see https://e.vil/a_b_ now',
    '<https://e.vil>',
    '[x](<http://e.vil>)',
    'HTTPS://E.VIL',
    '<steam://run/1>',
  ])('keeps %s as typed but unable to link: in markdown, in a label, and quoted in a message of the bot', (typed) => {
    const shown = [
      { where: 'markdown', text: userText(`Sir ${typed}`), markdown: true },
      { where: 'between bot brackets', text: `[${userText(typed)}] (4)`, markdown: true },
      { where: 'label', text: userLabel(`Sir ${typed}`, 100), markdown: false },
      { where: 'quoted', text: unlinked(`Nobody answers to "${typed}".`), markdown: true },
    ];
    expect(liveLinksAndMentions(shown)).toEqual([]);
    expect(shown[2]!.text.replaceAll('\u200b', '')).toBe(`Sir ${typed}`);
  });

  it('leaves labels unescaped, since Discord shows them as typed', () => {
    expect(userLabel('**Bo** @everyone', 100)).toBe('**Bo** @\u200beveryone');
  });

  it('cuts long text with an ellipsis inside the limit', () => {
    expect(userText('a'.repeat(300), 100)).toHaveLength(100);
  });
});
