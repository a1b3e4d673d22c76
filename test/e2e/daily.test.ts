/**
 * Daily deals end to end: two players play today's Scoundrel deal, a deal that can be won
 * and says so, and meet on the daily board, which says how far each came from the best possible score.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, OTHER_CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { signed } from '../../src/engine/words.js';
import { scoundrel, solveDeal } from '../../src/games/scoundrel/index.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import { utcDate } from '../../src/sessions/time/calendar.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import { useBotUnderTest } from './use-bot.js';

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
  // Boards write a negative score with the true minus sign (−).
  return Number(/Score: (−?\d+)/.exec(board.embeds[0]?.description ?? '')?.[1]?.replace('−', '-'));
}

/** Today's daily seed as the bot recorded it, read from its store, and the deal's best score solved here. */
async function todaysBest(today: string): Promise<number> {
  const storage = await openStorage(`sqlite://${env.databaseFile}`);
  const seed = await storage.ledger.dailySeedOf('scoundrel', today);
  await storage.close();
  if (seed === null) throw new Error('no daily seed recorded');
  const state = scoundrel.setup({ seed });
  const solved = solveDeal([...state.room, ...state.dungeon]);
  if (!solved.decided) throw new Error('the daily deal is undecided in-process');
  return solved.best;
}

describe('End to end: the daily deal', () => {
  it('deals the same daily to two players, ranks both on the daily board, and makes a second attempt unranked', async () => {
    const today = utcDate(new Date());
    // The first daily command of the day may wait for the solver to choose the deal (it defers, then answers).
    const alice = await env.discord.run(
      { user: users.alice, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'daily' },
      { timeoutMs: 60_000 },
    );
    const bob = await env.discord.run({ user: users.bob, channelId: OTHER_CHANNEL_ID, name: 'scoundrel', subcommand: 'daily' });
    for (const answer of [alice, bob]) {
      expect(answer.elapsedMs).toBeLessThan(3000);
      expect(answer.message?.embeds[0]?.footer?.text).toContain(`Daily deal of ${today}`);
      expect(answer.message?.embeds[0]?.footer?.text).not.toMatch(/Seed|unranked/);
      expect(answer.message?.embeds[0]?.footer?.text).toMatch(/ · This deal can be won\.$/);
    }
    const best = await todaysBest(today);
    expect(best).toBeGreaterThan(0);
    const room = (message: StoredMessage | undefined) => message?.embeds[0]?.fields?.find((f) => f.name === 'Room')?.value;
    expect(room(alice.message)).toBe(room(bob.message));

    const aliceEnd = await playToEnd(users.alice, alice.message!);
    const bobEnd = await playToEnd(users.bob, bob.message!);
    expect(score(aliceEnd)).toBe(score(bobEnd));

    // The public daily board names today's players and never today's best possible score.
    const board = await env.discord.run({ user: users.carol, name: 'leaderboard', options: { game: 'scoundrel', period: 'daily' } });
    const embed = board.message!.embeds[0]!;
    expect(embed.title).toBe(`Scoundrel leaderboard · daily deal of ${today} · this server`);
    const fromBest = (end: StoredMessage) => (score(end) >= best ? '(the best possible)' : `(${signed(score(end) - best)} from best)`);
    expect(embed.description).not.toMatch(/Best possible|from best|the best possible/);
    expect(embed.description).toContain(`<@${users.alice.id}>: best **${signed(score(aliceEnd))}** · 1 game`);
    expect(embed.description).toContain(`<@${users.bob.id}>: best **${signed(score(bobEnd))}** · 1 game`);
    expect(embed.description).not.toContain('Replay this deal');

    // Alice's public game-over board keeps the best score for after the day; her Leaderboard button tells it
    // privately to Bob, who has finished today's, and not to Carol, who has not.
    const aliceNow = env.discord.message(aliceEnd.id)!;
    expect(aliceNow.embeds[0]?.description).toMatch(/Best possible: told once the day is over \(UTC\)/);
    expect(JSON.stringify(aliceNow.embeds)).not.toMatch(/from best|found the best possible/);
    const leaderboard = env.discord.buttons(aliceNow).find((b) => b.label === 'Leaderboard')!.customId!;
    const toBob = await env.discord.press({ user: users.bob, message: aliceNow, customId: leaderboard });
    expect(toBob.message?.embeds[0]?.description?.split('\n')[0]).toBe(`Best possible score of this deal: **${best}**`);
    expect(toBob.message?.embeds[0]?.description).toContain(
      `<@${users.alice.id}>: best **${signed(score(aliceEnd))}** ${fromBest(aliceEnd)}`,
    );
    const toCarol = await env.discord.press({ user: users.carol, message: aliceNow, customId: leaderboard });
    expect(toCarol.message?.embeds[0]?.description).not.toMatch(/Best possible|from best/);

    // Alice's Share line is hers: Carol is told so, privately.
    const share = env.discord.buttons(aliceNow).find((b) => b.label === 'Share')!.customId!;
    const others = await env.discord.press({ user: users.carol, message: aliceNow, customId: share });
    expect(others.ephemeral).toBe(true);
    expect(others.message?.content).toMatch(/This was <@\d+>'s run: its Share line is theirs/);

    // Today's best line shows today's deck: for those who have played it, not for Carol who has not.
    const bestLine = env.discord.buttons(aliceNow).find((b) => b.label === 'Best line')!.customId!;
    expect(bestLine).toMatch(new RegExp(`:best&daily=${today}$`));
    const refused = await env.discord.press({ user: users.carol, message: aliceEnd, customId: bestLine });
    expect(refused).toMatchObject({ ephemeral: true });
    expect(refused.message?.content).toMatch(/today's daily deal: .* for players who have finished it today/);
    const shown = await env.discord.press({ user: users.bob, message: aliceEnd, customId: bestLine }, { timeoutMs: 60_000 });
    expect(shown).toMatchObject({ ephemeral: true });
    expect(shown.message?.embeds[0]?.description).toContain(`Daily deal of ${today} · weapon rule: lenient`);
    expect(shown.message?.embeds[0]?.description).not.toContain('daily-');

    const again = await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'daily' });
    expect(again.message?.content).toMatch(/already had your ranked attempt at today's daily Scoundrel: this replay is unranked/);
    expect(again.message?.embeds[0]?.footer?.text).toContain(`Daily deal of ${today} · unranked`);
    await playToEnd(users.alice, again.message!);
    const after = await env.discord.run({ user: users.carol, name: 'leaderboard', options: { game: 'scoundrel', period: 'daily' } });
    expect(after.message?.embeds[0]?.description).toContain(`<@${users.alice.id}>: best **${signed(score(aliceEnd))}** · 1 game`);
  }, 120_000);

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

  it("keeps today's seed out of /stats, and gives its best line to nobody whose run of it is not over", async () => {
    const today = utcDate(new Date());
    const storage = await openStorage(`sqlite://${env.databaseFile}`);
    const seed = await storage.ledger.dailySeedOf('scoundrel', today);
    await storage.close();
    if (seed === null) throw new Error('no daily seed recorded');

    // Alice's best run is today's daily: her stats, even posted to the channel, show no seed of it.
    const stats = await env.discord.run({
      user: users.carol,
      name: 'stats',
      options: { user: users.alice.id, game: 'scoundrel', public: true },
    });
    const text = JSON.stringify(stats.message?.embeds);
    expect(text).toContain('Best **');
    expect(text).not.toContain(seed);
    expect(text).not.toContain('replay:');

    // Dave at move 0 of his ranked daily: a Best line forged on his own board is refused, by day or by seed.
    const dave = (await env.discord.run({ user: users.dave, channelId: OTHER_CHANNEL_ID, name: 'scoundrel', subcommand: 'daily' }))
      .message!;
    // Nothing of the board, its picture's alt text included, names the seed.
    expect(JSON.stringify(dave)).not.toContain(seed);
    const id = decodeComponentId(moveButtons(env.discord, dave)[0]!.customId!)!;
    for (const action of [`best&daily=${today}`, `best&seed=${seed}&rule=lenient`]) {
      const forged = await env.discord.answerTo(
        env.discord.forgeClick({ user: users.dave, message: dave, customId: `scoundrel:${id.sessionId}:${id.version}:${action}` }),
      );
      expect(forged.ephemeral).toBe(true);
      expect(forged.message?.embeds ?? []).toEqual([]);
      expect(forged.message?.content).toMatch(/still going|isn't one I recognise/);
    }
    await env.discord.run({ user: users.dave, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'end' });
    // Nor does anything the bot logged today.
    expect(env.bot.stdout() + env.bot.stderr()).not.toContain(seed);
  });

  it("tells a member nothing of today's deal from a replay of it before their ranked attempt is finished: no best line, score, review or hint", async () => {
    // Mona starts her ranked attempt in one channel and makes no move, then plays an unranked replay of it in another.
    const ranked = await env.discord.run({ user: users.mona, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'daily' });
    expect(ranked.message?.embeds[0]?.footer?.text).not.toMatch(/unranked/);
    const replay = await env.discord.run({ user: users.mona, channelId: OTHER_CHANNEL_ID, name: 'scoundrel', subcommand: 'daily' });
    expect(replay.message?.content).toMatch(/this replay is unranked/);
    const hint = env.discord.buttons(replay.message!).find((b) => b.label === '💡 Hint')!.customId!;
    const hinted = await env.discord.press({ user: users.mona, message: replay.message!, customId: hint });
    expect(hinted.message?.content).toMatch(/today's daily deal: hints on it are for players who have finished/);
    const end = await playToEnd(users.mona, replay.message!);
    expect(end.embeds[0]?.description).toMatch(/Best possible: told once the day is over/);
    for (const label of ['Best line', '🔎 Review']) {
      const answer = await env.discord.press({
        user: users.mona,
        message: end,
        customId: env.discord.buttons(end).find((b) => b.label === label)!.customId!,
      });
      expect(answer.ephemeral, label).toBe(true);
      expect(answer.message?.embeds ?? [], label).toEqual([]);
      expect(answer.message?.content, label).toMatch(/today's daily deal: .* for players who have finished it today/);
    }
    const leaderboard = env.discord.buttons(end).find((b) => b.label === 'Leaderboard')!.customId!;
    const board = await env.discord.press({ user: users.mona, message: end, customId: leaderboard });
    expect(board.message?.embeds[0]?.description).not.toMatch(/Best possible|from best/);
    // Once her ranked attempt is over, the line is hers to see.
    await playToEnd(users.mona, ranked.message!);
    const line = await env.discord.press(
      { user: users.mona, message: end, customId: env.discord.buttons(end).find((b) => b.label === 'Best line')!.customId! },
      { timeoutMs: 60_000 },
    );
    expect(line.message?.embeds[0]?.title).toBe('Scoundrel · the best line of this deal');
    for (const channelId of [CHANNEL_ID, OTHER_CHANNEL_ID])
      await env.discord.run({ user: users.mona, channelId, name: 'game', subcommand: 'end' });
  }, 120_000);

  it('refuses a daily board date in the future or malformed', async () => {
    for (const date of ['2999-01-01', '2026-13-01']) {
      const answer = await env.discord.run({
        user: users.carol,
        name: 'leaderboard',
        options: { game: 'scoundrel', period: 'daily', date },
      });
      expect(answer).toMatchObject({ ephemeral: true });
      expect(answer.message?.content).toMatch(/YYYY-MM-DD/);
    }
  });
});
