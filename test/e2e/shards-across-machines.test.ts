/**
 * Shards across machines: two `npm run start:sharded` processes, each running its own subset
 * of the shards (SHARDS) out of SHARD_COUNT, on one shared store, against the local Discord. Each serves
 * only its shards' guilds, and both see the same games and boards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BotProcess,
  CHANNEL_ID,
  GUILD_ID,
  type LocalDiscord,
  SECOND_CHANNEL_ID,
  SECOND_GUILD_ID,
  shardOf,
} from '../../local-discord/index.js';
import { expectBothOnGlobalBoard, playInBothGuilds, sharedBackend, startTwoShards } from './two-shards.js';

let discord: LocalDiscord;
const machines: BotProcess[] = [];

beforeAll(async () => {
  // Two buckets (max_concurrency 2): shard 0 and shard 1 may identify at the same moment.
  const started = await startTwoShards({ maxConcurrency: 2 });
  discord = started.discord;
  for (const shard of [0, 1]) {
    const guild = [GUILD_ID, SECOND_GUILD_ID].find((id) => shardOf(id, 2) === shard)!;
    machines.push(await started.startProcess({ SHARD_COUNT: '2', SHARDS: String(shard) }, { guildIds: [guild] }));
  }
}, 120_000);
afterAll(async () => {
  for (const machine of machines) await machine.stop();
  await discord?.close();
});

describe(`Shards across machines, on one ${sharedBackend} store`, () => {
  it('runs each subset of shards in its own process, each serving only its guilds, onto one set of games and boards', async () => {
    const [zero, one] = machines as [BotProcess, BotProcess];
    expect(zero.stdout()).toMatch(/Ready as .* \(shard 1 of 2\)/);
    expect(zero.stdout()).not.toMatch(/shard 2 of 2/);
    expect(one.stdout()).toMatch(/Ready as .* \(shard 2 of 2\)/);
    expect(one.stdout()).not.toMatch(/shard 1 of 2/);
    await playInBothGuilds(discord, ['machines-a', 'machines-b']);
    // Each process served only the guild on its own shard.
    const servedBy = (channelId: string) => machines.filter((m) => m.stdout().includes(`in channel ${channelId}`));
    expect(servedBy(CHANNEL_ID)).toEqual([machines[shardOf(GUILD_ID, 2)]]);
    expect(servedBy(SECOND_CHANNEL_ID)).toEqual([machines[shardOf(SECOND_GUILD_ID, 2)]]);
    // Both see the same boards: each guild's global board lists both players.
    for (const guildId of [GUILD_ID, SECOND_GUILD_ID]) await expectBothOnGlobalBoard(discord, guildId);
    discord.assertNoViolations();
  });
});
