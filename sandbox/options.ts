/** The sandbox's settings: `--port` / SANDBOX_PORT and `--db` / SANDBOX_DB (the command line wins). */
import { resolve } from 'node:path';

/** The port tried first when none is given; a free one is used when it is taken. */
export const DEFAULT_PORT = 5178;

/** What `npm run sandbox` was asked for. */
export interface SandboxOptions {
  /** The port asked for; undefined means DEFAULT_PORT or, when it is taken, any free one. */
  port: number | undefined;
  /** An absolute path of the SQLite file to keep; undefined means a temporary one. */
  databaseFile: string | undefined;
  help: boolean;
}

/** Bad options, with a message to print. */
export class OptionsError extends Error {}

/** How to run the sandbox. */
export const USAGE = `Usage: npm run sandbox -- [--port <port>] [--db <file>]

  --port <port>  the port of 127.0.0.1 to serve the page on (or SANDBOX_PORT; default ${DEFAULT_PORT}, or a free one)
  --db <file>    the SQLite file the bot keeps its games in (or SANDBOX_DB; default a temporary file)`;

function parsePort(text: string, from: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) throw new OptionsError(`${from} must be a port number (0–65535), not "${text}".\n\n${USAGE}`);
  return port;
}

/** Reads the options from the arguments after `npm run sandbox --` and the environment; relative paths are taken from `cwd`. */
export function readOptions(argv: readonly string[], env: NodeJS.ProcessEnv, cwd: string): SandboxOptions {
  let port = env.SANDBOX_PORT ? parsePort(env.SANDBOX_PORT, 'SANDBOX_PORT') : undefined;
  let db = env.SANDBOX_DB || undefined;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const [flag = '', inline] = (argv[i] ?? '').split(/=(.*)/s, 2);
    if (flag === '--help' || flag === '-h') {
      help = true;
      continue;
    }
    if (flag !== '--port' && flag !== '--db') throw new OptionsError(`Unknown option "${argv[i] ?? ''}".\n\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new OptionsError(`${flag} needs a value.\n\n${USAGE}`);
    if (flag === '--port') port = parsePort(value, '--port');
    else db = value;
  }
  return { port, databaseFile: db === undefined ? undefined : resolve(cwd, db), help };
}
