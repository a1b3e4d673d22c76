/**
 * The bench's measure (p): a server plays its daily together, through the local Discord and the real bot
 * process (`npm start`). The server's daily post goes out in its channel (the bot's clock moved on to the
 * hour), then every member (100 by default) presses Scoundrel on it and plays today's deal on their own
 * private board, each clicking once every two seconds: a move (the cheapest as its button reads), "Make
 * the move" when the run asks before a move that ends it, and the post's Scoundrel again once their run is
 * over (their board brought back, as a finished player looks at it). Each member's first press, before
 * the clicks start, is checked but not timed. Each click's time is the local Discord's, from the
 * interaction sent to the bot's callback arriving; every board that comes back is checked for its picture
 * as in (c). Meanwhile it counts the edits of the daily post (its live standings), the least time between
 * two of them, and how far the post lags behind a move: the time from a move's answer to its next edit.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StoredMessage, type TestUser, users } from '../local-discord/index.js';
import { boardTally, type ClickBenchSetup, type ClicksResult, timedBoardClicks, watchEdits, withBenchBot } from './bench-clicks.js';
import { benchMembers, memberGuild, moveOf } from './bench-race.js';

/** How to run (p). */
export interface DailyClicksOptions extends ClickBenchSetup {
  /** Members playing the daily. */
  members: number;
  /** Clicks a second of each member. */
  rate: number;
}

/** What (p) saw: the clicks as (c) reports them, and the daily post's edits. */
export interface DailyClicksResult extends Omit<ClicksResult, 'runsEnded' | 'coachLatencies' | 'moveLatencies' | 'lastMoveLatencies'> {
  /** The daily post's edits during the clicks. */
  postEdits: number;
  /** The least time between two edits of the post (ms). */
  leastEditGapMs: number;
  /** The longest time from a move's answer to the post's next edit (ms). */
  mostBehindMs: number;
  /** Members whose run was over by the end. */
  finished: number;
}

const CHANNEL_ID = '1100000000000903000';
const HOUR = 3_600_000;

/** (p): see the file's comment. */
export async function dailyClicks(options: DailyClicksOptions): Promise<DailyClicksResult> {
  const members = benchMembers(options.members, 'player', 1_100_000_000_000_904_000n);
  const dir = mkdtempSync(join(tmpdir(), 'bench-daily-'));
  const clockFile = join(dir, 'clock-offset');
  writeFileSync(clockFile, '0');
  const env = { CLOCK_OFFSET_FILE: clockFile, WORK_INTERVAL_MS: '200' };
  try {
    return await withBenchBot(memberGuild(CHANNEL_ID, 'daily', members), CHANNEL_ID, { ...options, env }, async (discord, bot) => {
      const tally = boardTally(discord, options.pictures);
      const { fail, check, timed, boards } = tally;

      // The daily post at the next full UTC hour, the bot's clock moved on to it.
      const hour = (new Date().getUTCHours() + 1) % 24;
      const set = await discord.run({
        user: users.olga,
        channelId: CHANNEL_ID,
        name: 'settings',
        options: { 'daily-channel': CHANNEL_ID, 'daily-hour': hour, timezone: 'UTC' },
      });
      if (!set.message?.content.includes('Daily post: in')) throw new Error(`/settings refused: ${set.message?.content ?? ''}`);
      writeFileSync(clockFile, String(HOUR - (Date.now() % HOUR) + 1_000));
      const post = await new Promise<StoredMessage>((resolve) => {
        const stop = discord.onMessage((change) => {
          if (change.kind === 'created' && change.message.embeds[0]?.title?.startsWith('Daily deals')) {
            stop();
            resolve(change.message);
          }
        });
      });
      const scoundrel = discord.buttons(post).find((b) => b.label === 'Scoundrel')?.customId;
      if (!scoundrel) throw new Error('the daily post has no Scoundrel');

      const edited = watchEdits(discord, post.id);
      const over = new Set<string>();

      /** One click of a member: the post's Scoundrel when they have no board or their run is over, else a move (and "Make the move"). */
      const play = async (user: TestUser) => {
        const board = boards.get(user.id);
        const customId = board ? moveOf(discord, board) : undefined;
        if (!board || !customId) {
          if (board) over.add(user.id);
          return check(user, timed(await discord.press({ user, message: post, customId: scoundrel }, { timeoutMs: 60_000 })).message);
        }
        await tally.move(user, board, customId);
      };

      // Each member deals their board first: the first drawings warm the bot up.
      const { edits, ...clicked } = await timedBoardClicks(bot, tally, edited, members, options, play);
      if (/[♠♥♦♣]|daily-\d{8}/.test(JSON.stringify(discord.message(post.id)))) fail('the post shows a card or the seed');
      return { ...clicked, postEdits: edits, finished: over.size };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
