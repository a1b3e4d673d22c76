/**
 * A tournament end to end, on the bot's clock moved on across days: refusals are private and change
 * nothing (a member without Manage Server, days out of range, a second tournament in the channel, the
 * standings or the end with none); two members play the first day's Royal Assassin deal and the
 * standings show them by place with a chart; the daily post carries the standings; the last day over,
 * the channel hears who won, the daily post names the champion, and /stats shows the achievement.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, OTHER_CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import { moveButtons, playToEnd } from '../helpers/moves.js';
import { dailyPosts } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();
const botNow = () => env.now();

/** Moves the bot's clock to `minutes` past the UTC midnight `days` days after today's (the bot's). */
function moveTo(days: number, minutes: number): void {
  const now = botNow();
  const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days) + minutes * 60_000;
  env.moveClock(target - now.getTime());
}

function tournament(subcommand: string, options: Record<string, string | number> = {}, user: TestUser = users.olga) {
  return env.discord.run({ user, channelId: CHANNEL_ID, name: 'tournament', subcommand, options });
}

/** Plays today's Royal Assassin daily to its end in `channelId`. */
async function playDaily(user: TestUser, channelId: string): Promise<void> {
  const started = await env.discord.run({ user, channelId, name: 'assassin', subcommand: 'daily' }, { timeoutMs: 30_000 });
  expect(started.message?.embeds[0]?.footer?.text).toContain('Daily deal of');
  await playToEnd(env.discord, user, started.message!, 300);
}

/** The daily posts the bot has made in the post's channel. */
const posts = () => dailyPosts(env.discord, OTHER_CHANNEL_ID);

/** The tournament's field of a daily post. */
function tournamentField(post: StoredMessage | undefined): string {
  return post?.embeds[0]?.fields?.find((field) => field.name.startsWith('🏆 Week of doom'))?.value ?? '';
}

describe('End to end: a tournament', () => {
  it('refuses, privately, what may not be done, and changes nothing', async () => {
    const refusals: [string, Record<string, string | number>, RegExp, TestUser?][] = [
      ['standings', {}, /This channel has no tournament\./],
      ['end', {}, /This channel has no tournament running\. Nothing was changed\./],
      [
        'start',
        { game: 'assassin', days: 3 },
        /Only members with Manage Server can start a tournament\. Nothing was started\./,
        users.alice,
      ],
      ['start', { game: 'assassin', days: 0 }, /`days` is 1 to 14\. Nothing was started\./],
      ['start', { game: 'assassin', days: 15 }, /`days` is 1 to 14\. Nothing was started\./],
      ['start', { game: 'saga', days: 3 }, /a tournament is played on a solo game\. Nothing was started\./],
    ];
    for (const [subcommand, options, reason, user] of refusals) {
      const answer = await tournament(subcommand, options, user);
      expect(answer.ephemeral).toBe(true);
      expect(answer.message?.content).toMatch(reason);
    }
    expect((await tournament('standings')).message?.content).toMatch(/no tournament/);
  });

  it('scores the days by place, shows the standings with a chart, carries them in the daily post, and crowns the winner', async () => {
    // Early in a UTC day, so the runs below are all of it.
    moveTo(1, 60);
    const started = await tournament('start', { game: 'assassin', days: 2, name: 'Week of doom @everyone' });
    expect(started.ephemeral).toBe(false);
    expect(started.message?.content).toMatch(/started the tournament \*\*Week of doom @\u200beveryone\*\*: Royal Assassin/);
    expect(started.message?.allowedMentions).toEqual({ parse: [] });
    const second = await tournament('start', { game: 'scoundrel', days: 5 });
    expect(second.ephemeral).toBe(true);
    expect(second.message?.content).toMatch(/already has a tournament running.*Nothing was started\./);
    const notAdmin = await tournament('end', {}, users.alice);
    expect(notAdmin.ephemeral).toBe(true);
    expect(notAdmin.message?.content).toMatch(/Only members with Manage Server can end a tournament\. Nothing was changed\./);

    // Day 1: Bob, then Carol, play the same deal the same way: an equal score, Bob's run first.
    // Bob, his daily the channel's game, sends a move of it as a click on the announcement: refused, and it stays as it is.
    const announced = JSON.stringify(env.discord.message(started.message!.id));
    const bobs = await env.discord.run(
      { user: users.bob, channelId: CHANNEL_ID, name: 'assassin', subcommand: 'daily' },
      { timeoutMs: 30_000 },
    );
    const move = moveButtons(env.discord, bobs.message!)[0]!.customId!;
    const forged = await env.discord.answerTo(env.discord.forgeClick({ user: users.bob, message: started.message!, customId: move }));
    expect(forged.message?.content).toMatch(/does not belong to this message/);
    expect(JSON.stringify(env.discord.message(started.message!.id))).toBe(announced);
    await playToEnd(env.discord, users.bob, bobs.message!, 300);
    await playDaily(users.carol, CHANNEL_ID);
    const standings = await tournament('standings', {}, users.dave);
    expect(standings.ephemeral).toBe(false);
    const embed = standings.message?.embeds[0];
    expect(embed?.title).toBe('🏆 Week of doom @\u200beveryone · Royal Assassin');
    expect(embed?.description).toContain('Day 1 of 2');
    expect(embed?.description).toContain(`🥇 <@${users.bob.id}> **2** (2)\n🥈 <@${users.carol.id}> **1** (1)`);
    expect(embed?.image?.url).toBe('attachment://tournament-standings-board.png');
    expect(standings.message?.attachments.map((a) => a.description)).toEqual([
      'Standings chart of the tournament Week of doom @\u200beveryone ' +
        "(Royal Assassin), day 1 of 2: each player's points added up by day. " +
        '1. Bob, 2 points; 2. Carol, 1 point.',
    ]);

    // The daily post at 01:00 UTC of day 2 carries the standings.
    const set = await env.discord.run({
      user: users.olga,
      channelId: CHANNEL_ID,
      name: 'settings',
      options: { 'daily-channel': OTHER_CHANNEL_ID, 'daily-hour': 1, timezone: 'UTC' },
    });
    expect(set.message?.content).toContain('Daily post: in');
    moveTo(1, 61);
    await expect.poll(() => posts().length, { timeout: 10_000 }).toBe(1);
    expect(tournamentField(posts()[0])).toBe(`Day 2 of 2 in <#${CHANNEL_ID}>.\n🥇 <@${users.bob.id}> 2 · 🥈 <@${users.carol.id}> 1`);

    // Day 2: Dave alone. At midnight the tournament is over: the channel hears it once, Bob is the champion.
    await playDaily(users.dave, OTHER_CHANNEL_ID);
    const ends = () => env.discord.messages(CHANNEL_ID).filter((m) => m.content?.startsWith('The tournament Week of doom'));
    moveTo(1, 0);
    await expect.poll(() => ends().length, { timeout: 10_000 }).toBe(1);
    const end = ends()[0]!;
    expect(end.allowedMentions).toEqual({ parse: [] });
    expect(end.embeds[0]?.description).toContain(`Champion: <@${users.bob.id}>, earning 🏆 Champion of the server.`);
    expect(end.embeds[0]?.description).toContain(
      `🥇 <@${users.bob.id}> **2** (2 · 0)\n🥈 <@${users.dave.id}> **1** (0 · 1)\n🥈 <@${users.carol.id}> **1** (1 · 0)`,
    );
    expect(end.attachments).toHaveLength(1);

    // The day's post names the champion; the channel takes a new tournament; Bob's /stats shows the achievement.
    moveTo(0, 61);
    await expect.poll(() => posts().length, { timeout: 10_000 }).toBe(2);
    expect(tournamentField(posts()[1])).toMatch(new RegExp(`^Champion: <@${users.bob.id}>, earning 🏆 Champion of the server\\.`));
    const stats = await env.discord.run({ user: users.bob, channelId: CHANNEL_ID, name: 'stats', options: { game: 'assassin' } });
    expect(stats.message?.embeds[0]?.fields?.[0]?.value).toMatch(/Achievements \d+ of \d+: .*🏆 Champion of the server/);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ends()).toHaveLength(1);
    const again = await tournament('start', { game: 'rogue', days: 1 });
    expect(again.ephemeral).toBe(false);
    const over = await tournament('end');
    expect(over.message?.content).toMatch(/ended the tournament \*\*Rogue Risus tournament\*\* early: no champion/);
    expect((await tournament('end')).message?.content).toMatch(/no tournament running/);
  }, 240_000);
});
