/**
 * A daily post that cannot be made, end to end: the bot loses the permission to post in its channel,
 * then the channel is deleted. `/settings` says what is wrong at once; at the hour the post is tried
 * once, fails without crashing the bot or trying again in a loop, is logged, and `/settings` names the
 * failure; the next day it is tried once more, and fails the same way.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, OTHER_CHANNEL_ID, users } from '../../local-discord/index.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();
/** What the test has moved the bot's clock on by. */
let moved = 0;

/** Moves the bot's clock to `minutes` past the UTC midnight `days` days after today's (the bot's). */
function moveTo(days: number, minutes: number): void {
  const now = Date.now() + moved;
  const day = new Date(now);
  const target = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days) + minutes * 60_000;
  moved += target - now;
  env.moveClock(target - now);
}

function settings(options: Record<string, string | number> = {}) {
  return env.discord.run({ user: users.olga, channelId: CHANNEL_ID, name: 'settings', options });
}

/** The bot's tries to post in the daily post's channel. */
const tries = () =>
  env.discord.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/channels/${OTHER_CHANNEL_ID}/messages`)).length;

describe('End to end: a daily post that cannot be made', () => {
  it('says what is wrong, logs the failure once, and neither crashes nor tries again in a loop', async () => {
    moveTo(1, 30);
    const set = await settings({ 'daily-channel': OTHER_CHANNEL_ID, 'daily-hour': 1, timezone: 'UTC' });
    expect(set.message?.content).not.toContain('⚠️');

    // The bot loses View Channel there: /settings says so before the post is due.
    env.discord.hideChannelFromBot(OTHER_CHANNEL_ID);
    await expect
      .poll(async () => (await settings()).message?.content, { timeout: 5_000 })
      .toContain(`⚠️ The next post cannot be made: I may no longer post in <#${OTHER_CHANNEL_ID}>`);

    moveTo(0, 61);
    await expect.poll(tries, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(tries()).toBe(1);
    expect(env.bot.stdout() + env.bot.stderr()).toMatch(/daily post of \d{4}-\d{2}-\d{2} in server \d+ failed/);
    const failed = (await settings()).message?.content ?? '';
    expect(failed).toMatch(/⚠️ The post of \d{4}-\d{2}-\d{2} failed: the bot can no longer see its channel\./);

    // The channel is deleted: /settings says so; the next day's post is tried once, and fails for that.
    env.discord.deleteChannel(OTHER_CHANNEL_ID);
    await expect
      .poll(async () => (await settings()).message?.content, { timeout: 5_000 })
      .toContain('⚠️ The next post cannot be made: its channel no longer exists.');
    moveTo(1, 61);
    await expect.poll(tries, { timeout: 10_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(tries()).toBe(2);
    expect((await settings()).message?.content).toMatch(/⚠️ The post of \d{4}-\d{2}-\d{2} failed: its channel no longer exists\./);
  }, 60_000);
});
