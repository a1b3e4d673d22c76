/**
 * `npm run store-growth -- [runs]`: how much the store grows per finished run. Plays `runs` (default
 * 300) ranked Scoundrel runs at random through the real session service into a fresh SQLite file, 40
 * players in 5 servers over four weeks, each deal solved and stored as the bot stores it, then prints
 * the bytes per run of each part (the runs' records, the boards, the seed claims, the achievements, the
 * solutions) and of the whole file after VACUUM, and what a million runs would add. Solutions other than
 * the daily deals' are swept 30 days after they are stored, so that row is what a million runs a month
 * keep standing, not what they add for good. Not part of `npm test`.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findCoach, findGame } from '../src/catalog.js';
import { chooser } from '../src/engine/chooser.js';
import { coachWork } from '../src/games/scoundrel/coach-work.js';
import { scoundrel } from '../src/games/scoundrel/index.js';
import { DealSolutions } from '../src/sessions/coach/deal-solutions.js';
import { DailyDeals } from '../src/sessions/daily/daily-deals.js';
import { Leaderboard } from '../src/sessions/scores/leaderboard.js';
import { SessionService } from '../src/sessions/session-service.js';
import { openStorage } from '../src/sessions/store/open-storage.js';

const runs = Number(process.argv[2] ?? 300);
const dir = mkdtempSync(join(tmpdir(), 'store-growth-'));
const file = join(dir, 'bot.sqlite');
const storage = await openStorage(`sqlite://${file}`);
let clock = Date.parse('2026-11-02T00:00:00Z');
const sessions = new SessionService(storage.store, new Leaderboard(storage.ledger), {
  findGame,
  now: () => new Date((clock += (28 * 86_400_000) / runs / 100)),
});
const dailies = new DailyDeals(storage.ledger);
const solutions = new DealSolutions(
  storage.store,
  { solve: async (_key, job) => ({ result: coachWork.solve(job.deck, job.rules, job), ms: 0 }) },
  findCoach,
  { now: () => clock },
);

/** Plays and records runs `from` to `to` - 1. */
async function play(from: number, to: number): Promise<void> {
  for (let n = from; n < to; n++) {
    const pick = chooser(n);
    const channelId = String(1000 + (n % 5));
    const ownerId = String(100 + (n % 40));
    const seed = `growth-${n}`;
    const ranking = dailies.claimFor('scoundrel', 'Scoundrel', seed, ownerId, '2026-11-01');
    const started = await sessions.start({
      channelId,
      guildId: String(n % 5),
      game: scoundrel,
      ownerId,
      ownerName: `Player ${n % 40}`,
      seed,
      options: { weaponRule: 'lenient' },
      ranking,
    });
    if (started.kind !== 'started') throw new Error(`run ${n} did not start: ${started.kind}`);
    let session = started.session;
    while (!scoundrel.result(session.state as never).over) {
      const moves = scoundrel.legalActions(session.state as never);
      const outcome = await sessions.act({ channelId, actor: session.ownerId, action: moves[pick(moves.length)] });
      if (outcome.kind !== 'applied') throw new Error(`run ${n}: ${outcome.kind}`);
      session = outcome.session;
    }
    const deal = solutions.dealOf(session);
    if (deal) await solutions.solve(deal);
  }
}

/** Each table's bytes with its indexes' (dbstat), after VACUUM: what the file holds for it. */
async function tableBytes(): Promise<Map<string, number>> {
  await storage.raw('VACUUM');
  await storage.raw('PRAGMA wal_checkpoint(TRUNCATE)');
  const rows = (await storage.raw(
    'SELECT s.tbl_name AS name, sum(d.pgsize) AS bytes FROM dbstat AS d JOIN sqlite_schema AS s ON s.name = d.name GROUP BY s.tbl_name',
  )) as { name: string; bytes: number }[];
  return new Map(rows.map((row) => [row.name, row.bytes]));
}

// What the second half of the runs adds is the growth: what any store holds from the start cancels out.
const half = Math.floor(runs / 2);
await play(0, half);
const before = await tableBytes();
const fileBefore = statSync(file).size;
await play(half, runs);
const after = await tableBytes();
const fileAfter = statSync(file).size;
await storage.close();
rmSync(dir, { recursive: true, force: true });

const WHAT: Record<string, string> = {
  runs: 'runs (options and every action, to replay them)',
  standings: 'board lines (per player and board)',
  board_sizes: 'board sizes',
  seed_claims: 'seed claims',
  achievements: 'achievements',
  keyv: 'solutions, each kept 30 days (and the channels’ sessions)',
};
const added = runs - half;
const perMillion = (n: number) => `${(((n / added) * 1e6) / 2 ** 30).toFixed(2)} GiB`;
console.log(
  `${runs} ranked Scoundrel runs, 40 players, 5 servers, four weeks (SQLite, after VACUUM): what runs ${half + 1}–${runs} added\n`,
);
console.log('| part | bytes a run | a million runs |\n|---|---:|---:|');
const grown = [...after].map(([name, bytes]) => ({ name, bytes: bytes - (before.get(name) ?? 0) })).filter((part) => part.bytes > 0);
for (const { name, bytes } of grown.sort((a, b) => b.bytes - a.bytes))
  console.log(`| ${WHAT[name] ?? name} | ${Math.round(bytes / added)} | ${perMillion(bytes)} |`);
console.log(`| the whole file | ${Math.round((fileAfter - fileBefore) / added)} | ${perMillion(fileAfter - fileBefore)} |`);
