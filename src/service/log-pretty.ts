/** The readable form of a JSON log line for a terminal (`LOG_FORMAT=pretty`): time, level, message, then the fields. */

const LEVEL_WIDTH = 5;
const SKIPPED = new Set(['time', 'level', 'msg', 'pid', 'hostname', 'err']);

function fieldText(value: unknown): string {
  return typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);
}

/** `12:00:01.250 INFO  interaction id=… kind=button …` from pino's JSON line; a line that is not JSON comes back as it was. */
export function prettyLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 23) : '';
  const level = String(entry.level ?? '')
    .toUpperCase()
    .padEnd(LEVEL_WIDTH);
  const fields = Object.entries(entry)
    .filter(([key]) => !SKIPPED.has(key))
    .map(([key, value]) => `${key}=${fieldText(value)}`);
  const err = entry.err as { stack?: unknown; message?: unknown } | undefined;
  const stack = err ? `\n    ${String(err.stack ?? err.message ?? JSON.stringify(err)).replace(/\n/g, '\n    ')}` : '';
  return `${time} ${level} ${String(entry.msg ?? '')}${fields.length > 0 ? `  ${fields.join(' ')}` : ''}${stack}\n`;
}
