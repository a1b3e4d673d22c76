/** Starts the local Discord and the real bot against it, with the commands deployed by the deploy script. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  APPLICATION_ID,
  BOT_TOKEN,
  GUILD_ID,
  REPO_ROOT,
  startBot,
  startCommand,
  startLocalDiscord,
  type BotProcess,
  type LocalDiscord,
} from '../local-discord/index.js';

const run = promisify(execFile);

/** A running local Discord and bot, and the SQLite file the bot uses. */
export interface BotUnderTest {
  discord: LocalDiscord;
  bot: BotProcess;
  databaseFile: string;
  /** Kills the bot (SIGKILL, like a crash) or stops it, and starts it again on the same file. */
  restart(how: 'kill' | 'stop'): Promise<void>;
  close(): Promise<void>;
}

/** Registers the commands in the test guild exactly as `npm run deploy-commands` does. */
export async function deployCommands(discord: LocalDiscord): Promise<string> {
  const { command, args } = startCommand('node --import tsx src/deploy-commands.ts');
  const { stdout } = await run(command, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      DISCORD_TOKEN: BOT_TOKEN,
      DISCORD_CLIENT_ID: APPLICATION_ID,
      DISCORD_GUILD_ID: GUILD_ID,
      DISCORD_API_BASE: discord.apiBase,
    },
  });
  return stdout;
}

/** Starts everything: local Discord, deployed commands, and the bot on a temporary SQLite file. */
export async function startBotUnderTest(): Promise<BotUnderTest> {
  const discord = await startLocalDiscord();
  await deployCommands(discord);
  const dir = mkdtempSync(join(tmpdir(), 'gm-bot-e2e-'));
  const databaseFile = join(dir, 'bot.sqlite');
  const under: BotUnderTest = {
    discord,
    bot: await startBot({ discord, databaseFile }),
    databaseFile,
    async restart(how) {
      if (how === 'kill') await under.bot.kill();
      else await under.bot.stop();
      under.bot = await startBot({ discord, databaseFile });
    },
    async close() {
      await under.bot.stop();
      await discord.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return under;
}
