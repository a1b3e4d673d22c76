/**
 * Solving off the event loop: the worker pool gives the solver's (and the advisor's, and the verdict's) own answer, solves a deal
 * asked for twice at once once, bounds its queue (urgent jobs go first and are always taken), survives
 * a worker that dies, stops idle workers, and shuts down cleanly.
 */
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { longRuns, replayJob } from '../../scripts/replay-runs.js';
import { spawnBackgroundWorker } from '../../src/discord/pictures/background-thread.js';
import { advise } from '../../src/games/scoundrel/advisor.js';
import { scoundrel, solveDeal } from '../../src/games/scoundrel/index.js';
import { knowledgeOf } from '../../src/games/scoundrel/knowledge.js';
import { judgeMove } from '../../src/games/scoundrel/verdict.js';
import { SolverBusyError, SolverPool, spawnSolverWorker } from '../../src/sessions/coach/solver-pool.js';
import type { SolveJob } from '../../src/sessions/coach/solver-request.js';

function job(seed: string, budget = 10_000_000): SolveJob {
  const state = scoundrel.setup({ seed });
  return { game: 'scoundrel', deck: [...state.room, ...state.dungeon], rules: 'lenient', budget, tableSize: 1 << 16 };
}

/** A pool whose workers count the jobs posted to them. */
function countingPool(options: ConstructorParameters<typeof SolverPool>[0] = {}): { pool: SolverPool; posted: () => number } {
  let posted = 0;
  const pool = new SolverPool({
    ...options,
    spawn: () => {
      const worker = (options.spawn ?? spawnSolverWorker)();
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (message: unknown) => {
        posted++;
        post(message);
      };
      return worker;
    },
  });
  return { pool, posted: () => posted };
}

let pools: SolverPool[] = [];
afterEach(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  pools = [];
});
const track = <T extends { pool: SolverPool }>(made: T): T => {
  pools.push(made.pool);
  return made;
};

describe('Solver pool', () => {
  it('answers what the solver answers in-process, from a worker started on the first job', async () => {
    const { pool } = track(countingPool());
    expect(pool.load.workers).toBe(0);
    const solved = await pool.solve('pool-a', job('pool-a'));
    expect(solved.result).toEqual(solveDeal(job('pool-a').deck, { tableSize: 1 << 16 }));
    expect(solved.ms).toBeGreaterThan(0);
    expect(pool.started).toBe(1);
  });

  it("advises on a position in a worker, with the advisor's own answer, and refuses knowledge that does not add up", async () => {
    const { pool } = track(countingPool());
    const knowledge = knowledgeOf(scoundrel.setup({ seed: 'pool-advice' }), new Set());
    const advised = await pool.advise('pool-advice', { game: 'scoundrel', advise: knowledge, seed: 'hint' });
    expect(advised.advice).toEqual(advise(knowledge, { seed: 'hint' }));
    await expect(pool.advise('pool-bad', { game: 'scoundrel', advise: { ...knowledge, dungeonSize: 12 }, seed: 'hint' })).rejects.toThrow(
      /does not add up/,
    );
    const forged = { ...knowledge, room: ['ZZ', ...knowledge.room.slice(1)], gone: [knowledge.room[0]!] };
    await expect(pool.advise('pool-card', { game: 'scoundrel', advise: forged, seed: 'hint' })).rejects.toThrow(
      /Not a (Scoundrel|playing) card/,
    );
  });

  it("judges a move of a run in a worker, with the verdict's own answer, as background work refused past a full queue", async () => {
    const { pool } = track(countingPool({ workers: 1, maxQueue: 1 }));
    const knowledge = knowledgeOf(scoundrel.setup({ seed: 'pool-judge' }), new Set());
    const move = { type: 'avoid' } as const;
    const judged = await pool.judge('pool-judge', { game: 'scoundrel', judge: knowledge, move, seed: 'review' });
    expect(judged.judgement).toEqual(judgeMove(knowledge, move, { seed: 'review' }));
    await expect(
      pool.judge('pool-bad', { game: 'scoundrel', judge: { ...knowledge, dungeonSize: 12 }, move, seed: 'review' }),
    ).rejects.toThrow(/does not add up/);
    const running = pool.solve('j-1', job('j-1'));
    const queued = pool.solve('j-2', job('j-2'));
    await expect(pool.judge('pool-full', { game: 'scoundrel', judge: knowledge, move, seed: 'review' })).rejects.toBeInstanceOf(
      SolverBusyError,
    );
    await Promise.all([running, queued]);
  });

  it('answers a job of a game without a coach, or of a coach without an advisor, with an error, and goes on', async () => {
    const { pool } = track(countingPool());
    await expect(pool.solve('pool-rogue', { ...job('pool-rogue'), game: 'rogue' })).rejects.toThrow(/the game rogue has no coach/);
    await expect(pool.solve('pool-nogame', { ...job('pool-nogame'), game: 'nosuchgame' })).rejects.toThrow(/has no coach/);
    expect((await pool.solve('pool-after', job('pool-after'))).result.decided).toBe(true);
  });

  it('solves a deal asked for twice at once once, and both askers get the answer', async () => {
    const { pool, posted } = track(countingPool());
    const [first, second] = await Promise.all([pool.solve('pool-b', job('pool-b')), pool.solve('pool-b', job('pool-b'))]);
    expect(posted()).toBe(1);
    expect(second).toBe(first);
    // Once answered, the same deal asked again is a new job (the store, not the pool, keeps answers).
    await pool.solve('pool-b', job('pool-b'));
    expect(posted()).toBe(2);
  });

  it('refuses a background job past its queue at once, takes urgent jobs anyway, and runs them first', async () => {
    const { pool } = track(countingPool({ workers: 1, maxQueue: 1 }));
    const order: string[] = [];
    const note = (name: string) => (solved: unknown) => {
      order.push(name);
      return solved;
    };
    const running = pool.solve('q-1', job('q-1')).then(note('q-1'));
    const queued = pool.solve('q-2', job('q-2')).then(note('q-2'));
    await expect(pool.solve('q-3', job('q-3'))).rejects.toBeInstanceOf(SolverBusyError);
    const urgent = pool.solve('q-4', job('q-4'), { urgent: true }).then(note('q-4'));
    expect(pool.load).toEqual({ queued: 2, running: 1, workers: 1 });
    await Promise.all([running, queued, urgent]);
    expect(order).toEqual(['q-1', 'q-4', 'q-2']);
  });

  it('runs urgent jobs in the order they were asked for, a background job made urgent behind them', async () => {
    const { pool } = track(countingPool({ workers: 1 }));
    const order: string[] = [];
    const solve = (name: string, urgent: boolean) => pool.solve(name, job(name), { urgent }).then(() => order.push(name));
    const asked = [solve('u-0', false), solve('u-1', false), solve('u-2', true), solve('u-3', true)];
    // Asked again, urgently: the same job, moved behind the urgent ones.
    asked.push(pool.solve('u-1', job('u-1'), { urgent: true }).then(() => 0));
    await Promise.all(asked);
    expect(order).toEqual(['u-0', 'u-2', 'u-3', 'u-1']);
  });

  it("fails a job whose deal is not a deal with the worker's reason, and goes on with the next", async () => {
    const { pool } = track(countingPool());
    await expect(pool.solve('bad', { ...job('pool-c'), deck: ['AS'] })).rejects.toThrow(/Scoundrel dungeon/);
    await expect(pool.solve('pool-c', job('pool-c'))).resolves.toMatchObject({ result: { decided: true } });
    expect(pool.started).toBe(1);
  });

  it('fails the job of a worker that dies, and starts a new worker for the next', async () => {
    let spawned = 0;
    const pool = new SolverPool({ spawn: () => (spawned++ === 0 ? new Worker('process.exit(3)', { eval: true }) : spawnSolverWorker()) });
    pools.push(pool);
    await expect(pool.solve('dies', job('pool-d'))).rejects.toThrow(/stopped \(exit code 3\)/);
    await expect(pool.solve('pool-d', job('pool-d'))).resolves.toMatchObject({ result: { decided: true } });
    expect(spawned).toBe(2);
  });

  it('stops a worker left idle, and starts one again for the next job', async () => {
    const { pool } = track(countingPool({ idleMs: 50 }));
    await pool.solve('idle-1', job('idle-1'));
    await expect.poll(() => pool.load.workers).toBe(0);
    await pool.solve('idle-2', job('idle-2'));
    expect(pool.started).toBe(2);
  });

  it('stops a worker that has had nothing to do for a minute, and not a millisecond before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { pool } = track(countingPool());
      await pool.solve('idle-minute', job('idle-minute'));
      vi.advanceTimersByTime(59_999);
      expect(pool.load.workers).toBe(1);
      vi.advanceTimersByTime(1);
      expect(pool.load.workers).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a replay a minute: one not made at 59,999 ms is still awaited, at a minute it fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A worker that never answers: only the pool's own time limit ends the replay.
      const { pool } = track(countingPool({ spawn: () => new Worker('setInterval(() => undefined, 1_000)', { eval: true }) }));
      const [run] = longRuns(10, 1);
      let failed: unknown = null;
      pool.replay(replayJob(run!)).catch((error: unknown) => {
        failed = error;
      });
      expect(pool.load.running).toBe(1);
      await vi.advanceTimersByTimeAsync(59_999);
      expect(failed).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(String(failed)).toBe('Error: the replay was not made within 60000 ms');
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails a replay not made within its time limit, stops its worker, and goes on with a new one', async () => {
    const { pool } = track(countingPool({ replayTimeoutMs: 20, spawn: spawnBackgroundWorker }));
    const [long] = longRuns(100, 5).filter((run) => run.game === 'royale');
    const replay = pool.replay(replayJob(long!));
    const solved = pool.solve('after-replay', job('after-replay'));
    await expect(replay).rejects.toThrow('the replay was not made within 20 ms');
    expect((await solved).result).toEqual(solveDeal(job('after-replay').deck, { weaponRule: 'lenient' }));
    expect(pool.started).toBe(2);
  });

  it("refuses a replay with a clear error when its worker makes none (the solver's own), and goes on solving", async () => {
    const { pool } = track(countingPool());
    const [run] = longRuns(10, 1);
    await expect(pool.replay(replayJob(run!))).rejects.toThrow('this worker makes no replays');
    await expect(pool.solve('no-replay', job('no-replay'))).resolves.toMatchObject({ result: { decided: true } });
    expect(pool.started).toBe(1);
  });

  it('fails what is running and queued when closed, and refuses jobs after', async () => {
    const { pool } = track(countingPool());
    const running = pool.solve('c-1', job('slow-466', 20_000_000));
    const queued = pool.solve('c-2', job('c-2'));
    await pool.close();
    await expect(running).rejects.toBeInstanceOf(SolverBusyError);
    await expect(queued).rejects.toBeInstanceOf(SolverBusyError);
    await expect(pool.solve('c-3', job('c-3'))).rejects.toThrow(/shut down/);
    expect(pool.load).toEqual({ queued: 0, running: 0, workers: 0 });
  });
});
