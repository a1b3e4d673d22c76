/**
 * What `/settings` says of the daily post (where, when, the next post, what went wrong with the last
 * one), and how Discord's refusals of a post become the reason an admin is shown.
 */
import { DiscordAPIError } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { refusalReason } from '../../src/discord/daily/daily-post.js';
import { dailyPostLines } from '../../src/discord/daily/daily-post-settings.js';

const setting = { channelId: '101', roleId: '202', hour: 9, timeZone: 'Europe/Berlin' };
const next = new Date('2026-11-29T08:00:00Z');

/** Discord's refusal with `code`, as discord.js throws it. */
function refusal(code: number, status: number): DiscordAPIError {
  return new DiscordAPIError({ code, message: 'refused' }, code, status, 'POST', '/channels/101/messages', { body: {} });
}

describe('Discord: the daily post in /settings', () => {
  it('says where and when the post goes, and when the next one is', () => {
    expect(dailyPostLines(setting, next, null)).toEqual([
      'Daily post: in <#101> at 09:00 Europe/Berlin, pinging <@&202>.',
      `Next post: <t:${next.getTime() / 1000}:F> (<t:${next.getTime() / 1000}:R>).`,
      'Change it with `daily-channel`, `daily-role`, `daily-hour` and `timezone`; `daily-channel:none` turns it off.',
    ]);
    expect(dailyPostLines(null, null, null)[0]).toMatch(/^Daily post: off\. Turn it on with/);
  });

  it('says what went wrong with the last post, and nothing when it went out', () => {
    const failed = { localDate: '2026-11-28', at: '2026-11-28T08:00:00.000Z', failure: 'its channel no longer exists' };
    expect(dailyPostLines(setting, next, failed)).toContain(
      '⚠️ The post of 2026-11-28 failed: its channel no longer exists. Fix ' +
        'that or choose another channel; the next post is tried at its hour.',
    );
    expect(dailyPostLines(setting, next, { ...failed, failure: null }).join('\n')).not.toContain('failed');
  });

  it("words Discord's refusals of a post for an admin, and leaves other failures to the log", () => {
    expect(refusalReason(refusal(10003, 404))).toBe('its channel no longer exists');
    expect(refusalReason(refusal(50001, 403))).toBe('the bot can no longer see its channel');
    expect(refusalReason(refusal(50013, 403))).toMatch(/^the bot may not post in its channel/);
    expect(refusalReason(refusal(50035, 400))).toBeNull();
    expect(refusalReason(new Error('socket hang up'))).toBeNull();
  });
});
