import { describe, expect, it } from 'vitest';
import { BoardDesk } from '../../src/discord/boards/boards.js';
import type { Session } from '../../src/sessions/session.js';

const CHANNEL = '100000000000000001';
const at = (version: number, id = 'g1', channelId = CHANNEL) => ({ id, version, channelId }) as Session;

/** A desk over a "cache" whose newest copies the test sets. */
function deskWith(newest: Map<string, Session>) {
  return new BoardDesk({
    newest: (s) => {
      const n = newest.get(s.channelId);
      return n && n.id === s.id && n.version > s.version ? n : s;
    },
  });
}

describe('Discord: the board desk', () => {
  it('never draws a board older than the newest copy of the game: a slow answer draws the newest instead', async () => {
    const newest = new Map<string, Session>();
    const desk = deskWith(newest);
    newest.set(CHANNEL, at(5));
    const drawn: number[] = [];
    await desk.send(at(4), async (s) => drawn.push(s.version));
    await desk.send(at(5, 'g2'), async (s) => drawn.push(s.version));
    expect(drawn).toEqual([5, 5]);
  });

  it("sends one channel's boards one at a time, in order, and other channels' alongside", async () => {
    const desk = deskWith(new Map());
    const events: string[] = [];
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow = desk.send(at(1), async () => {
      events.push('1 starts');
      await gate;
      events.push('1 ends');
    });
    const queued = desk.send(at(2), async () => void events.push('2'));
    const elsewhere = desk.send(at(1, 'g9', '100000000000000009'), async () => void events.push('other channel'));
    await elsewhere;
    expect(events).toEqual(['1 starts', 'other channel']);
    open();
    await Promise.all([slow, queued]);
    expect(events).toEqual(['1 starts', 'other channel', '1 ends', '2']);
  });
});
