/**
 * The best possible score of each deal, solved once and stored with the deal: a solved deal
 * is read back by any process without solving it again, a deal asked for twice at once is solved once,
 * a record that is damaged, of another deck, or whose line does not play to its score is solved again,
 * an undecided deal is stored as such and solved again under a larger budget, and a board can ask what
 * is known without ever waiting for the search or starting it again after a failure.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findCoach } from '../../src/catalog.js';
import type { Deal } from '../../src/engine/coach.js';
import { scoundrelCoach } from '../../src/games/scoundrel/coach.js';
import { solveDeal } from '../../src/games/scoundrel/index.js';
import { canBeWon, DealSolutions, type DealSolver, type Solution, solutionKey } from '../../src/sessions/coach/deal-solutions.js';
import { SolverBusyError, SolverPool } from '../../src/sessions/coach/solver-pool.js';
import { availableBackends } from '../helpers/backends.js';
import { openTestStore, type TestStore, useTestStore } from '../helpers/store.js';

/** The solver run in-process, counting the searches it makes; `fail` makes them fail. */
function inProcess(fail = false): DealSolver & { searches: number } {
  const solver = {
    searches: 0,
    async solve(_key: string, job: { deck: string[]; rules: string; budget: number; tableSize: number }) {
      solver.searches++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new SolverBusyError("the solver's queue is full (256 deals)");
      return { result: solveDeal(job.deck, { ...job, weaponRule: job.rules === 'strict' ? 'strict' : 'lenient' }), ms: 3 };
    },
  };
  return solver;
}

const DEAL: Deal = { game: 'scoundrel', seed: 'stored-1', rules: 'lenient' };
const OTHER: Deal = { game: 'scoundrel', seed: 'stored-2', rules: 'lenient' };

describe.each(availableBackends())('Deal solutions (%s)', (backend) => {
  let store!: TestStore;
  useTestStore(backend, (opened) => (store = opened));

  it('stores a solved deal under its game, weapon rule and seed, and another process reads it without solving', async () => {
    const solver = inProcess();
    const solution = await new DealSolutions(store.storage.store, solver, findCoach).solve(DEAL);
    expect(solutionKey(DEAL)).toBe('solution:scoundrel:lenient:stored-1');
    expect(await store.storage.store.get('solution:scoundrel:lenient:stored-1')).toEqual(solution);
    expect(solution).toMatchObject({
      seed: 'stored-1',
      rules: 'lenient',
      deck: scoundrelCoach.deckOf(DEAL.seed, DEAL.rules),
      result: solveDeal(scoundrelCoach.deckOf(DEAL.seed, DEAL.rules)),
    });
    const other = await store.another();
    const elsewhere = inProcess();
    expect(await new DealSolutions(other.store, elsewhere, findCoach).solve(DEAL)).toEqual(solution);
    expect(elsewhere.searches).toBe(0);
    await other.close();
    // The weapon rule is part of the deal: the same seed under the strict rule is another deal.
    await new DealSolutions(store.storage.store, solver, findCoach).solve({ ...DEAL, rules: 'strict' });
    expect(solver.searches).toBe(2);
  });

  it('reads a solution stored before other games had solvers (its rules named `weaponRule`) without solving it again', async () => {
    const solver = inProcess();
    const { rules, ...stored } = await new DealSolutions(store.storage.store, solver, findCoach).solve(DEAL);
    await store.storage.store.set(solutionKey(DEAL), { ...stored, weaponRule: rules });
    const elsewhere = inProcess();
    expect(await new DealSolutions(store.storage.store, elsewhere, findCoach).known(DEAL)).toMatchObject({ rules: 'lenient' });
    expect(elsewhere.searches).toBe(0);
  });

  it('solves a deal asked for several times at once once', async () => {
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const solver = inProcess();
    const held: DealSolver = {
      solve: async (key, job) => {
        await gate;
        return solver.solve(key, job);
      },
    };
    const solutions = new DealSolutions(store.storage.store, held, findCoach);
    const first = solutions.solve(DEAL);
    const second = solutions.solve(DEAL);
    const status = await solutions.status(DEAL);
    expect(status.kind).toBe('working');
    await new Promise((resolve) => setTimeout(resolve, 20));
    open();
    const [a, b] = await Promise.all([first, second]);
    expect(b).toBe(a);
    expect(solver.searches).toBe(1);
  });

  describe('what is read back is checked, and a record that fails is solved again', () => {
    const good = (): Solution => ({
      game: 'scoundrel',
      seed: DEAL.seed,
      rules: 'lenient',
      deck: scoundrelCoach.deckOf(DEAL.seed, DEAL.rules),
      budget: 20_000_000,
      ms: 3,
      result: solveDeal(scoundrelCoach.deckOf(DEAL.seed, DEAL.rules)),
    });
    const damaged: [string, () => unknown][] = [
      ['not a solution at all', () => ({ best: 30 })],
      [
        "the deck of another seed, with that deck's own line and score",
        () => ({
          ...good(),
          deck: scoundrelCoach.deckOf(OTHER.seed, OTHER.rules),
          result: solveDeal(scoundrelCoach.deckOf(OTHER.seed, OTHER.rules)),
        }),
      ],
      [
        'a best score its line does not reach',
        () => ({ ...good(), result: { ...good().result, best: (good().result as { best: number }).best + 1 } }),
      ],
      [
        'a line the rules refuse',
        () => ({ ...good(), result: { ...good().result, line: [{ type: 'face', card: '2H' }, ...good().result.line] } }),
      ],
      ['a line that stops before the end', () => ({ ...good(), result: { ...good().result, line: good().result.line.slice(0, -1) } })],
      [
        'a line that goes on after the end',
        () => ({ ...good(), result: { ...good().result, line: [...good().result.line, good().result.line.at(-1)!] } }),
      ],
    ];
    for (const [what, record] of damaged) {
      it(`re-solves ${what}`, async () => {
        await store.storage.store.set(solutionKey(DEAL), record());
        const solver = inProcess();
        const solutions = new DealSolutions(store.storage.store, solver, findCoach);
        expect(await solutions.known(DEAL)).toBeUndefined();
        expect(await solutions.solve(DEAL, { keep: true })).toEqual({ ...good(), ms: 3, keepUntil: null });
        expect(solver.searches).toBe(1);
        expect(await store.storage.store.get(solutionKey(DEAL))).toEqual({ ...good(), ms: 3, keepUntil: null });
      });
    }

    it('re-solves a row that is not JSON', async () => {
      await store.writeRaw(solutionKey(DEAL), 'not json {');
      const solver = inProcess();
      await new DealSolutions(store.storage.store, solver, findCoach).solve(DEAL);
      expect(solver.searches).toBe(1);
      expect(await new DealSolutions(store.storage.store, solver, findCoach).known(DEAL)).toMatchObject({ seed: DEAL.seed });
    });
  });

  it('stores an undecided deal as undecided, believes it under the same budget, and solves it again under a larger one', async () => {
    const tight = await new DealSolutions(store.storage.store, inProcess(), findCoach, { budget: 3 }).solve(DEAL);
    expect(tight.result).toMatchObject({ decided: false, lowerBound: expect.any(Number), upperBound: expect.any(Number) });
    const same = inProcess();
    expect(await new DealSolutions(store.storage.store, same, findCoach, { budget: 3 }).solve(DEAL)).toEqual(tight);
    expect(same.searches).toBe(0);
    const larger = inProcess();
    expect((await new DealSolutions(store.storage.store, larger, findCoach).solve(DEAL)).result).toEqual(
      solveDeal(scoundrelCoach.deckOf(DEAL.seed, DEAL.rules)),
    );
    expect(larger.searches).toBe(1);
  });

  it("believes an undecided deal searched with the bot's 20 million positions, and searches again one searched with a position less", async () => {
    const tight = await new DealSolutions(store.storage.store, inProcess(), findCoach, { budget: 3 }).solve(DEAL);
    expect(tight.result.decided).toBe(false);
    const storedWith = async (budget: number) => {
      await store.storage.store.set(solutionKey(DEAL), { ...tight, budget });
      return new DealSolutions(store.storage.store, inProcess(), findCoach).known(DEAL);
    };
    expect(await storedWith(20_000_000)).toEqual({ ...tight, budget: 20_000_000 });
    expect(await storedWith(19_999_999)).toBeUndefined();
  });

  it(
    'tells a board it is working, then what it found; after a ' + 'failed search it says so and does not search again until asked',
    async () => {
      const solutions = new DealSolutions(store.storage.store, inProcess(), findCoach);
      const working = await solutions.status(DEAL);
      expect(working.kind).toBe('working');
      if (working.kind !== 'working') throw new Error('not working');
      await working.done;
      expect(await solutions.status(DEAL)).toMatchObject({ kind: 'known', solution: { seed: DEAL.seed } });

      const broken = inProcess(true);
      const failing = new DealSolutions(store.storage.store, broken, findCoach);
      const other: Deal = { game: 'scoundrel', seed: 'stored-3', rules: 'lenient' };
      const first = await failing.status(other);
      if (first.kind !== 'working') throw new Error('not working');
      await first.done;
      expect(await failing.status(other)).toEqual({ kind: 'unavailable', reason: "the solver's queue is full (256 deals)" });
      expect(await failing.status(other)).toMatchObject({ kind: 'unavailable' });
      expect(broken.searches).toBe(1);
      await expect(failing.solve(other)).rejects.toBeInstanceOf(SolverBusyError);
      expect(broken.searches).toBe(2);
    },
  );

  it('checks a daily candidate: a deal that can be won passes, one that cannot does not', async () => {
    const check = canBeWon(new DealSolutions(store.storage.store, inProcess(), findCoach), (seed) => ({
      game: 'scoundrel',
      seed,
      rules: 'lenient',
    }));
    expect(solveDeal(scoundrelCoach.deckOf('slow-79', 'lenient'))).toMatchObject({ decided: true, won: false });
    expect(await check('slow-79')).toBe(false);
    expect(await check('stored-1')).toBe(true);
  });

  describe('what is kept, and for how long', () => {
    const DAY = 24 * 3_600_000;
    let clock = Date.parse('2026-11-22T12:00:00Z');
    const solutionsAt = (solver = inProcess()) =>
      new DealSolutions(store.storage.store, solver, findCoach, { now: () => clock, retentionMs: 14 * DAY });
    const storedKeys = async (deals: Deal[]) =>
      (
        await Promise.all(deals.map(async (deal) => ((await store.storage.store.get(solutionKey(deal))) === undefined ? null : deal.seed)))
      ).filter(Boolean);

    it('keeps a deal asked to be kept (a daily) for good, and any other for the time it is given, after which it is not believed and is swept', async () => {
      clock = Date.parse('2026-11-22T12:00:00Z');
      const solutions = solutionsAt();
      const kept = await solutions.solve(DEAL, { keep: true });
      const passing = await solutions.solve(OTHER);
      expect(kept.keepUntil).toBeNull();
      expect(passing.keepUntil).toBe(clock + 14 * DAY);
      expect(await store.storage.store.get(solutionKey(OTHER))).toMatchObject({ keepUntil: clock + 14 * DAY });

      clock += 14 * DAY + 1;
      const later = solutionsAt();
      expect(await later.known(DEAL)).toEqual(kept);
      expect(await later.known(OTHER)).toBeUndefined();
      // The next solution written sweeps the expired one away (Redis drops it by itself, at its time to live).
      await later.solve({ game: 'scoundrel', seed: 'stored-3', rules: 'lenient' }, { keep: true });
      if (backend === 'redis') expect(Number(await store.storage.raw('PTTL', solutionKey(OTHER)))).toBeGreaterThan(0);
      else expect(await storedKeys([DEAL, OTHER])).toEqual([DEAL.seed]);
      expect(await store.storage.store.sweepExpired('solution:', clock + 365 * DAY, 100)).toBe(0);
    });

    it('keeps for good a deal first stored to expire, once it is asked to be kept', async () => {
      clock = Date.parse('2026-11-22T12:00:00Z');
      const solver = inProcess();
      const solutions = solutionsAt(solver);
      await solutions.solve(DEAL);
      expect(await solutionsAt(solver).solve(DEAL, { keep: true })).toMatchObject({ keepUntil: null });
      expect(await store.storage.store.get(solutionKey(DEAL))).toMatchObject({ keepUntil: null });
      expect((await solutions.status(OTHER, { keep: true })).kind).toBe('working');
      await solutions.solve(OTHER);
      expect(await store.storage.store.get(solutionKey(OTHER))).toMatchObject({ keepUntil: null });
      expect(solver.searches).toBe(2);
    });

    it('keeps a deal that is no daily 30 days by default: believed a millisecond before, not at 30 days', async () => {
      clock = Date.parse('2026-11-22T12:00:00Z');
      const stored = clock;
      const solutions = () => new DealSolutions(store.storage.store, inProcess(), findCoach, { now: () => clock });
      const passing = await solutions().solve(OTHER);
      expect(passing.keepUntil).toBe(stored + 30 * DAY);
      clock = stored + 30 * DAY - 1;
      expect(await solutions().known(OTHER)).toEqual(passing);
      clock = stored + 30 * DAY;
      expect(await solutions().known(OTHER)).toBeUndefined();
    });

    it('sweeps only expired values under the prefix, a batch at a time', async () => {
      const { store: kv } = store.storage;
      for (let i = 0; i < 5; i++) await kv.set(`solution:x:${i}`, { keepUntil: 1000 + i });
      await kv.set('solution:x:kept', { keepUntil: null });
      await kv.set('solutionz', { keepUntil: 1 });
      await kv.set('session:1', { keepUntil: 1 });
      if (backend === 'redis') return expect(await kv.sweepExpired('solution:', 5000, 3)).toBe(0);
      expect(await kv.sweepExpired('solution:', 1003, 10)).toBe(3);
      expect(await kv.sweepExpired('solution:', 5000, 1)).toBe(1);
      expect(await kv.sweepExpired('solution:', 5000, 10)).toBe(1);
      expect(await kv.get('solution:x:kept')).toEqual({ keepUntil: null });
      expect(await kv.get('solutionz')).toEqual({ keepUntil: 1 });
      expect(await kv.get('session:1')).toEqual({ keepUntil: 1 });
    });
  });
});

describe("A daily candidate's check", () => {
  it('passes a daily candidate only on a best line proven to win: not on a winning line found by a search the budget cut short', async () => {
    const passes = (result: Solution['result']) =>
      canBeWon({ solve: async () => ({ result }) as Solution }, (seed) => ({ ...DEAL, seed }))('a');
    expect(await passes({ decided: true, best: 30, won: true, line: [], expansions: 1 })).toBe(true);
    expect(await passes({ decided: false, lowerBound: 30, upperBound: 30, line: [], expansions: 1 })).toBe(false);
    expect(await passes({ decided: true, best: 0, won: false, line: [], expansions: 1 })).toBe(false);
  });
});

describe('Deal solutions through the worker pool', () => {
  let store: TestStore;
  let pool: SolverPool;
  beforeEach(async () => {
    store = await openTestStore();
    pool = new SolverPool();
  });
  afterEach(async () => {
    await pool.close();
    await store.close();
    store.cleanup();
  });

  it('solves off the event loop to what the solver says in-process, and stores it', async () => {
    const solution = await new DealSolutions(store.storage.store, pool, findCoach).solve({
      game: 'scoundrel',
      seed: 'pooled-1',
      rules: 'strict',
    });
    expect(solution.result).toEqual(solveDeal(scoundrelCoach.deckOf('pooled-1', 'strict'), { weaponRule: 'strict', tableSize: 1 << 17 }));
    expect(await store.storage.store.get('solution:scoundrel:strict:pooled-1')).toEqual(solution);
  });
});
