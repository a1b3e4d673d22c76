/** The discord.js client: connects, routes interactions, and says when it is ready. */
import { Client, Events, GatewayIntentBits, Options } from 'discord.js';
import type { BotContext } from '../context.js';
import { NO_PINGS } from '../respond.js';
import { bufferedMultipart } from './multipart-request.js';
import { guardInteractionPackets } from './packet-guard.js';
import { createRouter, type Router } from './router.js';
import { ManagerIdentifyThrottler } from './shard-identify.js';

/** The longest rate-limit wait an interaction's answer may take and still land inside Discord's 3 seconds. */
const ANSWER_WAIT_LIMIT_MS = 1_500;

/**
 * Creates the client against `apiBase` (Discord's own, or a local one) and logs in, with `route` taking
 * its interactions. Under the sharding manager (`npm run start:sharded`), the shard waits for the
 * manager's turn before each IDENTIFY.
 */
export async function startClient(token: string, apiBase: string, ctx: BotContext, route: Router = createRouter(ctx)): Promise<Client> {
  const managed = process.env.SHARDING_MANAGER === 'true' && typeof process.send === 'function';
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(managed ? { ws: { buildIdentifyThrottler: () => new ManagerIdentifyThrottler() } } : {}),
    // An interaction's answer that Discord rate-limits beyond the answer window is not waited out: the
    // token would be dead by then. The handler shows the move by other means instead (components.ts).
    rest: {
      api: apiBase,
      rejectOnRateLimit: (limit) => limit.route.startsWith('/interactions') && limit.retryAfter > ANSWER_WAIT_LIMIT_MS,
      makeRequest: bufferedMultipart(),
    },
    allowedMentions: NO_PINGS,
    // The bot never reads old messages or members; caching them would only grow memory.
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      MessageManager: 0,
      GuildMemberManager: { maxSize: 0, keepOverLimit: (member) => member.id === member.client.user.id },
      UserManager: { maxSize: 0, keepOverLimit: (user) => user.id === user.client.user.id },
    }),
  });
  guardInteractionPackets(client, ctx.log);
  client.on(Events.InteractionCreate, (interaction) => void route(interaction));
  client.on(Events.Error, (error) => ctx.log.error('discord client error', error));
  client.on(Events.Warn, (message) => ctx.log.warn(message));
  const ready = new Promise<void>((resolve) => {
    client.once(Events.ClientReady, (c) => {
      const shard = c.shard ? ` (shard ${c.shard.ids.map((id) => id + 1).join(', ')} of ${c.shard.count})` : '';
      ctx.log.info(`Ready as ${c.user.tag}${shard} in ${c.guilds.cache.size} server(s)`);
      resolve();
    });
  });
  await client.login(token);
  await ready;
  return client;
}
