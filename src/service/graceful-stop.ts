/**
 * Stopping on SIGTERM or SIGINT: the first signal runs the process's stop steps (which let the work under
 * way finish) and exits 0 when they are done, or 1 if they are not done by the deadline; a second signal
 * exits at once. An uncaught error can start the same stop (stopOnCrash), which then exits 1.
 */
import type { Logger } from '../log.js';

/** How long a stop may take before the process exits anyway (an orchestrator's grace is often 10 s or more). */
const STOP_DEADLINE_MS = 5_000;

/** How long the interactions under way may take to finish when the bot stops: Discord's answer window. */
const DRAIN_MS = 3_000;

/** Starts a process's stop for a reason, to exit with `exitCode` (0 by default) once stopped; does nothing once stopping. */
export type BeginStop = (why: string, exitCode?: number) => void;

/**
 * Runs `stop` on the first SIGTERM or SIGINT, then exits; exits at once on the second. Returns a way to
 * start the same stop without a signal (the sharding manager's request, its absence, a crash).
 */
export function stopOnSignals(stop: (signal: string) => Promise<void>, log: Logger, deadlineMs = STOP_DEADLINE_MS): BeginStop {
  let stopping = false;
  const begin: BeginStop = (signal, exitCode = 0) => {
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
        process.exit(exitCode);
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

/**
 * Logs an uncaught exception or unhandled rejection and starts the process's stop, to exit 1, rather than
 * dying on the spot: the sharding manager stops its shards this way instead of leaving them running.
 */
export function stopOnCrash(begin: BeginStop, log: Logger): void {
  const crash = (error: unknown) => {
    log.error('an uncaught error', error);
    begin('an uncaught error', 1);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
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

/** Waits for the interactions under way (`drained`, the router's drain) for `ms` at most (DRAIN_MS), saying so when it stops waiting. */
export async function drainWithin(drained: Promise<void>, log: Logger, ms = DRAIN_MS): Promise<void> {
  if (!(await within(ms, drained))) log.warn(`interactions still under way after ${ms} ms; stopping anyway`);
}
