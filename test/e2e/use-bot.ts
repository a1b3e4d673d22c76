/** The bot under test for one test file, with its start, stop and checks wired to the file's hooks, and its channels freed after each test. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CHANNEL_ID, type TestGuild, users } from '../../local-discord/index.js';
import { type Backend, freshUrl } from '../helpers/backends.js';
import { type BotUnderTest, type Deploy, startBotUnderTest } from './bot-under-test.js';

/**
 * Starts the bot before the file's (or the describe block's) tests and closes it after them; after each
 * test, checks every payload it sent. `backend` picks the store (default a SQLite file); `deploy` where
 * the commands are registered (default the test guild; `global` for DMs and user installs); `options.env` is
 * added to the bot's environment; `options.guilds` are the local Discord's servers (default its test guilds).
 */
export function useBotUnderTest(
  backend: Backend = 'sqlite',
  deploy: Deploy = 'guild',
  options: { env?: Record<string, string>; guilds?: readonly TestGuild[] } = {},
): BotUnderTest {
  let under: BotUnderTest | undefined;
  beforeAll(async () => {
    under = await startBotUnderTest(
      backend === 'sqlite' ? undefined : (await freshUrl(backend)).url,
      deploy,
      options.env ?? {},
      options.guilds,
    );
  });
  afterAll(async () => {
    await under?.close();
  });
  afterEach(() => {
    under?.discord.assertNoViolations();
  });
  const current = (): BotUnderTest => {
    if (!under) throw new Error('the bot under test starts in beforeAll');
    return under;
  };
  return {
    get discord() {
      return current().discord;
    },
    get bot() {
      return current().bot;
    },
    get databaseFile() {
      return current().databaseFile;
    },
    moveClock: (ms) => current().moveClock(ms),
    now: () => current().now(),
    moveDiscordClock: (ms) => current().moveDiscordClock(ms),
    restart: (how, moreEnv) => current().restart(how, moreEnv),
    close: () => current().close(),
  };
}

/** After each test, a moderator ends the game of each of `channelIds` (the test channel by default), whatever a failed test left there. */
export function freeChannelsAfterEach(env: BotUnderTest, channelIds: readonly string[] = [CHANNEL_ID]): void {
  afterEach(async () => {
    for (const channelId of channelIds) await env.discord.run({ user: users.mona, channelId, name: 'game', subcommand: 'end' });
  });
}
