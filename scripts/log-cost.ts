/**
 * `node --import tsx scripts/log-cost.ts`: what one log line costs. Writes 200,000 lines of an
 * interaction's fields to /dev/null with pino (synchronous, and buffered as the bot writes) and, for
 * comparison, as a plain template string written with fs.writeSync, and prints the microseconds a line.
 */
import { openSync, writeSync } from 'node:fs';
import pino from 'pino';

const LINES = 200_000;
const fd = openSync('/dev/null', 'w');
const fields = { id: '1234567890123456789', kind: 'button', game: 'scoundrel', outcome: 'ok', ms: 12 };

/** Microseconds a line for `write`, after a warm-up. */
function perLine(write: () => void): number {
  for (let i = 0; i < 20_000; i++) write();
  const started = process.hrtime.bigint();
  for (let i = 0; i < LINES; i++) write();
  return Number(process.hrtime.bigint() - started) / LINES / 1000;
}

const sync = pino({ base: { shard: 0 } }, pino.destination({ fd, sync: true }));
const bufferedDestination = pino.destination({ fd, sync: false, minLength: 4096 });
const buffered = pino({ base: { shard: 0 } }, bufferedDestination);
const rows = [
  ['pino, synchronous', perLine(() => sync.info(fields, 'interaction'))],
  ['pino, buffered', perLine(() => buffered.info(fields, 'interaction'))],
  [
    'template string + writeSync',
    perLine(() => writeSync(fd, `${new Date().toISOString()} info  interaction ${JSON.stringify(fields)}\n`)),
  ],
] as const;
bufferedDestination.flushSync();
for (const [name, us] of rows) console.log(`${name}: ${us.toFixed(2)} µs a line`);
