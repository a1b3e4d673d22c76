/** `npm run deploy-commands`: registers the slash commands globally, or in DISCORD_GUILD_ID when set. */

import { REST, Routes } from 'discord.js';
import { config as loadDotenv } from 'dotenv';
import { commands } from './commands/index.js';
import { ConfigError, readConfig } from './config.js';

async function deploy(): Promise<void> {
  loadDotenv({ quiet: true });
  const config = readConfig(process.env, true);
  const clientId = config.clientId as string;
  const rest = new REST({ api: config.apiBase }).setToken(config.token);
  const body = commands.map((command) => command.data.toJSON());
  const route = config.guildId ? Routes.applicationGuildCommands(clientId, config.guildId) : Routes.applicationCommands(clientId);
  await rest.put(route, { body });
  const where = config.guildId ? `server ${config.guildId} (available at once)` : 'every server (may take up to an hour to appear)';
  console.log(`Registered ${body.length} commands in ${where}: ${body.map((c) => `/${c.name}`).join(' ')}`);
}

deploy().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Could not register the commands: ${String(error)}`);
  process.exit(1);
});
