/**
 * What `/settings` says of the daily post (where, when, the next post, what went wrong with the last
 * one), how Discord's refusals of a post become the reason an admin is shown, and the hour it takes
 * (0 to 23, and not one more either side).
 */
import { type APIApplicationCommandIntegerOption, type ChatInputCommandInteraction, DiscordAPIError, type Guild } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { settingsCommand } from '../../src/commands/settings.js';
import { refusalReason } from '../../src/discord/daily/daily-post.js';
import { dailyPostLines, readDailyPost } from '../../src/discord/daily/daily-post-settings.js';

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

/** `/settings daily-hour:<hour>` alone, as Discord delivers it (the other options left out). */
function settingHour(hour: number): ChatInputCommandInteraction {
  const options = { getString: () => null, getRole: () => null, getInteger: (name: string) => (name === 'daily-hour' ? hour : null) };
  return { options } as unknown as ChatInputCommandInteraction;
}

describe('Discord: the daily post’s hour', () => {
  it('is 0 to 23: both ends are taken, one hour outside either is refused', () => {
    // The post as set before; changing only the hour looks at no channel or role of the server.
    const current = { channelId: '101', roleId: null, hour: 9, timeZone: 'Europe/Berlin' };
    const read = (hour: number) => readDailyPost(settingHour(hour), {} as Guild, current);
    expect(read(0)).toEqual({ ...current, hour: 0 });
    expect(read(23)).toEqual({ ...current, hour: 23 });
    expect(read(-1)).toEqual({ refused: '`daily-hour` is an hour from 0 to 23.' });
    expect(read(24)).toEqual({ refused: '`daily-hour` is an hour from 0 to 23.' });
  });

  it('is registered with Discord as 0 to 23', () => {
    const hour = settingsCommand.data.toJSON().options?.find((option) => option.name === 'daily-hour');
    expect(hour).toMatchObject({ min_value: 0, max_value: 23 } satisfies Partial<APIApplicationCommandIntegerOption>);
  });
});
