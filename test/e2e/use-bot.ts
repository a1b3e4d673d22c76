/** The bot under test for one test file, with its start, stop and checks wired to the file's hooks. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startBotUnderTest, type BotUnderTest } from './bot-under-test.js';

/** Starts the bot before the file's tests and closes it after them; after each test, checks every payload it sent. */
export function useBotUnderTest(): BotUnderTest {
  let under: BotUnderTest | undefined;
  beforeAll(async () => {
    under = await startBotUnderTest();
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
    restart: (how) => current().restart(how),
    close: () => current().close(),
  };
}
