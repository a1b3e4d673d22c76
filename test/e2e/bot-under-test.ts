/** Starts the local Discord and the real bot against it, with the commands deployed by the deploy script. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BotProcess,
  deployCommands,
  type LocalDiscord,
  startBot,
  startLocalDiscord,
  type TestGuild,
} from '../../local-discord/index.js';

/** A running local Discord and bot, and the SQLite file the bot uses. */
export interface BotUnderTest {
  discord: LocalDiscord;
  bot: BotProcess;
  databaseFile: string;
  /** Moves the bot's clock on by `ms` (it reads its offset afresh on every look at the time), e.g. past a deadline. */
  moveClock(ms: number): void;
  /** The bot's time now: the system's, moved on as the test moved it. */
  now(): Date;
  /** Moves the local Discord's clock on by `ms`, e.g. past an interaction token's 15 minutes. */
  moveDiscordClock(ms: number): void;
  /** Kills the bot (SIGKILL, like a crash) or stops it, and starts it again on the same file, with `moreEnv` added this once. */
  restart(how: 'kill' | 'stop', moreEnv?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/** Where the commands are registered: in the test guild (instantly, as while developing), or globally (every context). */
export type Deploy = 'guild' | 'global';

/**
 * Starts everything: local Discord (with `guilds`, or its default ones), deployed commands, and the bot on
 * a temporary SQLite file (or the store at `databaseUrl`), with `extraEnv` added to its environment.
 */
export async function startBotUnderTest(
  databaseUrl?: string,
  deploy: Deploy = 'guild',
  extraEnv: Record<string, string> = {},
  guilds?: readonly TestGuild[],
): Promise<BotUnderTest> {
  let discordOffset = 0;
  const discord = await startLocalDiscord({ now: () => Date.now() + discordOffset, ...(guilds ? { guilds } : {}) });
  await deployCommands(discord, deploy === 'global' ? { DISCORD_GUILD_ID: '' } : {});
  const dir = mkdtempSync(join(tmpdir(), 'gm-bot-e2e-'));
  const databaseFile = join(dir, 'bot.sqlite');
  // The bot's clock runs on the system's, moved on by what the test writes in this file; scheduled work is looked for often.
  const clockFile = join(dir, 'clock-offset');
  writeFileSync(clockFile, '0');
  const env: Record<string, string> = {
    CLOCK_OFFSET_FILE: clockFile,
    WORK_INTERVAL_MS: '200',
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
    ...extraEnv,
  };
  const under: BotUnderTest = {
    discord,
    bot: await startBot({ discord, databaseFile, env }),
    databaseFile,
    moveClock(ms) {
      writeFileSync(clockFile, String(Number(readFileSync(clockFile, 'utf8')) + ms));
    },
    now: () => new Date(Date.now() + Number(readFileSync(clockFile, 'utf8'))),
    moveDiscordClock(ms) {
      discordOffset += ms;
    },
    async restart(how, moreEnv = {}) {
      if (how === 'kill') await under.bot.kill();
      else await under.bot.stop();
      under.bot = await startBot({ discord, databaseFile, env: { ...env, ...moreEnv } });
    },
    async close() {
      await under.bot.stop();
      await discord.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return under;
}
