/** Daily deals end to end (issue 9): two players play today's Scoundrel deal and meet on the daily board. */
import { describe, expect, it } from 'vitest';
import { utcDate } from '../../src/sessions/calendar.js';
import { CHANNEL_ID, OTHER_CHANNEL_ID, users, type StoredMessage, type TestUser } from '../../local-discord/index.js';
import { useBotUnderTest } from './use-bot.js';
import { moveButtons, playMove } from '../helpers/moves.js';

const env = useBotUnderTest();

async function playToEnd(user: TestUser, message: StoredMessage): Promise<StoredMessage> {
  let board = message;
  for (let moves = 0; moveButtons(env.discord, board).length > 0; moves++) {
    expect(moves).toBeLessThan(100);
    board = (await playMove(env.discord, user, board, moveButtons(env.discord, board)[0]!.customId!)).board;
  }
  return board;
}

function score(board: StoredMessage): number {
  return Number(/Score: (-?\d+)/.exec(board.embeds[0]?.description ?? '')?.[1]);
}

describe('End to end: the daily deal', () => {
  it('deals the same daily to two players, ranks both on the daily board, and makes a second attempt unranked', async () => {
    const today = utcDate(new Date());
    const alice = await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'daily' });
    const bob = await env.discord.run({ user: users.bob, channelId: OTHER_CHANNEL_ID, name: 'scoundrel', subcommand: 'daily' });
    for (const answer of [alice, bob]) {
      expect(answer.message?.embeds[0]?.footer?.text).toContain(`Daily deal of ${today}`);
      expect(answer.message?.embeds[0]?.footer?.text).not.toMatch(/Seed|unranked/);
    }
    const room = (message: StoredMessage | undefined) => message?.embeds[0]?.fields?.find((f) => f.name === 'Room')?.value;
    expect(room(alice.message)).toBe(room(bob.message));

    const aliceEnd = await playToEnd(users.alice, alice.message!);
    const bobEnd = await playToEnd(users.bob, bob.message!);
    expect(score(aliceEnd)).toBe(score(bobEnd));

    const board = await env.discord.run({ user: users.carol, name: 'leaderboard', options: { game: 'scoundrel', period: 'daily' } });
    const embed = board.message!.embeds[0]!;
    expect(embed.title).toBe(`Scoundrel leaderboard · daily deal of ${today} · this server`);
    expect(embed.description).toContain(`<@${users.alice.id}>: best **${score(aliceEnd)}** · 1 game`);
    expect(embed.description).toContain(`<@${users.bob.id}>: best **${score(bobEnd)}** · 1 game`);
    expect(embed.description).not.toContain('Replay this deal');

    const again = await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'daily' });
    expect(again.message?.content).toMatch(/already had your ranked attempt at today's daily Scoundrel: this replay is unranked/);
    expect(again.message?.embeds[0]?.footer?.text).toContain(`Daily deal of ${today} · unranked`);
    await playToEnd(users.alice, again.message!);
    const after = await env.discord.run({ user: users.carol, name: 'leaderboard', options: { game: 'scoundrel', period: 'daily' } });
    expect(after.message?.embeds[0]?.description).toContain(`<@${users.alice.id}>: best **${score(aliceEnd)}** · 1 game`);
  });

  it('shows a player their stats privately, or to the channel when asked', async () => {
    const own = await env.discord.run({ user: users.alice, name: 'stats' });
    expect(own.ephemeral).toBe(true);
    expect(own.message?.embeds[0]?.fields?.[0]).toMatchObject({ name: 'Scoundrel', value: expect.stringContaining('**1** game · ') });
    const shared = await env.discord.run({ user: users.carol, name: 'stats', options: { user: users.bob, public: true } });
    expect(shared.ephemeral).toBe(false);
    expect(shared.message?.embeds[0]?.title).toBe('Stats · Bob');
    const none = await env.discord.run({ user: users.carol, name: 'stats' });
    expect(none.message?.embeds[0]?.description).toMatch(/No ranked runs yet/);
  });

  it('refuses a daily board date in the future or malformed', async () => {
    for (const date of ['2999-01-01', '2026-13-01']) {
      const answer = await env.discord.run({ user: users.carol, name: 'leaderboard', options: { game: 'scoundrel', period: 'daily', date } });
      expect(answer).toMatchObject({ ephemeral: true });
      expect(answer.message?.content).toMatch(/YYYY-MM-DD/);
    }
  });
});
