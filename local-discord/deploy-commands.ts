/** Registers the bot's commands in the local Discord exactly as `npm run deploy-commands` does. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT, startCommand } from './bot-process.js';
import { APPLICATION_ID, BOT_TOKEN, GUILD_ID } from './fixtures.js';
import type { LocalDiscord } from './local-discord.js';

const run = promisify(execFile);

/** Runs the real deploy script against `discord`, for the test guild; resolves with what it printed. */
export async function deployCommands(discord: LocalDiscord, env: Record<string, string> = {}): Promise<string> {
  const { command, args } = startCommand('node --import tsx src/deploy-commands.ts');
  const { stdout } = await run(command, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      DISCORD_TOKEN: BOT_TOKEN,
      DISCORD_CLIENT_ID: APPLICATION_ID,
      DISCORD_GUILD_ID: GUILD_ID,
      DISCORD_API_BASE: discord.apiBase,
      ...env,
    },
  });
  return stdout;
}
