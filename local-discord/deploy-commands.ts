/**
 * Registers the bot's commands in the local Discord exactly as `npm run deploy-commands` does, with the
 * deployer of dist/ (`npm run build` bundles it from src/deploy-commands.ts beside the bot it deploys
 * for): the same code, started in a third of the time tsx's loader takes to compile it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT, startCommand } from './bot-process.js';
import { APPLICATION_ID, BOT_TOKEN, GUILD_ID } from './fixtures.js';
import type { LocalDiscord } from './local-discord.js';

const run = promisify(execFile);

/** Runs the real deploy script against `discord`, for the test guild; resolves with what it printed. */
export async function deployCommands(discord: LocalDiscord, env: Record<string, string> = {}): Promise<string> {
  const { command, args } = startCommand('node dist/deploy-commands.js');
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
