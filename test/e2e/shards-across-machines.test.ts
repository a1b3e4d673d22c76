/**
 * Shards across machines: two `npm run start:sharded` processes, each running its own subset
 * of the shards (SHARDS) out of SHARD_COUNT, on one shared store, against the local Discord. Each serves
 * only its shards' guilds, and both see the same games and boards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BotProcess,
  CHANNEL_ID,
  deployCommands,
  GUILD_ID,
  type LocalDiscord,
  SECOND_CHANNEL_ID,
  SECOND_GUILD_ID,
  type StoredMessage,
  shardOf,
  startBot,
  startLocalDiscord,
  startScript,
  type TestUser,
  users,
} from '../../local-discord/index.js';
import { availableBackends, freshUrl } from '../helpers/backends.js';
import { moveButtons, playMove } from '../helpers/moves.js';

const backend = availableBackends().includes('redis') ? 'redis' : 'sqlite';
let discord: LocalDiscord;
const machines: BotProcess[] = [];

beforeAll(async () => {
  // Two buckets (max_concurrency 2): shard 0 and shard 1 may identify at the same moment.
  discord = await startLocalDiscord({ shards: 2, maxConcurrency: 2 });
  await deployCommands(discord);
  const { url } = await freshUrl(backend);
  for (const shard of [0, 1]) {
    const guild = [GUILD_ID, SECOND_GUILD_ID].find((id) => shardOf(id, 2) === shard)!;
    const env = { DATABASE_URL: url, SHARD_COUNT: '2', SHARDS: String(shard) };
    machines.push(await startBot({ discord, startScript: startScript('start:sharded'), env, guildIds: [guild], readyTimeoutMs: 60_000 }));
  }
}, 120_000);
afterAll(async () => {
  for (const machine of machines) await machine.stop();
  await discord?.close();
});

async function playToEnd(user: TestUser, message: StoredMessage): Promise<void> {
  let board = message;
  while (moveButtons(discord, board).length > 0) {
    const { board: next, answer } = await playMove(discord, user, board, moveButtons(discord, board)[0]!.customId!);
    expect(answer.elapsedMs).toBeLessThan(3000);
    board = next;
  }
}

describe(`Shards across machines, on one ${backend} store`, () => {
  it('runs each subset of shards in its own process, each serving only its guilds, onto one set of games and boards', async () => {
    const [zero, one] = machines as [BotProcess, BotProcess];
    expect(zero.stdout()).toMatch(/Ready as .* \(shard 1 of 2\)/);
    expect(zero.stdout()).not.toMatch(/shard 2 of 2/);
    expect(one.stdout()).toMatch(/Ready as .* \(shard 2 of 2\)/);
    expect(one.stdout()).not.toMatch(/shard 1 of 2/);
    const [first, second] = await Promise.all([
      discord.run({
        user: users.alice,
        guildId: GUILD_ID,
        channelId: CHANNEL_ID,
        name: 'scoundrel',
        subcommand: 'start',
        options: { seed: 'machines-a' },
      }),
      discord.run({
        user: users.bob,
        guildId: SECOND_GUILD_ID,
        channelId: SECOND_CHANNEL_ID,
        name: 'scoundrel',
        subcommand: 'start',
        options: { seed: 'machines-b' },
      }),
    ]);
    await Promise.all([playToEnd(users.alice, first.message!), playToEnd(users.bob, second.message!)]);
    // Each process served only the guild on its own shard.
    const servedBy = (channelId: string) => machines.filter((m) => m.stdout().includes(`in channel ${channelId}`));
    expect(servedBy(CHANNEL_ID)).toEqual([machines[shardOf(GUILD_ID, 2)]]);
    expect(servedBy(SECOND_CHANNEL_ID)).toEqual([machines[shardOf(SECOND_GUILD_ID, 2)]]);
    // Both see the same boards: each guild's global board lists both players.
    for (const guildId of [GUILD_ID, SECOND_GUILD_ID]) {
      const board = await discord.run({ user: users.carol, guildId, name: 'leaderboard', options: { game: 'scoundrel', scope: 'global' } });
      expect(board.message?.embeds[0]?.description).toContain(`<@${users.alice.id}>`);
      expect(board.message?.embeds[0]?.description).toContain(`<@${users.bob.id}>`);
    }
    discord.assertNoViolations();
  });
});
