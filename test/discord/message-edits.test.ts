/**
 * The background edits of messages: one at a time per message, waiting ones merged (later fields win),
 * and an older edit never landing after the message got newer content by other means.
 */
import { describe, expect, it } from 'vitest';
import { MessageEdits } from '../../src/discord/boards/message-edits.js';

type Body = Record<string, string>;

/** A Discord whose edits of each message complete only when the test lets them. */
function heldDiscord() {
  const sent: { key: string; body: Body; signal: AbortSignal; done: (made: boolean) => void }[] = [];
  const landed: { key: string; body: Body }[] = [];
  const edits = new MessageEdits<Body>(
    (key, body, signal) =>
      new Promise<boolean>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
        sent.push({
          key,
          body,
          signal,
          done: (made) => {
            if (made && !signal.aborted) landed.push({ key, body });
            resolve(made);
          },
        });
      }),
    (older, newer) => ({ ...older, ...newer }),
  );
  return { edits, sent, landed };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Background edits of messages', () => {
  it('sends one edit of a message at a time, and merges those that wait into one', async () => {
    const { edits, sent, landed } = heldDiscord();
    const first = edits.edit('m1', { embeds: 'v1', components: 'buttons' });
    const second = edits.edit('m1', { embeds: 'v2' });
    const third = edits.edit('m1', { components: 'none' });
    const other = edits.edit('m2', { embeds: 'x' });
    await tick();
    expect(sent.map((s) => s.key)).toEqual(['m1', 'm2']);
    sent[0]!.done(true);
    expect(await first).toBe(true);
    await tick();
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatchObject({ key: 'm1', body: { embeds: 'v2', components: 'none' } });
    sent[2]!.done(true);
    sent[1]!.done(true);
    expect(await Promise.all([second, third, other])).toEqual([true, true, true]);
    expect(landed.map((l) => l.body)).toEqual([
      { embeds: 'v1', components: 'buttons' },
      { embeds: 'v2', components: 'none' },
      { embeds: 'x' },
    ]);
  });

  it('drops what waits and aborts what is on its way when the message gets newer content', async () => {
    const { edits, sent, landed } = heldDiscord();
    const onItsWay = edits.edit('m1', { embeds: 'v1' });
    const waiting = edits.edit('m1', { embeds: 'v2' });
    await tick();
    edits.supersede('m1');
    expect(sent[0]!.signal.aborted).toBe(true);
    expect(await Promise.all([onItsWay, waiting])).toEqual([true, true]);
    await tick();
    expect(sent).toHaveLength(1);
    expect(landed).toEqual([]);
    // The message takes edits again afterwards.
    const later = edits.edit('m1', { embeds: 'v4' });
    await tick();
    sent[1]!.done(true);
    expect(await later).toBe(true);
    expect(landed).toEqual([{ key: 'm1', body: { embeds: 'v4' } }]);
  });

  it('says an edit failed when Discord refused it', async () => {
    const { edits, sent } = heldDiscord();
    const refused = edits.edit('m1', { embeds: 'v1' });
    await tick();
    sent[0]!.done(false);
    expect(await refused).toBe(false);
  });
});
