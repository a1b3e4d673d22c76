/**
 * The replays of finished runs (Watch), made in the solver's pool and kept by run a while, so that a run's
 * GIF is made once however many ask for it here: the members who watch today's daily deal privately
 * before its day is over, and its one public replay after. A finished run's moves never change, so a
 * run's replay is the same GIF whoever asks. Only the last few are kept (their bytes are the memory of a
 * replay each, some hundreds of kilobytes); one that failed is not kept, so the next asking tries again.
 */
import { useEntry } from '../../engine/recently-used.js';
import type { MadeReplay, ReplayJob } from './replay-messages.js';
import type { SolverPool } from './solver-pool.js';

/** How many runs' replays are kept. */
const KEPT = 4;

/** Finished runs' replays: each made once in the pool, kept by run id while it is among the last few asked for. */
export class MadeReplays {
  private readonly kept = new Map<string, Promise<MadeReplay>>();

  constructor(
    private readonly pool: Pick<SolverPool, 'replay'>,
    private readonly most = KEPT,
  ) {}

  /** The replay of the run `runId`, made from `job` unless it is being made or was made lately (the same run's job is the same). */
  replay(runId: string, job: ReplayJob): Promise<MadeReplay> {
    const known = useEntry(this.kept, runId);
    if (known) return known;
    const made = this.pool.replay(job);
    this.kept.set(runId, made);
    made.catch(() => {
      if (this.kept.get(runId) === made) this.kept.delete(runId);
    });
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.most) break;
      this.kept.delete(oldest);
    }
    return made;
  }
}
