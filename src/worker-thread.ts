/**
 * Starting a worker thread on one of the bot's modules (the solver's, the drawing's). `npm start` runs
 * the bundles of dist/ (scripts/build.mjs), where each worker is a file next to the bot's bundle; the
 * tests and scripts run the TypeScript under tsx, whose loader Node 20 does not carry into worker
 * threads: a worker then registers tsx itself before importing its module. Threads doing background work
 * (the solver's, which also makes the replays) lower their own priority.
 */
import { setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';

/** The module `name` next to the module at `base` (its `import.meta.url`): a .ts beside a .ts source, a .js beside a bundle of dist/. */
export function siblingModule(name: string, base: string): URL {
  return new URL(`./${name}${base.endsWith('.ts') ? '.ts' : '.js'}`, base);
}

/** Starts a worker thread running `module`; as TypeScript, the thread registers tsx's loader first. */
export function startWorkerThread(module: URL): Worker {
  if (!module.pathname.endsWith('.ts')) return new Worker(module);
  const start =
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(start, { eval: true });
}

/** The nice value of threads doing background work: a thread answering players gets the processor about ten times as often when both want it. */
const BACKGROUND_NICE = 10;

/**
 * Lowers the calling worker thread's scheduling priority to nice 10, on Linux only: a nice value is per
 * thread there, elsewhere the call would set the whole process's. At 19 the work would all but stop on a
 * machine busy with other work.
 */
export function runInBackground(): void {
  if (process.platform === 'linux') setPriority(BACKGROUND_NICE);
}
