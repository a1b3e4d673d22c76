/**
 * A replay's captions: each frame says under the board, in one line, what was done to reach it: "The deal", then
 * what each move narrated (the events its board's log showed), or the move's kind when it narrated nothing. The
 * line reads at Discord's width, and one too long is cut with "…" standing for its full text.
 */
import { describe, expect, it } from 'vitest';
import { randomRun } from '../../scripts/replay-runs.js';
import { boardScene } from '../../src/discord/pictures/board-scene.js';
import { replay, replayFrames } from '../../src/engine/replay.js';
import { royale } from '../../src/games/royale/index.js';
import { scoundrel } from '../../src/games/scoundrel/index.js';
import { captioned } from '../../src/pictures/replay-caption.js';
import { stack } from '../games/scoundrel/helpers.js';
import { readabilityProblems } from './readability.js';
import { find, texts } from './scene-query.js';

const deck = stack(['9S', '8D', '5H', '10S', 'QC', '2D', '3H', 'AS']);
const actions = [
  { type: 'face', card: '8D' },
  { type: 'face', card: '9S', weapon: true },
  { type: 'face', card: '5H' },
  { type: 'avoid' },
  { type: 'face', card: 'AS' },
];

describe("a replay's captions", () => {
  it('say what each move narrated, after the deal, for a stacked dungeon', () => {
    const replayed = replayFrames(scoundrel, { seed: 'captions', deck }, actions);
    if (!replayed.ok) throw new Error(replayed.reason);
    expect(replayed.frames.map((frame) => frame.caption)).toEqual([
      'The deal',
      'You equip the 8 of Diamonds.',
      'You slay the 9 of Spades with the 8 of Diamonds and take 1 damage.',
      'The 5 of Hearts heals you for 1.',
      'You avoid the room; its cards go to the bottom of the dungeon.',
      'The Ace of Spades hits you for 14 as you fight it barehanded.',
    ]);
    // The very lines the moves narrated, in order.
    const told = replay(scoundrel, { seed: 'captions', deck }, actions);
    expect(told.ok && told.events.map((event) => event.text)).toEqual(replayed.frames.slice(1).map((frame) => frame.caption));
  });

  it("give a move that narrates nothing its kind, and a move's several events on one line", () => {
    const run = randomRun(royale, 'captions-royale', 40);
    const replayed = replayFrames(royale, { seed: run.seed }, run.actions);
    if (!replayed.ok) throw new Error(replayed.reason);
    const retreat = run.actions.findIndex((action) => (action as { type: string }).type === 'retreat');
    expect(retreat).toBeGreaterThan(0);
    expect(replayed.frames[retreat + 1]!.caption).toBe('Retreat');
    const beaten = replayed.frames.find((frame) => / beats you\. Retreat!$/.test(frame.caption));
    expect(beaten?.caption).toMatch(/^Round \d+: \d+ against \d+(?: \(ties lose\))?, you lose a die\. .+ beats you\. Retreat!$/);
  });

  it("are drawn under the board, on one line readable at Discord's width, a long one cut with its full text marked", async () => {
    const replayed = replayFrames(scoundrel, { seed: 'captions', deck }, actions);
    if (!replayed.ok) throw new Error(replayed.reason);
    const board = await boardScene('scoundrel', replayed.frames[2]!.view);
    const frame = captioned(board, replayed.frames[2]!.caption);
    expect(frame.width).toBe(board.width);
    expect(frame.height).toBeGreaterThan(board.height);
    const [caption] = find(frame, { caption: 'You slay the 9 of Spades with the 8 of Diamonds and take 1 damage.' });
    expect(caption?.node.y).toBe(board.height);
    expect(texts(caption!.node)).toEqual(['You slay the 9 of Spades with the 8 of Diamonds and take 1 damage.']);
    expect(readabilityProblems(frame)).toEqual([]);

    const long = `${'Round 4: 6 against 1, Nasty Sneaky Lion loses a die. The guard is beaten. '.repeat(2)}The opponent: Frato Poofwand.`;
    const cut = captioned(board, long);
    const [line] = texts(find(cut, { caption: long })[0]!.node);
    expect(line).toMatch(/^Round 4: 6 against 1, .+…$/);
    expect(find(cut, { full: long })).toHaveLength(1);
    expect(readabilityProblems(cut)).toEqual([]);
  });

  it('spell out the tarot cards and signs the font cannot draw', async () => {
    const board = await boardScene('scoundrel', scoundrel.view(scoundrel.setup({ seed: 'captions', deck })));
    const frame = captioned(board, 'You read the Kn🪙 scroll. Ability roll for the Censer: 4 ≥ 4, it works.');
    expect(texts(frame).at(-1)).toBe('You read the Knight of Pentacles scroll. Ability roll for the Censer: 4 >= 4, it works.');
  });
});
