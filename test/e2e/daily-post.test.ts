/**
 * The daily post end to end, on the bot's clock moved on by the test: `/settings` refuses what the bot
 * could not use (a channel it cannot see, a role it may not mention, @everyone, an unknown zone, a
 * member without Manage Server) and changes nothing; once set, the post goes out at the hour, pinging
 * the role and nobody else; its buttons start the day's deal for whoever presses them (refused
 * privately in a busy channel, pointing elsewhere); the next day's post names yesterday's winners and
 * reveals yesterday's seeds; a bot down over the hour posts once when it is back.
 */
import { describe, expect, it } from 'vitest';
import {
  CHANNEL_ID,
  DAILY_ROLE_ID,
  GUILD_ID,
  MODERATOR_ROLE_ID,
  OTHER_CHANNEL_ID,
  STAFF_CHANNEL_ID,
  type TestUser,
  users,
} from '../../local-discord/index.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import { dailyPosts } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const moveClock = (ms: number) => env.moveClock(ms);
const botNow = () => env.now();

function settings(options: Record<string, string | number> = {}, user: TestUser = users.olga) {
  return env.discord.run({ user, channelId: CHANNEL_ID, name: 'settings', options });
}

/** The daily posts the bot has made in the post's channel. */
const posts = () => dailyPosts(env.discord, OTHER_CHANNEL_ID);

/** The bot's time of day in Berlin: [hour, minute, second]. */
function berlinTime(): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(botNow());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [part('hour'), part('minute'), part('second')];
}

/**
 * Moves the bot's clock on to the next 06:00 in Berlin, so that the hours the tests set and the days they
 * move on never wrap past midnight, whatever time of day the tests run at.
 */
function moveToBerlinMorning(): void {
  const [hour, minute, second] = berlinTime();
  moveClock(DAY - (((hour - 6 + 24) % 24) * HOUR + minute * 60_000 + second * 1000));
}

/** The next post's time, read from what `/settings` says. */
function nextPostAt(content: string | undefined): number {
  const seconds = /Next post: <t:(\d+):F>/.exec(content ?? '')?.[1];
  if (!seconds) throw new Error(`no next post in: ${content}`);
  return Number(seconds) * 1000;
}

describe('End to end: the daily post', () => {
  it('refuses, privately, what the bot could not use, and changes nothing', async () => {
    const refusals: [Record<string, string | number>, RegExp, TestUser?][] = [
      [{ 'daily-channel': OTHER_CHANNEL_ID, 'daily-hour': 9 }, /Only members with Manage Server/, users.alice],
      [
        { 'daily-channel': STAFF_CHANNEL_ID, 'daily-hour': 9 },
        /I cannot post in <#\d+>: I need View Channel, Send Messages and Embed Links/,
      ],
      [{ 'daily-channel': 'no-such-channel', 'daily-hour': 9 }, /There is no text channel `no-such-channel` that I can see here/],
      [
        { 'daily-channel': OTHER_CHANNEL_ID, 'daily-hour': 9, 'daily-role': MODERATOR_ROLE_ID },
        /I may not mention <@&\d+>: make it mentionable/,
      ],
      [{ 'daily-channel': OTHER_CHANNEL_ID, 'daily-hour': 9, 'daily-role': GUILD_ID }, /pings a role, not @everyone/],
      [{ 'daily-channel': OTHER_CHANNEL_ID, 'daily-hour': 9, timezone: 'Mars/Olympus' }, /`Mars\/Olympus` is not a time zone I know/],
      [{ 'daily-channel': OTHER_CHANNEL_ID }, /A daily post needs a channel and an hour/],
    ];
    for (const [options, reason, user] of refusals) {
      const answer = await settings(options, user);
      expect(answer.ephemeral).toBe(true);
      expect(answer.message?.content).toMatch(reason);
      expect(answer.message?.content).toMatch(/Nothing was changed\./);
    }
    const shown = await settings();
    expect(shown.message?.content).toContain('Daily post: off.');
    // The channel's suggestions are those the bot can post in, and `none`.
    const suggested = await env.discord.suggest({ user: users.olga, channelId: CHANNEL_ID, name: 'settings', focused: 'daily-channel' });
    expect(suggested.map((choice) => choice.name)).toEqual(['none (no daily post)', '#game-table', '#second-table']);
  });

  it('posts at the hour, pinging the role only; its buttons start the ' +
    'day for whoever presses them; a finished run shares its line', async () => {
    // Two hours on in Berlin, so the post is between one and two hours ahead.
    moveToBerlinMorning();
    const hour = berlinTime()[0] + 2;
    const set = await settings({
      'daily-channel': OTHER_CHANNEL_ID,
      'daily-role': DAILY_ROLE_ID,
      'daily-hour': hour,
      timezone: 'europe/berlin',
    });
    expect(set.ephemeral).toBe(true);
    expect(set.message?.content).toContain(
      `Daily post: in <#${OTHER_CHANNEL_ID}> at ${String(hour).padStart(2, '0')}:00 Europe/Berlin, pinging <@&${DAILY_ROLE_ID}>.`,
    );
    expect(set.message?.allowedMentions).toEqual({ parse: [] });
    const at = nextPostAt(set.message?.content);
    expect(at - botNow().getTime()).toBeGreaterThan(HOUR - 60_000);

    moveClock(at - botNow().getTime() - 5_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(posts()).toEqual([]);
    moveClock(6_000);
    await expect.poll(() => posts().length, { timeout: 10_000 }).toBe(1);
    const post = posts()[0]!;
    const today = new Date(at).toISOString().slice(0, 10);
    expect(post.content).toBe(
      `<@&${DAILY_ROLE_ID}> The daily deals of ${today} are out: one ranked attempt each, the same deals in every server.`,
    );
    expect(post.allowedMentions).toEqual({ parse: [], roles: [DAILY_ROLE_ID] });
    expect(env.discord.buttons(post).map((b) => b.label)).toEqual(['Scoundrel', 'Royal Assassin', 'Risus Royale', 'Rogue Risus']);

    // Bob starts today's Scoundrel from the post, in its channel, ranked, on a board only he sees.
    const scoundrel = env.discord.buttons(post).find((b) => b.label === 'Scoundrel')!.customId!;
    const started = await env.discord.press({ user: users.bob, message: post, customId: scoundrel }, { timeoutMs: 60_000 });
    expect(started.ephemeral).toBe(true);
    expect(started.message?.visibleTo).toBe(users.bob.id);
    expect(started.message?.embeds[0]?.footer?.text).toContain(`Daily deal of ${today}`);
    expect(started.message?.embeds[0]?.footer?.text).not.toMatch(/unranked|Seed/);
    // Bob sends a move of his run as a click on the post: refused, and the post stays as it is.
    const postBefore = JSON.stringify(env.discord.message(post.id));
    const ownMove = moveButtons(env.discord, started.message!)[0]!.customId!;
    const forged = await env.discord.answerTo(env.discord.forgeClick({ user: users.bob, message: post, customId: ownMove }));
    expect(forged.ephemeral).toBe(true);
    expect(forged.message?.content).toMatch(/does not belong to this message/);
    expect(JSON.stringify(env.discord.message(post.id))).toBe(postBefore);
    // Dave plays a game of the channel's own; Carol presses the post meanwhile: she gets hers too, beside both.
    const daves = await env.discord.run({ user: users.dave, channelId: OTHER_CHANNEL_ID, name: 'assassin', subcommand: 'start' });
    expect(daves.ephemeral).toBe(false);
    const carols = await env.discord.press({ user: users.carol, message: post, customId: scoundrel });
    expect(carols.ephemeral).toBe(true);
    expect(carols.message?.visibleTo).toBe(users.carol.id);
    expect(carols.message?.embeds[0]?.footer?.text).toContain(`Daily deal of ${today}`);
    await env.discord.run({ user: users.dave, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'end' });
    // A daily that needs a character first says which command starts it.
    const royale = env.discord.buttons(post).find((b) => b.label === 'Risus Royale')!.customId!;
    const character = await env.discord.press({ user: users.carol, message: post, customId: royale });
    expect(character.message?.content).toBe(
      "Today's daily Risus Royale starts with your character: use `/royale daily private:true` here, with yours.",
    );

    let board = started.message!;
    for (let moves = 0; moveButtons(env.discord, board).length > 0; moves++) {
      expect(moves).toBeLessThan(100);
      board = (await playMove(env.discord, users.bob, board, moveButtons(env.discord, board)[0]!.customId!)).board;
    }
    const score = /Score: (−?\d+)/.exec(board.embeds[0]?.description ?? '')?.[1];
    expect(score).toBeDefined();

    // Share: Bob's spoiler-free line, privately, as plain text.
    const share = env.discord.buttons(board).find((b) => b.label === 'Share')!.customId!;
    const shared = await env.discord.press({ user: users.bob, message: board, customId: share });
    expect(shared.ephemeral).toBe(true);
    expect(shared.message?.embeds ?? []).toEqual([]);
    const [heading, result, ...rows] = (shared.message?.content ?? '').split('\n');
    expect(heading).toBe(`Scoundrel · daily deal of ${today}`);
    expect(result).toMatch(new RegExp(`^(Won|Lost) · score ${score}$`));
    expect(rows.join('')).toMatch(/^[🏃💚🟩🟨🟧🟥💀🏆]+$/u);
    expect(shared.message?.content).not.toMatch(/daily-\d|\b(10|[2-9JQKA])[SCDH]\b|[♠♣♦♥]/);

    // The next day's post names Bob on yesterday's podium and reveals yesterday's seed; yesterday's buttons now start nothing.
    moveClock(DAY);
    await expect.poll(() => posts().length, { timeout: 10_000 }).toBe(2);
    const next = posts()[1]!;
    const scoundrelResults = next.embeds[0]?.fields?.find((field) => field.name === `Scoundrel · ${today}`)?.value ?? '';
    expect(scoundrelResults).toContain(`🥇 <@${users.bob.id}> ${score}`);
    expect(scoundrelResults).toMatch(new RegExp(`Seed: \`daily-${today.replaceAll('-', '')}-[a-z0-9]{8}\``));
    expect(scoundrelResults).toMatch(/Best possible: \*\*\d+\*\*, (matched by <@\d+>|nobody here matched it)\./);
    const old = await env.discord.press({ user: users.dave, message: post, customId: scoundrel });
    expect(old.message?.content).toMatch(new RegExp(`This post's deals were those of ${today}, and that day is over`));
  }, 180_000);

  it('posts once when the bot comes back after being down over the hour', async () => {
    const before = posts().length;
    await env.bot.stop();
    moveClock(DAY + 3 * HOUR);
    await env.restart('stop');
    await expect.poll(() => posts().length, { timeout: 10_000 }).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(posts()).toHaveLength(before + 1);
    const shown = await settings();
    expect(shown.message?.content).not.toContain('failed');
    expect(nextPostAt(shown.message?.content)).toBeGreaterThan(botNow().getTime());
  }, 60_000);
});
