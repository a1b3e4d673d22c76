/** The bot's settings, read from the environment (and `.env` via dotenv) and checked with zod. */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The project's root folder (where package.json lives). */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

const DEFAULT_DATABASE_URL = `sqlite://${fileURLToPath(new URL('../data/bot.sqlite', import.meta.url))}`;
const snowflake = z.string().regex(/^\d{17,20}$/, 'must be a Discord id (17 to 20 digits)');

const configSchema = z.object({
  DISCORD_TOKEN: z.string().min(1),
  DISCORD_CLIENT_ID: snowflake.optional(),
  DISCORD_GUILD_ID: snowflake.optional(),
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
  DISCORD_API_BASE: z.url().default('https://discord.com/api'),
  SOLVER_WORKERS: z.coerce.number().int().min(1).max(4).default(1),
  WORK_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  CLOCK_OFFSET_FILE: z.string().min(1).optional(),
});

/** The checked settings. */
export interface Config {
  token: string;
  clientId: string | undefined;
  guildId: string | undefined;
  databaseUrl: string;
  apiBase: string;
  /** Worker threads solving Scoundrel deals for their best possible score. */
  solverWorkers: number;
  /** How often the bot looks for work due at a set time (a race's deadline, a daily post). */
  workIntervalMs: number;
  /** A file whose number of milliseconds moves the bot's clock on (for tests), or undefined for the system clock. */
  clockOffsetFile: string | undefined;
}

/** A setting is missing or malformed; `message` is the one line to print. */
export class ConfigError extends Error {}

/** Reads the settings; `needClientId` for the command deploy script. Throws ConfigError with one line. */
export function readConfig(env: NodeJS.ProcessEnv, needClientId = false): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    const missing = names.filter((name) => blanksRemoved[name] === undefined);
    const invalid = parsed.error.issues.filter((issue) => blanksRemoved[String(issue.path[0])] !== undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Set ${missing.join(' and ')} in .env (copy .env.example to .env; the token is on ` +
          `https://discord.com/developers/applications under your application's Bot page).`,
      );
    }
    throw new ConfigError(invalid.map((issue) => `${String(issue.path[0])} ${issue.message}`).join('; '));
  }
  const config = parsed.data;
  if (needClientId && !config.DISCORD_CLIENT_ID) {
    throw new ConfigError(
      'Set DISCORD_CLIENT_ID in .env to your application id (https://discord.com/developers/applications, General Information).',
    );
  }
  return {
    token: config.DISCORD_TOKEN,
    clientId: config.DISCORD_CLIENT_ID,
    guildId: config.DISCORD_GUILD_ID,
    databaseUrl: config.DATABASE_URL,
    apiBase: config.DISCORD_API_BASE.replace(/\/+$/, ''),
    solverWorkers: config.SOLVER_WORKERS,
    workIntervalMs: config.WORK_INTERVAL_MS,
    clockOffsetFile: config.CLOCK_OFFSET_FILE,
  };
}
