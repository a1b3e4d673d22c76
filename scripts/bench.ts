/**
 * `npm run bench`: how fast a move is, against the store it stands on. Three measures in one
 * run: (a) the raw store, keyv + @keyv/sqlite get and set of a session-sized value; (b) the full
 * in-process path of a move over 1,000 channels of mixed games; (c) end to end through the local
 * Discord and the real bot process at a steady rate, every board checked for its picture
 * (bench-clicks.ts); with `--only d`, (d) a board of 100,000 players (--players <n>): recording runs,
 * and reading the top 10 with the caller's rank; with `--only i`, (i) drawing board pictures of every
 * game from real positions (--drawings <n>), cache off, and replays (Watch) of a 100-move run of each solo game (--replays <rounds>); and
 * with `--only s`, (s) one Saga table played
 * for 100,000 moves (--table-moves <n>, after 2,000 moves of warm-up on another table): the time of each
 * of the 1,000 moves up to the 1,000th and up to the last, and the sizes of the stored session and its
 * journal at both (bench-table.ts); and with `--only r`, (r) a race of 25 entrants through the local
 * Discord and the bot process, each clicking on their private board twice a second, the race board's
 * edits counted (bench-race.ts); and with `--only p`, (p) a server playing its daily together: 100 members of
 * one channel (--members <n>) each playing today's deal on a private board from the daily post, clicking
 * every two seconds (--member-rate <clicks/s>, default 0.5), the post's live standings' edits counted
 * (bench-daily.ts). Never part of `npm test`.
 *
 * Options: --seconds <n> for (c), (r) and (p) (default 30), --entrants <n> in (r) (default 25), --entrant-rate
 * <clicks/s> of each entrant in (r) (default 2), --rate <moves/s> for (c) (default 100), --tables <n>
 * played at once in (c) (default 10), --pictures on|off for (c) and (r) (the server's setting, default
 * on), --player careful|reckless for (c) (how the player picks a move: bench-clicks.ts; default careful),
 * --coach <n> for (c): every n-th run that ends asks for its Review and Watch, made in the background (default 10; 0: never),
 * --bot-flags="<node flags>" for the bot process in (c), (r) and (p) (e.g. --bot-flags="--cpu-prof --cpu-prof-dir=/tmp/p"),
 * --bot-output <file> for (c), (r) and (p): what the bot printed on stdout, written there once it stops (with --trace-gc, say),
 * --moves <n> for (a) and (b) (default 20,000), --concurrency <n> moves in flight in (a) and (b)
 * (default 20; 1 for one at a time), --only <letters> to run some of them (e.g. `--only b` to profile
 * it), --store <url> (repeatable) for (a), (b), (d) and (s) on other stores: `sqlite` (default, a
 * temporary file), or the URL of an EMPTY Redis or Postgres database, which the bench clears first;
 * --table-moves <n> for (s) (default 100,000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ComponentType } from 'discord.js';
import { catalog, findGame, findUi } from '../src/catalog.js';
import { decodeAction, decodeComponentId } from '../src/discord/actions/custom-id.js';
import type { GameEntry } from '../src/discord/game-entry.js';
import { spawnBackgroundWorker } from '../src/discord/pictures/background-thread.js';
import { type BoardPicture, drawBoardPicture } from '../src/discord/pictures/board-picture.js';
import type { PictureFormat } from '../src/discord/pictures/rasterize.js';
import type { MessagePayload } from '../src/discord/render/message.js';
import { scoundrel } from '../src/games/scoundrel/index.js';
import { UPLOAD_LIMIT } from '../src/sessions/coach/replay-messages.js';
import { SolverPool } from '../src/sessions/coach/solver-pool.js';
import { Leaderboard } from '../src/sessions/scores/leaderboard.js';
import { newSession, type Session } from '../src/sessions/session.js';
import { SessionService } from '../src/sessions/session-service.js';
import { openStorage } from '../src/sessions/store/open-storage.js';
import { type ClicksOptions, type ClicksResult, clicks } from './bench-clicks.js';
import { type DailyClicksOptions, type DailyClicksResult, dailyClicks } from './bench-daily.js';
import { type RaceClicksOptions, type RaceClicksResult, raceClicks } from './bench-race.js';
import { playTable, type Seats } from './bench-table.js';
import { positionsOf } from './positions.js';
import { longRuns, replayJob } from './replay-runs.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    rate: { type: 'string', default: '100' },
    moves: { type: 'string', default: '20000' },
    only: { type: 'string', default: 'abc' },
    concurrency: { type: 'string', default: '20' },
    store: { type: 'string', multiple: true, default: ['sqlite'] },
    players: { type: 'string', default: '100000' },
    pictures: { type: 'string', default: 'on' },
    player: { type: 'string', default: 'careful' },
    coach: { type: 'string', default: '10' },
    tables: { type: 'string', default: '10' },
    drawings: { type: 'string', default: '1000' },
    replays: { type: 'string', default: '3' },
    'bot-flags': { type: 'string' },
    'bot-output': { type: 'string' },
    'table-moves': { type: 'string', default: '100000' },
    entrants: { type: 'string', default: '25' },
    'entrant-rate': { type: 'string', default: '2' },
    members: { type: 'string', default: '100' },
    'member-rate': { type: 'string', default: '0.5' },
  },
});
const CHANNELS = 1_000;
/** Moves in flight at once in (a) and (b): one at a time, and as a bot serving many channels has. */
const CONCURRENCY = [1, Number(args.concurrency)];
if (CHANNELS % Number(args.concurrency) !== 0) throw new Error(`--concurrency must divide ${CHANNELS}, so each channel has one worker`);
const STORED_SESSIONS = 10_000;

interface Row {
  name: string;
  ops: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function row(name: string, latencies: number[], seconds: number, failures = 0): Row {
  const sorted = [...latencies].sort((x, y) => x - y);
  return {
    name,
    ops: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failures,
  };
}

function channelId(i: number): string {
  return String(10n ** 18n + BigInt(i));
}

/** An empty store: a new SQLite file, or the given Redis or Postgres database emptied first. */
async function scratchStore(url = 'sqlite') {
  const dir = mkdtempSync(join(tmpdir(), 'gm-bot-bench-'));
  const file = join(dir, 'bench.sqlite');
  const storage = await openStorage(url === 'sqlite' ? `sqlite://${file}` : url);
  if (url.startsWith('redis')) await storage.raw('FLUSHDB');
  else if (url.startsWith('postgres')) {
    for (const table of ['keyv', 'runs', 'standings', 'board_sizes', 'daily_deals', 'daily_attempts'])
      await storage.raw(`DELETE FROM ${table}`);
  }
  return { dir, storage, file };
}

/** The name of a store in the table. */
function storeName(url: string): string {
  return url.split(':')[0] ?? url;
}

/** A session-sized value: a Scoundrel session as the bot stores it. */
function sampleSession(): Session {
  const state = scoundrel.setup({ seed: 'bench' });
  return newSession({
    id: 'bench',
    game: 'scoundrel',
    guildId: channelId(0),
    channelId: channelId(1),
    ownerId: channelId(2),
    ownerName: 'Bench',
    seed: 'bench',
    options: null,
    ranked: true,
    daily: null,
    state,
    actions: [],
    at: new Date(0).toISOString(),
  });
}

/** Runs `work(i)` for i in 0..count-1 with `concurrency` in flight, each worker on its own channels. */
async function spread(count: number, concurrency: number, work: (i: number) => Promise<void>): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = worker; i < count; i += concurrency) await work(i);
    }),
  );
  return (performance.now() - started) / 1000;
}

/** (a) one get and one set of a session-sized value per operation, over 1,000 keys. */
async function rawStore(url: string, count: number, concurrency: number): Promise<Row> {
  const { dir, storage } = await scratchStore(url);
  const value = sampleSession();
  for (let i = 0; i < CHANNELS; i++) await storage.store.set(`session:${channelId(i)}`, value);
  const latencies: number[] = [];
  const seconds = await spread(count, concurrency, async (i) => {
    const key = `session:${channelId(i % CHANNELS)}`;
    const t = performance.now();
    const read = (await storage.store.get(key)) as Session;
    await storage.store.set(key, { ...read, version: read.version + 1 });
    latencies.push(performance.now() - t);
  });
  const result = row(`(a) ${storeName(url)} raw store: get + set, ${concurrency} at a time`, latencies, seconds);
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
  return result;
}

/** The first move a board offers: its first enabled button, or the first option of its first menu. */
function firstMove(board: MessagePayload): { customId: string; value?: string } | null {
  for (const component of board.components.flatMap((row) => row.components)) {
    if (component.type === ComponentType.Button && 'custom_id' in component && !component.disabled)
      return { customId: component.custom_id };
    if (component.type === ComponentType.StringSelect && component.options[0])
      return { customId: component.custom_id, value: component.options[0].value };
  }
  return null;
}

/** (b) decode the custom id, lock, load, zod-check, apply, render and save: a whole move, in process. */
async function inProcess(url: string, count: number, concurrency: number): Promise<Row> {
  const { dir, storage } = await scratchStore(url);
  const sessions = new SessionService(storage.store, new Leaderboard(storage.ledger), { findGame });
  const ranked: readonly GameEntry[] = catalog.filter((entry) => entry.rules.seating === 'solo');
  const boards = new Map<string, MessagePayload>();
  const start = async (i: number, round: number) => {
    const { rules: game, board } = ranked[i % ranked.length]!;
    const outcome = await sessions.start({
      channelId: channelId(i),
      guildId: channelId(0),
      game,
      ownerId: channelId(2),
      ownerName: 'Bench',
      seed: `b${i}-${round}`,
    });
    if (outcome.kind !== 'started') throw new Error(`could not start channel ${i}: ${outcome.kind}`);
    boards.set(channelId(i), board.board(outcome.session));
  };
  for (let i = 0; i < CHANNELS; i++) await start(i, 0);
  const latencies: number[] = [];
  let restarts = 0;
  let startingMs = 0;
  const wall = await spread(count, concurrency, async (n) => {
    const i = n % CHANNELS;
    const move = firstMove(boards.get(channelId(i))!);
    if (!move) {
      const t = performance.now();
      restarts++;
      await start(i, n);
      startingMs += performance.now() - t;
      return;
    }
    const t = performance.now();
    const id = decodeComponentId(move.customId)!;
    const action = move.value === undefined ? id.action : decodeAction(move.value);
    const outcome = await sessions.act({
      channelId: channelId(i),
      actor: channelId(2),
      action,
      sessionId: id.sessionId,
      version: id.version,
    });
    if (outcome.kind !== 'applied') throw new Error(`move refused: ${outcome.kind}`);
    boards.set(channelId(i), findUi(id.game)!.board(outcome.session));
    latencies.push(performance.now() - t);
  });
  const seconds = wall - startingMs / 1000 / concurrency;
  const result = row(
    `(b) ${storeName(url)} in-process move, ${concurrency} at a time, ${CHANNELS} channels of ` +
      `${ranked.map((entry) => entry.rules.id).join('+')} (${restarts} new games, not timed)`,
    latencies,
    seconds,
  );
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
  return result;
}

/** (d) a board with `players` ranked players of one game: how long recording and reading a page take. */
async function bigBoard(url: string, players: number): Promise<Row[]> {
  const { dir, storage } = await scratchStore(url);
  const leaderboard = new Leaderboard(storage.ledger);
  const recording: number[] = [];
  const started = performance.now();
  await spread(players, 20, async (i) => {
    const t = performance.now();
    await leaderboard.record({
      sessionId: `big${i}`,
      guildId: channelId(0),
      userId: channelId(100_000 + i),
      game: 'scoundrel',
      score: ((i * 7919) % 401) - 200,
      won: i % 3 === 0,
      seed: `big${i}`,
      finishedAt: new Date(Date.UTC(2026, 10, 22, 0, 0, 0, i)).toISOString(),
    });
    recording.push(performance.now() - t);
  });
  const recordSeconds = (performance.now() - started) / 1000;
  // A board of this size in a live Postgres has been vacuumed and analysed by autovacuum long since.
  if (url.startsWith('postgres')) await storage.raw('VACUUM ANALYZE standings');
  const reading: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await leaderboard.page('scoundrel', i % 2 ? 'global' : 'server', channelId(0), channelId(100_000 + ((i * 4999) % players)));
    reading.push(performance.now() - t);
  }
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
  return [
    row(`(d) ${storeName(url)} record a run, ${players} players, 20 at a time`, recording, recordSeconds),
    row(`(d) ${storeName(url)} top 10 + the caller's rank among ${players} players`, reading, reading.reduce((a, b) => a + b, 0) / 1000),
  ];
}

/** (i) `count` board pictures drawn one after another, cycling through real positions of every game, cache off. */
async function pictures(count: number, format: PictureFormat): Promise<Row> {
  const options = { format, cache: false };
  const boards: (() => Promise<BoardPicture | null>)[] = [];
  for (const { rules } of catalog) {
    for (const p of (await positionsOf(rules.id)).positions()) boards.push(() => drawBoardPicture(rules.id, p.view, options));
  }
  for (const draw of boards) await draw();
  const latencies: number[] = [];
  let failures = 0;
  let maxBytes = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const picture = await boards[i % boards.length]!();
    latencies.push(performance.now() - t);
    if (!picture || picture.file.length > 200 * 1024) failures++;
    maxBytes = Math.max(maxBytes, picture?.file.length ?? 0);
  }
  const seconds = (performance.now() - started) / 1000;
  return row(
    `(i) board pictures, ${format.toUpperCase()}, ${catalog.length} games, ` +
      `${boards.length} positions, cache off, max ${(maxBytes / 1024).toFixed(0)} KB`,
    latencies,
    seconds,
    failures,
  );
}

/**
 * (i) replays (Watch): a 100-move run of each solo game (or its longest seeded run), made as the bot makes them; a failure is one over 2 s
 * or Discord's upload limit.
 */
async function replays(rounds: number): Promise<Row> {
  const runs = longRuns(100);
  const pool = new SolverPool({ spawn: spawnBackgroundWorker });
  await pool.replay(replayJob(runs[0]!));
  const latencies: number[] = [];
  let failures = 0;
  let maxBytes = 0;
  const started = performance.now();
  for (let i = 0; i < rounds * runs.length; i++) {
    const t = performance.now();
    // The run's playback to its views (on the event loop, as Watch checks the run) is timed with the drawing.
    const made = await pool.replay(replayJob(runs[i % runs.length]!));
    const ms = performance.now() - t;
    latencies.push(ms);
    if (ms > 2_000 || made.bytes.length > UPLOAD_LIMIT) failures++;
    maxBytes = Math.max(maxBytes, made.bytes.length);
  }
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  const moves = runs.map((run) => `${run.game} ${run.actions.length}`).join(', ');
  return row(`(i) replays (Watch), GIF, moves: ${moves}; max ${(maxBytes / 1024).toFixed(0)} KB`, latencies, seconds, failures);
}

/** How many moves each window of (s) times, and how many moves warm the process up first. */
const TABLE_WINDOW = 1_000;
const TABLE_WARM_UP = 2_000;

/**
 * (s) a Saga table of a long campaign: the time of a move, and the sizes of the stored session and its journal, after 1,000
 * moves and after `moves`.
 */
async function longTable(url: string, moves: number): Promise<Row[]> {
  const { dir, storage } = await scratchStore(url);
  const sessions = new SessionService(storage.store, new Leaderboard(storage.ledger), { findGame });
  const seats: Seats = { gm: channelId(2), players: [channelId(3), channelId(4), channelId(5)] };
  const table = { guildId: channelId(0), seats, size: TABLE_WINDOW };
  await playTable(sessions, storage.store, { ...table, channelId: channelId(1), moves: TABLE_WARM_UP, windows: [], seed: 2 });
  const windows = await playTable(sessions, storage.store, {
    ...table,
    channelId: channelId(6),
    moves,
    windows: [TABLE_WINDOW, moves],
    seed: 1,
  });
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
  return windows.map((w) =>
    row(
      `(s) ${storeName(url)} Saga table move, moves ${w.upTo - w.latencies.length + 1}–${w.upTo} ` +
        `(stored session after them: ${w.bytes} bytes; its journal: ${w.journalBytes} bytes)`,
      w.latencies,
      w.latencies.reduce((a, b) => a + b, 0) / 1000,
    ),
  );
}

/** Fills a store with `count` sessions, as a busy bot's would be. */
async function fillStore(file: string, count: number): Promise<void> {
  const storage = await openStorage(`sqlite://${file}`);
  const value = sampleSession();
  for (let i = 0; i < count; i++)
    await storage.store.set(`session:${channelId(10_000 + i)}`, { ...value, channelId: channelId(10_000 + i) });
  await storage.close();
}

/** Runs `measure` on a new SQLite file holding 10,000 sessions, as a busy bot's would, then deletes it. */
async function withStoredSessions<T>(measure: (file: string) => Promise<T>): Promise<T> {
  const scratch = await scratchStore();
  await scratch.storage.close();
  const { dir, file } = scratch;
  await fillStore(file, STORED_SESSIONS);
  try {
    return await measure(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** (c) through the local Discord and the bot process (bench-clicks.ts), with 10,000 sessions stored. */
async function endToEnd(options: Omit<ClicksOptions, 'databaseFile'>): Promise<{ row: Row; result: ClicksResult }> {
  const result = await withStoredSessions((file) => clicks({ ...options, databaseFile: file }));
  const name =
    `(c) end to end at ${options.rate}/s for ${options.seconds}s, ${options.tables} ` +
    `tables, ${options.player} player, pictures ${options.pictures ? 'on' : 'off'}`;
  return { row: row(name, result.latencies, result.seconds, failureCount(result.failures)), result };
}

/** (r) a race through the local Discord and the bot process (bench-race.ts), with 10,000 sessions stored. */
async function race(options: Omit<RaceClicksOptions, 'databaseFile'>): Promise<{ row: Row; result: RaceClicksResult }> {
  const result = await withStoredSessions((file) => raceClicks({ ...options, databaseFile: file }));
  const name =
    `(r) race of ${options.entrants} entrants, each clicking ${options.rate}/s for ${options.seconds}s, ` +
    `pictures ${options.pictures ? 'on' : 'off'}`;
  return { row: row(name, result.latencies, result.seconds, failureCount(result.failures)), result };
}

async function daily(options: Omit<DailyClicksOptions, 'databaseFile'>): Promise<{ row: Row; result: DailyClicksResult }> {
  const result = await withStoredSessions((file) => dailyClicks({ ...options, databaseFile: file }));
  const name =
    `(p) daily of ${options.members} members on private boards, each clicking ${options.rate}/s for ${options.seconds}s, ` +
    `pictures ${options.pictures ? 'on' : 'off'}`;
  return { row: row(name, result.latencies, result.seconds, failureCount(result.failures)), result };
}

/** How a public message kept up with the moves in (r) and (p): its edits, how far apart, how far behind; and who finished. */
function paceLine(
  letter: string,
  what: string,
  edits: number,
  result: { seconds: number; leastEditGapMs: number; mostBehindMs: number; finished: number },
  finished: string,
): string {
  return (
    `(${letter}) ${what}: ${edits} edits in ${result.seconds.toFixed(0)} s, at least ${(result.leastEditGapMs / 1000).toFixed(2)} s apart, ` +
    `at most ${(result.mostBehindMs / 1000).toFixed(2)} s behind a move; ${result.finished} of ${finished}`
  );
}

function failureCount(failures: Map<string, number>): number {
  return [...failures.values()].reduce((a, b) => a + b, 0);
}

/** What a click through the bot process cost, by process and thread, and the bot's memory: the lines (c), (r) and (p) print under the table. */
function processLines(letter: string, result: ClicksResult | RaceClicksResult | DailyClicksResult): string[] {
  const perClick = (ms: number) => (ms / result.latencies.length).toFixed(1);
  const sorted = [...result.latencies].sort((x, y) => x - y);
  return [
    `(${letter}) boards checked for their picture: ${result.boardsChecked}; processor time a click: bot ` +
      `${perClick(result.botCpuMs)} ms, local Discord ${perClick(result.discordCpuMs)} ms`,
    `(${letter}) the bot's processor time a click by thread (ms): ` +
      `${result.threadCpuMs.map((t) => `${t.thread} ${perClick(t.ms)}`).join(', ')}`,
    `(${letter}) latency: p90 ${percentile(sorted, 90).toFixed(1)} ms, p95 ` +
      `${percentile(sorted, 95).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
    ...[...result.failures].map(([why, count]) => `(${letter}) failed ${count}x: ${why}`),
    `(${letter}) bot with ${STORED_SESSIONS} stored sessions: peak RSS ` +
      `${result.peakRssMb.toFixed(0)} MB, RSS at the end ${result.endRssMb.toFixed(0)} MB`,
  ];
}

function format(rows: Row[]): string {
  const head = '| measure | operations | per second | p50 ms | p99 ms | failures |\n|---|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) => `| ${r.name} | ${r.ops} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.failures} |`,
  );
  return [head, ...lines].join('\n');
}

const moves = Number(args.moves);
const rows: Row[] = [];
for (const url of args.store) {
  for (const concurrency of CONCURRENCY) {
    const a = args.only.includes('a') ? await rawStore(url, moves, concurrency) : undefined;
    const b = args.only.includes('b') ? await inProcess(url, moves, concurrency) : undefined;
    rows.push(...[a, b].filter((r): r is Row => r !== undefined));
    if (a && b)
      console.log(`${storeName(url)}, ${concurrency} at a time: (b)/(a) time per operation ${(a.perSecond / b.perSecond).toFixed(2)}x`);
  }
  if (args.only.includes('d')) rows.push(...(await bigBoard(url, Number(args.players))));
  if (args.only.includes('s')) rows.push(...(await longTable(url, Number(args['table-moves']))));
}
if (args.only.includes('i'))
  rows.push(
    await pictures(Number(args.drawings), 'png'),
    await pictures(Number(args.drawings), 'webp'),
    await replays(Number(args.replays)),
  );
if (args.pictures !== 'on' && args.pictures !== 'off') throw new Error('--pictures is on or off');
if (args.player !== 'careful' && args.player !== 'reckless') throw new Error('--player is careful or reckless');
/** What (c), (r) and (p) share: how long they click, the server's pictures, the bot's flags and where its output goes. */
const clicking = {
  seconds: Number(args.seconds),
  pictures: args.pictures === 'on',
  botFlags: args['bot-flags'],
  botOutput: args['bot-output'],
};
const c = args.only.includes('c')
  ? await endToEnd({
      ...clicking,
      rate: Number(args.rate),
      tables: Number(args.tables),
      player: args.player,
      coachEvery: Number(args.coach),
    })
  : undefined;
const r = args.only.includes('r')
  ? await race({ ...clicking, entrants: Number(args.entrants), rate: Number(args['entrant-rate']) })
  : undefined;
const p = args.only.includes('p')
  ? await daily({ ...clicking, members: Number(args.members), rate: Number(args['member-rate']) })
  : undefined;
rows.push(...[c?.row, r?.row, p?.row].filter((x): x is Row => x !== undefined));
console.log(format(rows));
if (c) {
  console.log(processLines('c', c.result).join('\n'));
  const boardMoves = [...c.result.moveLatencies].sort((x, y) => x - y);
  const last = [...c.result.lastMoveLatencies].sort((x, y) => x - y);
  console.log(
    `(c) by click: moves p50 ${percentile(boardMoves, 50).toFixed(1)} ms, p99 ${percentile(boardMoves, 99).toFixed(1)} ms (${boardMoves.length}); ` +
      `"Make the move", a run's last (redrawn by an edit) p50 ${percentile(last, 50).toFixed(1)} ms, p99 ` +
      `${percentile(last, 99).toFixed(1)} ms (${last.length})`,
  );
  console.log(
    `(c) runs ended: ${c.result.runsEnded} (${(c.result.runsEnded / c.result.seconds).toFixed(1)} a second, each a deal for the solver)`,
  );
  const coach = [...c.result.coachLatencies].sort((x, y) => x - y);
  if (coach.length > 0)
    console.log(
      `(c) in the background: ${coach.length / 2} Reviews and as many Watches (every ${args.coach}th run ended); ` +
        `their first answers p50 ${percentile(coach, 50).toFixed(1)} ms, max ${coach.at(-1)!.toFixed(1)} ms`,
    );
}
if (r) {
  const { result } = r;
  const closed = result.closed ? ', and the race closed' : '';
  console.log(
    [...processLines('r', result), paceLine('r', 'race board', result.boardEdits, result, `the entrants finished${closed}`)].join('\n'),
  );
}
if (p) {
  const { result } = p;
  console.log([...processLines('p', result), paceLine('p', 'daily post', result.postEdits, result, 'the members finished')].join('\n'));
}
console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}, load ${loadavg()[0]!.toFixed(1)}`,
);
