/**
 * Stopping on SIGTERM or SIGINT: the first signal runs the process's stop steps (which let the work under
 * way finish) and exits 0 when they are done, or 1 if they are not done by the deadline; a second signal
 * exits at once.
 */
import type { Logger } from '../log.js';

/** How long a stop may take before the process exits anyway (an orchestrator's grace is often 10 s or more). */
const STOP_DEADLINE_MS = 5_000;

/**
 * Runs `stop` on the first SIGTERM or SIGINT, then exits; exits at once on the second. Returns a way to
 * start the same stop without a signal (the sharding manager's request), which does nothing once stopping.
 */
export function stopOnSignals(stop: (signal: string) => Promise<void>, log: Logger, deadlineMs = STOP_DEADLINE_MS): (why: string) => void {
  let stopping = false;
  const begin = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping`);
    const deadline = setTimeout(() => {
      log.error(`${signal}: not stopped after ${deadlineMs} ms; exiting anyway`);
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    stop(signal).then(
      () => {
        log.info(`${signal}: stopped`);
        process.exit(0);
      },
      (error: unknown) => {
        log.error(`${signal}: the stop failed`, error);
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (!stopping) return begin(signal);
    log.warn(`${signal} again: exiting at once`);
    process.exit(1);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return begin;
}

/** Resolves when `task` does, or after `ms` at the latest (with false), so one slow step cannot hold the stop. */
export async function within(ms: number, task: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const finished = await Promise.race([task.then(() => true), late]);
  clearTimeout(timer);
  return finished;
}
