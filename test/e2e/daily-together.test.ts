/**
 * A server plays its daily together, through the real bot and the local Discord: thirty members press
 * the day's post at once, each gets today's deal on a board only they see, in the post's channel, and
 * plays it there; pressing again brings their board back. The post keeps today's standings (who plays
 * how far, the finishers by place, equal scores sharing one) without a card or the seed, and nothing of
 * the deal reaches the channel before the day is over; the next day's post gives the final places and
 * reveals the seed.
 */
import { describe, expect, it } from 'vitest';
import {
  defaultGuilds,
  mainGuild,
  OTHER_CHANNEL_ID,
  type StoredMessage,
  type TestGuild,
  type TestUser,
  users,
} from '../../local-discord/index.js';
import { moveButtons, playMove, playToEnd } from '../helpers/moves.js';
import { buttonId, dailyPosts } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

/** The thirty members who play: the test users and twenty-seven more of the main guild. */
const players: TestUser[] = [
  users.alice,
  users.bob,
  users.carol,
  ...Array.from({ length: 27 }, (_, i) => ({
    id: String(1_100_000_000_000_905_000n + BigInt(i)),
    username: `player${i + 4}`,
    globalName: `Player ${i + 4}`,
  })),
];

/** The main guild with the extra members, and the other test guilds as they are. */
const guilds: TestGuild[] = [
  { ...mainGuild, members: [...mainGuild.members, ...players.slice(3).map((user) => ({ user, roleIds: [] }))] },
  ...defaultGuilds.slice(1),
];

const env = useBotUnderTest('sqlite', 'guild', { guilds });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const moveClock = (ms: number) => env.moveClock(ms);
const botNow = () => env.now();

/** The daily posts the bot has made in the post's channel. */
const posts = () => dailyPosts(env.discord, OTHER_CHANNEL_ID);

/** The field of the post named `name`, as it stands now. */
function field(post: StoredMessage, name: string): string {
  return env.discord.message(post.id)?.embeds[0]?.fields?.find((f) => f.name === name)?.value ?? '';
}

/** The channel's public messages other than the daily posts (which follow the standings). */
function otherPublic(): StoredMessage[] {
  return env.discord.messages(OTHER_CHANNEL_ID).filter((m) => !m.ephemeral && !posts().some((p) => p.id === m.id));
}

describe('A server plays its daily together', () => {
  it('deals thirty members the day on private boards from one post, keeps live standings without a card, and places them next day', async () => {
    // The post at the next full UTC hour, in the post's channel.
    const set = await env.discord.run({
      user: users.olga,
      channelId: OTHER_CHANNEL_ID,
      name: 'settings',
      options: { 'daily-channel': OTHER_CHANNEL_ID, 'daily-hour': (botNow().getUTCHours() + 1) % 24, timezone: 'UTC' },
    });
    expect(set.ephemeral).toBe(true);
    moveClock(HOUR - (botNow().getTime() % HOUR) + 1_000);
    await expect.poll(() => posts().length, { timeout: 15_000 }).toBe(1);
    const post = posts()[0]!;
    const dealsDate = post.embeds[0]!.title!.slice('Daily deals · '.length);
    const scoundrel = buttonId(env.discord, post, 'Scoundrel');

    // Everyone presses Scoundrel at once: a private board each, the same deal, and nothing new in public.
    const before = otherPublic();
    const answers = await Promise.all(
      players.map((user) => env.discord.press({ user, message: post, customId: scoundrel }, { timeoutMs: 60_000 })),
    );
    const boards = answers.map((answer, i) => {
      expect(answer.ephemeral, answer.message?.content).toBe(true);
      expect(answer.message?.visibleTo).toBe(players[i]!.id);
      expect(answer.message?.embeds[0]?.footer?.text).toContain(`Daily deal of ${dealsDate}`);
      return answer.message!;
    });
    const room = (board: StoredMessage) => board.embeds[0]?.fields?.find((f) => f.name === 'Room')?.value;
    expect(new Set(boards.map(room)).size).toBe(1);

    // Each makes the same first move at the same time, on their own board.
    const first = moveButtons(env.discord, boards[0]!)[0]!.label;
    const moves = await Promise.all(
      boards.map((board, i) =>
        playMove(env.discord, players[i]!, board, moveButtons(env.discord, board).find((b) => b.label === first)!.customId!),
      ),
    );
    expect(moves.every(({ answer }) => answer.callbackType === 7)).toBe(true);
    expect(otherPublic()).toEqual(before);

    // Pressing the post again brings one's own board back, where it stands.
    const again = await env.discord.press({ user: players[5]!, message: post, customId: scoundrel });
    expect(again.ephemeral).toBe(true);
    expect(again.message?.embeds[0]?.footer?.text).toBe(moves[5]!.board.embeds[0]?.footer?.text);

    // The post's standings follow within a few seconds: every player on the way, and no card or seed.
    await expect.poll(() => field(post, 'Scoundrel · today'), { timeout: 10_000 }).toMatch(/… and \d+ more$/);
    const standing = field(post, 'Scoundrel · today');
    expect(standing).toMatch(/^▶️ <@\d+> · \d+ cards? left/);
    expect(standing.split('\n').length).toBeGreaterThan(5);
    expect(JSON.stringify(env.discord.message(post.id))).not.toMatch(/[♠♥♦♣]|daily-\d{8}/);

    // Three play to the end the same way: equal scores share a place.
    const finishers = players.slice(0, 3);
    const ends = await Promise.all(finishers.map((user, i) => playToEnd(env.discord, user, moves[i]!.board)));
    const scores = ends.map((end) => /Score: (−?\d+)/.exec(end.embeds[0]?.description ?? '')?.[1]);
    expect(new Set(scores).size).toBe(1);
    const placed = () => field(post, 'Scoundrel · today').split('\n').slice(0, 3);
    await expect.poll(() => placed().every((line) => line.startsWith('🥇 ')), { timeout: 10_000 }).toBe(true);
    expect(
      placed()
        .map((line) => /<@(\d+)>/.exec(line)?.[1])
        .sort(),
    ).toEqual(finishers.map((user) => user.id).sort());

    // Still nothing of the deal in public: no card, no seed, nobody's board.
    const shown = env.discord.messages(OTHER_CHANNEL_ID).filter((m) => !m.ephemeral);
    expect(JSON.stringify(shown)).not.toMatch(/[♠♥♦♣]|daily-\d{8}/);
    expect(shown.every((m) => m.id === post.id || !m.embeds.some((e) => e.title?.startsWith('Scoundrel')))).toBe(true);

    // The next day's post: the final places (the three share the first) and yesterday's seed.
    moveClock(DAY);
    await expect.poll(() => posts().length, { timeout: 15_000 }).toBe(2);
    const next = posts()[1]!;
    const results = next.embeds[0]?.fields?.find((f) => f.name === `Scoundrel · ${dealsDate}`)?.value ?? '';
    expect(results.split(' · ').filter((part) => part.startsWith('🥇')).length).toBe(3);
    expect(results).toMatch(/Seed: `daily-\d{8}-[a-z0-9]{8}`/);
  }, 180_000);
});
