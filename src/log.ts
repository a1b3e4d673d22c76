/** A small logger: one line per event, to stdout (info) and stderr (warnings and errors). */

/** Writes log lines; never pass it the token. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** The logger the bot runs with. */
export const consoleLogger: Logger = {
  info: (message) => console.log(`${new Date().toISOString()} info  ${message}`),
  warn: (message) => console.warn(`${new Date().toISOString()} warn  ${message}`),
  error: (message, error) =>
    console.error(
      `${new Date().toISOString()} error ${message}`,
      ...(error === undefined ? [] : [error instanceof Error ? (error.stack ?? error.message) : error]),
    ),
};

/** A logger that drops everything, for code whose caller did not ask for logs. */
export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
