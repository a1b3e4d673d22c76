/**
 * The bot's logger: pino, one JSON line per event with its level, time and shard, to stdout (info and
 * below) and stderr (warnings and errors). `LOG_FORMAT=pretty` writes readable lines for a terminal;
 * `LOG_LEVEL` (trace, debug, info, warn, error, silent) drops the lines below it. Every line goes through
 * the secret scrubber on its way out, so no token or password is ever written, even inside an error; fields
 * named `token` or `password` are hidden at any depth of a logged error or object.
 */
import pino from 'pino';
import { ConfigError } from './config.js';
import { prettyLine } from './service/log-pretty.js';
import { hideSecretFields, SECRET_KEYS, secretScrubber } from './service/log-scrub.js';

/** Facts attached to a log line, as JSON fields: `{ id, kind, game, outcome, ms }` for an interaction. */
type LogFields = Record<string, string | number | boolean | null | undefined>;

/** Writes log lines; never pass it the token. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** How the logger writes: its level and format, and the values it must never write. */
export interface LogSettings {
  level: (typeof LEVELS)[number];
  format: 'json' | 'pretty';
  /** The shard(s) of this process, or `manager` for the sharding manager; a field of every line. */
  shard: string;
  secrets: readonly string[];
}

/** Reads LOG_LEVEL, LOG_FORMAT and the shard of this process from the environment; an unknown level or format is a ConfigError. */
export function logSettings(env: NodeJS.ProcessEnv, secrets: readonly string[] = []): LogSettings {
  const level = (env.LOG_LEVEL || 'info').toLowerCase();
  const format = (env.LOG_FORMAT || 'json').toLowerCase();
  if (!(LEVELS as readonly string[]).includes(level))
    throw new ConfigError(`LOG_LEVEL must be one of ${LEVELS.join(', ')} (got "${level}")`);
  if (format !== 'json' && format !== 'pretty') throw new ConfigError(`LOG_FORMAT must be json or pretty (got "${format}")`);
  return {
    level: level as LogSettings['level'],
    format,
    shard: env.SHARDING_MANAGER === 'true' ? String(env.SHARDS ?? '') : '0',
    secrets: [...secrets, ...[env.DISCORD_TOKEN ?? ''].filter((token) => token.length > 0)],
  };
}

/** Where finished lines go: file descriptor 1 (stdout) or 2 (stderr). */
export type LineWriter = (fd: 1 | 2, line: string) => void;

/**
 * Writes through process.stdout and process.stderr, which Node writes synchronously to files and pipes
 * on Linux, so no line is lost when the process exits and a slow reader never stalls the bot in a retry loop.
 */
const writeToStdio: LineWriter = (fd, line) => {
  (fd === 1 ? process.stdout : process.stderr).write(line);
};

/** A stream for pino that scrubs every line of secrets (and makes it readable, when pretty) before `write` takes it. */
function lineStream(fd: 1 | 2, settings: LogSettings, write: LineWriter): { write(line: string): void } {
  const scrub = secretScrubber(settings.secrets);
  return {
    write: (line) => {
      const clean = scrub(line);
      write(fd, settings.format === 'pretty' ? prettyLine(clean) : clean);
    },
  };
}

/** A Logger writing through pino with `settings`, to stdout and stderr (or to `write`). */
export function createLogger(settings: LogSettings, write: LineWriter = writeToStdio): Logger {
  const streams = pino.multistream(
    [
      { level: 'trace', stream: lineStream(1, settings, write) },
      { level: 'warn', stream: lineStream(2, settings, write) },
    ],
    { dedupe: true },
  );
  const root = pino(
    {
      level: settings.level,
      base: { shard: settings.shard },
      formatters: { level: (label) => ({ level: label }) },
      // A field of the line by its key; an error or object logged with `error`, its fields at any depth.
      redact: { paths: [...SECRET_KEYS], censor: '***' },
      serializers: { err: (error: Error) => hideSecretFields(pino.stdSerializers.err(error)) },
    },
    streams,
  );
  return {
    info: (message, fields) => root.info(fields ?? {}, message),
    warn: (message, fields) => root.warn(fields ?? {}, message),
    error: (message, error, fields) => root.error({ ...fields, ...(error === undefined ? {} : { err: error }) }, message),
  };
}

let processLogger: Logger | undefined;

/**
 * Sets up the process's logger from the environment (LOG_LEVEL, LOG_FORMAT), the secrets it must hide,
 * and the `shard` its lines name when it is not the environment's (`manager`); throws ConfigError.
 */
export function setUpLogging(env: NodeJS.ProcessEnv, secrets: readonly string[] = [], shard?: string): void {
  const settings = logSettings(env, secrets);
  processLogger = createLogger(shard === undefined ? settings : { ...settings, shard });
}

/** The logger the bot runs with (see setUpLogging; made from the environment on first use when it was not set up). */
export const consoleLogger: Logger = {
  info: (message, fields) => current().info(message, fields),
  warn: (message, fields) => current().warn(message, fields),
  error: (message, error, fields) => current().error(message, error, fields),
};

function current(): Logger {
  processLogger ??= createLogger(logSettings(process.env));
  return processLogger;
}

/** A logger that drops everything, for code whose caller did not ask for logs. */
export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
