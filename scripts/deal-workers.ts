/**
 * Numbered deals shared out to worker threads, one deal at a time a worker, for the scripts that play
 * or solve many deals (solve.ts, advisor.ts). The script's own file is the worker's code: it calls
 * `serveDeals` when it is not on the main thread, and `shareDeals` when it is.
 */
import { cpus } from 'node:os';
import { parentPort, Worker } from 'node:worker_threads';
import { z } from 'zod';

/**
 * How a worker starts: Node 20 does not carry tsx's loader into worker threads, so the worker
 * registers it and then imports the script, as `node --import tsx` did for the main thread.
 */
function workerStart(scriptUrl: string): string {
  return (
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(scriptUrl)}); });`
  );
}

/** In a worker: answers each deal number it is sent with `play(deal)`, until it is sent -1. */
export function serveDeals(play: (deal: number) => unknown): void {
  const port = parentPort!;
  port.on('message', (deal: number) => {
    if (deal < 0) {
      port.close();
      return;
    }
    port.postMessage({ deal, outcome: play(deal) });
  });
  port.postMessage({ ready: true });
}

/** How a deal is shared out: the script that works it, and its settings (how many deals and workers), which its workers are given. */
interface Sharing<Outcome> {
  scriptUrl: string;
  setting: { deals: number; workers: number };
  /** What a worker's answer to one deal must be (checked as it arrives). */
  outcome: z.ZodType<Outcome>;
  /** Called with each deal's outcome as it arrives, in any order. */
  take(deal: number, outcome: Outcome): void;
}

/** On the main thread: deals 0 to deals − 1 worked by `workers` threads; resolves when every outcome has been taken. */
export function shareDeals<Outcome>(sharing: Sharing<Outcome>): Promise<void> {
  const messageSchema = z.union([z.object({ ready: z.literal(true) }), z.object({ deal: z.number().int(), outcome: sharing.outcome })]);
  let next = 0;
  let done = 0;
  return new Promise<void>((resolve, reject) => {
    for (let w = 0; w < sharing.setting.workers; w++) {
      const worker = new Worker(workerStart(sharing.scriptUrl), { eval: true, workerData: sharing.setting });
      worker.on('error', reject);
      worker.on('message', (raw: unknown) => {
        const message = messageSchema.parse(raw);
        if ('deal' in message) {
          sharing.take(message.deal, message.outcome);
          done++;
          if (done === sharing.setting.deals) resolve();
        }
        worker.postMessage(next < sharing.setting.deals ? next++ : -1);
      });
    }
  });
}

/** The machine as the reports name it: its cores, their model and Node's version. */
export function machineName(): string {
  return `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
}
