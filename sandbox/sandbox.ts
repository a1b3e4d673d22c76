/** The sandbox: the local Discord, the real commands deployed into its guild, the real bot on it, and the page. */
import { type BotProcess, deployCommands, type LocalDiscord, mainGuild, startBot, startLocalDiscord } from '../local-discord/index.js';
import { startWebServer, type WebServer } from './web-server.js';

/** How to start the sandbox. */
export interface StartSandboxOptions {
  /** undefined: DEFAULT_PORT, or a free port when it is taken; 0: any free port. */
  port?: number;
  /** The SQLite file the bot keeps games in; default a temporary one, removed when the bot stops. */
  databaseFile?: string;
  /** Where the sandbox reports failed interactions and rejected payloads (default console.log). */
  log?: (line: string) => void;
  /** Extra environment for the bot (a test's clock offset file, say). */
  botEnv?: Record<string, string>;
}

/** A running sandbox. */
export interface Sandbox {
  /** The page's address. */
  url: string;
  discord: LocalDiscord;
  bot: BotProcess;
  /** Stops the page's server, the bot and the local Discord. */
  close(): Promise<void>;
}

/** Starts the local Discord, deploys the commands with the real deploy script, starts the bot as `npm start` does, and serves the page. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<Sandbox> {
  const log = options.log ?? ((line: string) => console.log(line));
  const discord = await startLocalDiscord();
  let web: WebServer | undefined;
  let bot: BotProcess | undefined;
  try {
    web = await startWebServer({ discord, guild: mainGuild, port: options.port, log }); // first, so a taken port fails at once
    // The bot does not need its commands registered to start: both at once.
    const [deployed, started] = await Promise.allSettled([
      deployCommands(discord),
      startBot({
        discord,
        ...(options.databaseFile === undefined ? {} : { databaseFile: options.databaseFile }),
        ...(options.botEnv === undefined ? {} : { env: options.botEnv }),
      }),
    ]);
    if (started.status === 'fulfilled') bot = started.value;
    if (deployed.status === 'rejected') throw deployed.reason;
    if (started.status === 'rejected') throw started.reason;
    const [page, running] = [web, started.value];
    return {
      url: page.url,
      discord,
      bot: running,
      async close() {
        await page.close();
        await running.stop();
        await discord.close();
      },
    };
  } catch (error) {
    await web?.close();
    await bot?.stop();
    await discord.close();
    throw error;
  }
}
