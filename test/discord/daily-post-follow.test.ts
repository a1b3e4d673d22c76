/**
 * A server's daily post following its members' runs (src/discord/daily/daily-post.ts, `followDailyRun`): a
 * ranked run of a daily in a server asks for an edit of the server's post, no other run does; the post of
 * today's deals is brought up to date until the last millisecond of its day (UTC), and from midnight it is
 * left as it is, the next day's post giving the final places.
 */
import type { Client } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/discord/context.js';
import { followDailyRun } from '../../src/discord/daily/daily-post.js';
import { scoundrel } from '../../src/games/scoundrel/index.js';
import type { Session } from '../../src/sessions/session.js';
import { sessionOf } from '../helpers/session.js';

const GUILD = '900000000000000001';

/** A run of Scoundrel in the server: the daily of 2026-11-22 and ranked unless said otherwise. */
function runOf(fields: Partial<Session> = {}): Session {
  return sessionOf('scoundrel', scoundrel.setup({ seed: 'follow' }), { guildId: GUILD, daily: '2026-11-22', ...fields });
}

/** Follows `run` at `at`: the servers whose post it asked to edit, and what each edit did when made. */
async function follow(run: Session, at: string): Promise<{ asked: string[]; edits: string[] }> {
  const asked: string[] = [];
  const pending: (() => Promise<unknown>)[] = [];
  const edits: string[] = [];
  const ctx = {
    now: () => new Date(at),
    dailyStandings: {
      touch: (key: string, edit: () => Promise<unknown>) => {
        asked.push(key);
        pending.push(edit);
      },
    },
    dailyPosts: {
      messageOf: async () => ({ dealsDate: '2026-11-22', channelId: '800000000000000001', messageId: '700000000000000001', roleId: null }),
    },
  };
  // Whatever else is asked of the context is for drawing the post anew: that is where a test of it stops.
  const drawing = new Proxy(ctx, {
    get: (held, name) => {
      if (name in held) return held[name as keyof typeof held];
      throw new Error('the post is drawn anew');
    },
  });
  const client = { rest: { patch: async () => void edits.push('patched') } };
  followDailyRun(client as unknown as Client, drawing as unknown as BotContext, run);
  for (const edit of pending)
    edits.push(
      await edit().then(
        () => 'left as it is',
        (error: Error) => error.message,
      ),
    );
  return { asked, edits };
}

describe("Discord: a server's daily post following its members' runs", () => {
  it('brings the post of today’s deals up to date at 23:59:59.999 of its day, and leaves it from midnight', async () => {
    expect(await follow(runOf(), '2026-11-22T23:59:59.999Z')).toEqual({ asked: [GUILD], edits: ['the post is drawn anew'] });
    expect(await follow(runOf(), '2026-11-23T00:00:00.000Z')).toEqual({ asked: [GUILD], edits: ['left as it is'] });
  });

  it('follows a ranked daily run in a server, and no unranked one, no run outside a server and no other deal', async () => {
    const at = '2026-11-22T12:00:00Z';
    for (const run of [runOf({ ranked: false }), runOf({ guildId: null }), runOf({ daily: null })])
      expect(await follow(run, at)).toEqual({ asked: [], edits: [] });
  });
});
