/**
 * Two shards on one store, for the tests of sharding: the local Discord and the store they start on, runs in both guilds at once, and the
 * global board.
 */
import { expect } from 'vitest';
import {
  type BotProcess,
  CHANNEL_ID,
  deployCommands,
  GUILD_ID,
  type LocalDiscord,
  SECOND_CHANNEL_ID,
  SECOND_GUILD_ID,
  startBot,
  startLocalDiscord,
  startScript,
  users,
} from '../../local-discord/index.js';
import { availableBackends, freshUrl } from '../helpers/backends.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import { boardOf } from './steps.js';

/** The store the shard processes share: Redis when this machine has it, else a SQLite file. */
export const sharedBackend = availableBackends().includes('redis') ? 'redis' : 'sqlite';

/** A local Discord of two shards, and how to start an `npm run start:sharded` process on their one store. */
export interface TwoShards {
  discord: LocalDiscord;
  /** Starts a process of shards on the shared store, with `env` added (e.g. which shards it runs) and how to wait for it. */
  startProcess(env: Record<string, string>, wait?: { readyLines?: number; guildIds?: readonly string[] }): Promise<BotProcess>;
}

/**
 * Starts a local Discord of two shards (with `options`, e.g. how they may identify), deploys the commands and makes a fresh shared store.
 */
export async function startTwoShards(options: Parameters<typeof startLocalDiscord>[0]): Promise<TwoShards> {
  const discord = await startLocalDiscord({ ...options, shards: 2 });
  await deployCommands(discord);
  const { url } = await freshUrl(sharedBackend);
  return {
    discord,
    startProcess: (env, wait = {}) =>
      startBot({ discord, startScript: startScript('start:sharded'), env: { DATABASE_URL: url, ...env }, readyTimeoutMs: 60_000, ...wait }),
  };
}

/**
 * Starts a seeded Scoundrel run in each guild at once (Alice's in the first, Bob's in the second) and plays both to their end, every click
 * answered within 3 seconds.
 */
export async function playInBothGuilds(discord: LocalDiscord, [first, second]: readonly [string, string]): Promise<void> {
  const players = [
    { user: users.alice, guildId: GUILD_ID, channelId: CHANNEL_ID, seed: first },
    { user: users.bob, guildId: SECOND_GUILD_ID, channelId: SECOND_CHANNEL_ID, seed: second },
  ];
  await Promise.all(
    players.map(async ({ user, guildId, channelId, seed }) => {
      let board = boardOf(await discord.run({ user, guildId, channelId, name: 'scoundrel', subcommand: 'start', options: { seed } }));
      while (moveButtons(discord, board).length > 0) {
        const { board: next, answer } = await playMove(discord, user, board, moveButtons(discord, board)[0]!.customId!);
        expect(answer.elapsedMs).toBeLessThan(3000);
        board = next;
      }
    }),
  );
}

/** Checks that the global Scoundrel board, as seen from `guildId`, lists both players of `playInBothGuilds`. */
export async function expectBothOnGlobalBoard(discord: LocalDiscord, guildId: string): Promise<void> {
  const board = await discord.run({ user: users.carol, guildId, name: 'leaderboard', options: { game: 'scoundrel', scope: 'global' } });
  expect(board.message?.embeds[0]?.description).toContain(`<@${users.alice.id}>`);
  expect(board.message?.embeds[0]?.description).toContain(`<@${users.bob.id}>`);
}
