/** `/saga recap` (src/discord/games/saga/recap.ts): who may have it, what `since` means, the story within Discord's limits. */
import { describe, expect, it } from 'vitest';
import { recapMessage, recapRefusal } from '../../src/discord/games/saga/recap.js';
import { parseSince } from '../../src/discord/games/saga/since.js';
import { type SagaAction, type SagaState, saga } from '../../src/games/saga/index.js';
import type { JournalEntry } from '../../src/sessions/table-journal.js';
import { ANN, BO, GM, table } from '../games/saga/helpers.js';
import { limitViolations } from '../helpers/limits.js';

const NOW = new Date('2026-11-28T21:00:00Z');
const OPENED = new Date('2026-11-28T19:00:00Z');

/** The journal of a stacked table played in turn, one move a minute from 20:00. */
function journalOf(state: SagaState, ...steps: [string, SagaAction][]): { state: SagaState; entries: JournalEntry[] } {
  let current = state;
  const entries: JournalEntry[] = [];
  steps.forEach(([actor, action], n) => {
    const outcome = saga.apply(current, action, actor);
    if (!outcome.ok) throw new Error(`${actor} ${action.type} refused: ${outcome.message}`);
    const text = saga.journal!(current, outcome.state, outcome.events);
    if (text !== null) entries.push({ v: n + 1, at: new Date(Date.UTC(2026, 10, 28, 20, n)).toISOString(), text });
    current = outcome.state;
  });
  return { state: current, entries };
}

const JOINS: [string, SagaAction][] = [
  [ANN, { type: 'join', player: ANN, member: 'Ann', name: 'Ann *the* [Bold](https://x.example)', cliches: [{ name: 'Poet', rating: 2 }] }],
  [BO, { type: 'join', player: BO, member: 'Bob', name: 'Sir Reginald', cliches: [{ name: 'Knight', rating: 4 }] }],
];
const CHECK: [string, SagaAction][] = [
  [GM, { type: 'check', player: BO, cliche: 'Knight', style: 'physical', target: 7, hidden: true }],
  [BO, { type: 'play', card: '4D' }],
];

describe('/saga recap: who may have it', () => {
  const seated = journalOf(table(), ...JOINS).state;
  it('gives the GM the recap privately or posted, a player privately only, and nobody else', () => {
    expect(recapRefusal(seated, GM, false)).toBeNull();
    expect(recapRefusal(seated, GM, true)).toBeNull();
    expect(recapRefusal(seated, ANN, false)).toBeNull();
    expect(recapRefusal(seated, ANN, true)).toMatch(/^Only the GM posts the recap to the channel.*Nothing was posted\.$/);
    expect(recapRefusal(seated, 'stranger', false)).toMatch(/^The recap is for the table's GM and players.*Nothing was posted\.$/);
  });

  it('refuses a member not at the table as such, whether they ask to read it or to post it', () => {
    expect(recapRefusal(seated, 'stranger', true)).toMatch(/^The recap is for the table's GM and players.*Nothing was posted\.$/);
  });

  it('lets the member handed the GM seat post it, and refuses the GM before them, no longer at the table', () => {
    const handed = saga.apply(seated, { type: 'gm', player: ANN, name: 'Ann' }, GM);
    if (!handed.ok) throw new Error(handed.message);
    expect(recapRefusal(handed.state, ANN, true)).toBeNull();
    expect(recapRefusal(handed.state, GM, false)).toMatch(/^The recap is for the table's GM and players/);
  });
});

describe('/saga recap: since', () => {
  const at = (text: string, zone = 'UTC') => {
    const moment = parseSince(text, NOW, zone);
    return typeof moment === 'string' ? moment : moment.toISOString();
  };
  it('reads a while ago, a time of day (the last time the clock showed it) and a date, in the server zone without an offset', () => {
    const readings: [text: string, zone: string, moment: string][] = [
      ['2h', 'UTC', '2026-11-28T19:00:00.000Z'],
      ['90m', 'UTC', '2026-11-28T19:30:00.000Z'],
      ['1h30m', 'UTC', '2026-11-28T19:30:00.000Z'],
      ['1d', 'UTC', '2026-11-27T21:00:00.000Z'],
      ['20:30', 'UTC', '2026-11-28T20:30:00.000Z'],
      ['22:15', 'UTC', '2026-11-27T22:15:00.000Z'],
      ['20:30', 'Europe/Berlin', '2026-11-28T19:30:00.000Z'],
      ['2026-11-28', 'UTC', '2026-11-28T00:00:00.000Z'],
      ['2026-11-28 20:30', 'UTC', '2026-11-28T20:30:00.000Z'],
      ['2026-11-28T20:30+01:00', 'UTC', '2026-11-28T19:30:00.000Z'],
      ['2026-11-28T20:30Z', 'Europe/Berlin', '2026-11-28T20:30:00.000Z'],
    ];
    for (const [text, zone, moment] of readings) expect(at(text, zone), `${text} in ${zone}`).toBe(moment);
  });
  it('takes the very moment of asking, and refuses the minute after it', () => {
    expect(at('0m')).toBe(NOW.toISOString());
    expect(at('2026-11-28T21:00Z')).toBe(NOW.toISOString());
    expect(at('2026-11-28T21:01Z')).toMatch(/^"2026-11-28T21:01Z" is still to come/);
  });

  it('reads a time of day as today when the clock has shown it, up to this very minute, and as yesterday from the next one', () => {
    expect(at('21:00')).toBe('2026-11-28T21:00:00.000Z');
    expect(at('21:01')).toBe('2026-11-27T21:01:00.000Z');
  });

  it('refuses a moment still to come and text that reads as no moment, saying what to type', () => {
    expect(at('2026-11-29')).toMatch(/^"2026-11-29" is still to come: give a moment that has passed, such as .*`2h`/);
    expect(at('2026-11-28T21:30')).toMatch(/still to come/);
    for (const text of ['yesterday', '25:00', '2026-02-30', '', 'h', '-2h', '2026-11-28Z'])
      expect(at(text)).toMatch(/^I can't read ".*" as a moment: give a while ago \(`2h`, `90m`, `1h30m`\), a time of day \(`20:30`\)/);
  });
});

describe('/saga recap: the story', () => {
  const evening = journalOf(table(['9C', '9D', '9H', '9S', '2C', '3C', '4D', '5H', '6D']), ...JOINS, ...CHECK, [GM, { type: 'resolve' }]);
  const input = { gmName: 'Gail', opened: OPENED, since: null, zone: 'UTC', story: { entries: evening.entries, keptFrom: 1 } };

  it('tells each entry in order at its time, names escaped, since the table opened', () => {
    const { embeds, files } = recapMessage(input);
    expect(files).toEqual([]);
    expect(embeds[0]?.title).toBe("📜 Recap · Gail's Saga table");
    expect(embeds[0]?.description).toBe(
      [
        `Since the table opened, <t:${OPENED.getTime() / 1000}:f>:`,
        // No link forms: a zero-width space breaks it.
        '<t:1795896000:t> Ann joins as Ann \\*the\\* \\[Bold\\](https:\u200b//x.example) (edge 2, hand of 4).',
        '<t:1795896060:t> Bob joins as Sir Reginald (edge 2, hand of 4).',
        "<t:1795896240:t> 🎯 Check for Bob's Sir Reginald, physical, meet or beat 7 (a hidden target until now): " +
          '4 (Knight) + 4♦ 4 = 8. Success.',
      ].join('\n'),
    );
  });

  it('tells a hidden target only once resolved', () => {
    const open = journalOf(table(['9C', '9D', '9H', '9S', '2C', '3C', '4D', '5H', '6D']), ...JOINS, ...CHECK);
    const told = recapMessage({ ...input, story: { entries: open.entries, keptFrom: 1 } }).embeds[0]?.description ?? '';
    expect(told).not.toContain('meet or beat');
    expect(told).not.toContain('Check');
  });

  it('starts at `since`, and says when older moves are no longer kept', () => {
    const since = new Date('2026-11-28T20:01:00Z');
    const { embeds } = recapMessage({ ...input, since, story: { entries: evening.entries, keptFrom: 300 } });
    expect(embeds[0]?.description?.split('\n')).toHaveLength(3);
    expect(embeds[0]?.description).toMatch(/^Since <t:1795896060:f>:\n<t:1795896060:t> Bob joins/);
    expect(embeds[0]?.footer).toBeUndefined();
    const all = recapMessage({ ...input, story: { entries: evening.entries, keptFrom: 300 } });
    expect(all.embeds[0]?.footer?.text).toBe('Older moves are no longer kept: a table keeps the story of its last 1,000 moves.');
    expect(recapMessage({ ...input, story: { entries: [], keptFrom: 1 } }).embeds[0]?.description).toMatch(/\nNothing was resolved/);
  });

  it('says older moves are gone only when some were dropped and the recap reaches back before the first kept', () => {
    const first = new Date(evening.entries[0]!.at);
    const footer = (keptFrom: number, since: Date | null) =>
      recapMessage({ ...input, since, story: { entries: evening.entries, keptFrom } }).embeds[0]?.footer?.text;
    const gone = 'Older moves are no longer kept: a table keeps the story of its last 1,000 moves.';
    expect(footer(1, null)).toBeUndefined();
    expect(footer(2, null)).toBe(gone);
    expect(footer(100, first)).toBeUndefined();
    expect(footer(100, new Date(first.getTime() - 1))).toBe(gone);
  });

  it('shows the latest entries of a long story within the embed limits and attaches the whole of it as recap.txt', () => {
    const long = Array.from({ length: 120 }, (_, n) => ({
      v: n + 1,
      at: new Date(Date.UTC(2026, 10, 28, 19, 0, n * 10)).toISOString(),
      text: `⚔️ Round ${n + 1} against Ogre: ${'Ann 2 (Poet) + 9♣ 9 = 11, meets it; '.repeat(3)}Ogre stays at rank 9.`,
    }));
    const { embeds, files } = recapMessage({ ...input, story: { entries: long, keptFrom: 1 } });
    expect(limitViolations({ embeds, components: [] })).toEqual([]);
    const lines = embeds[0]?.description?.split('\n') ?? [];
    expect(lines[1]).toMatch(/^… \d+ earlier entries are in the attached recap\.txt\.$/);
    expect(lines.at(-1)).toContain('Round 120 against Ogre');
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toBe('recap.txt');
    const text = files[0]?.attachment.toString('utf8').split('\n') ?? [];
    expect(text[0]).toBe("Recap of Gail's Saga table, since 2026-11-28 19:00 (times in UTC)");
    expect(text[2]).toBe(`2026-11-28 19:00  ${long[0]?.text}`);
    expect(text.filter((line) => line.includes('against Ogre'))).toHaveLength(120);
    // In the server's time zone when it set one: 19:00 UTC is 20:00 in Berlin in November.
    const berlin = recapMessage({ ...input, zone: 'Europe/Berlin', story: { entries: long, keptFrom: 1 } });
    const inBerlin = berlin.files[0]?.attachment.toString('utf8').split('\n') ?? [];
    expect(inBerlin[0]).toBe("Recap of Gail's Saga table, since 2026-11-28 20:00 (times in Europe/Berlin)");
    expect(inBerlin[2]).toBe(`2026-11-28 20:00  ${long[0]?.text}`);
  });
});
