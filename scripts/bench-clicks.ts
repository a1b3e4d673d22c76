/**
 * The bench's measure (c): clicks through the local Discord and the real bot process
 * (`npm start`) at a steady rate, with 10,000 sessions stored. Alice plays Scoundrel at several tables
 * (channels) at once, each table clicked in turn so that together they make `rate` clicks a second: a
 * move on the board ("careful": the first that is not red, the colour of a move that ends the run or
 * costs the most, as a player reading the stakes would; "reckless": the first), "Make the move" when a
 * ranked run asks before a move that ends it, a new run (not timed) when a run is over. The runs are
 * dealt from the same seeds every time (`benchSeed`), each the first start of its seed in the fresh store
 * and so ranked as a random deal would be: every run of (c) plays the same deals and gives the solver
 * the same work, so two runs compare the code and not the luck of the deal. Each click's
 * time is the local Discord's, from the interaction sent to the bot's callback arriving (for "Make the
 * move", which is acknowledged at once, to the board's edit arriving). Every board
 * that comes back is checked: with pictures on, it carries exactly one new picture of the table (a PNG
 * under 200 KB, with alt text, shown as the embed's image); with pictures off (`/settings
 * pictures:off`), none. Every `coachEvery`-th run that ends asks, before the next starts, for its Review
 * and its Watch (their first answers timed apart, not among the clicks'), so the advisor's review and
 * the replay are made in the background while the clicks go on.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ButtonStyle } from 'discord.js';
import {
  type BotProcess,
  type ButtonView,
  deployCommands,
  type InteractionAnswer,
  type LocalDiscord,
  mainGuild,
  REPO_ROOT,
  type StoredMessage,
  startBot,
  startLocalDiscord,
  startScript,
  type TestGuild,
  type TestUser,
  users,
} from '../local-discord/index.js';
import { catalog, modes } from '../src/catalog.js';
import { decodeComponentId } from '../src/discord/actions/custom-id.js';
import { findRow } from '../src/discord/actions/table.js';

/** How to run (c). */
export interface ClicksOptions {
  seconds: number;
  /** Clicks a second, over all tables. */
  rate: number;
  /** Tables played at once (each clicked every `tables / rate` seconds). */
  tables: number;
  /** Whether the server draws pictures (`/settings pictures`). */
  pictures: boolean;
  /** How Alice picks her move (see the file's comment). */
  player: Player;
  /** The bot's SQLite file, already holding the stored sessions. */
  databaseFile: string;
  /** Every how many ended runs a Review and a Watch are asked for (0: never). */
  coachEvery: number;
  /** Node flags for the bot process after its start script's (so they win), e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it. */
  botFlags?: string;
  /** A file to write what the bot printed on stdout to once it stops (its logs, and what flags such as `--trace-gc` print). */
  botOutput?: string;
}

/** What (c) saw: each click's time, what went wrong, and the bot's memory. */
export interface ClicksResult {
  latencies: number[];
  /** `latencies` split: the moves answered with their board, and "Make the move" (a run's last move, its board redrawn by an edit). */
  moveLatencies: number[];
  lastMoveLatencies: number[];
  seconds: number;
  /** Why clicks failed (no answer, a wrong answer, a board without its picture, a body Discord would reject), with counts. */
  failures: Map<string, number>;
  /** The boards checked for their picture. */
  boardsChecked: number;
  /** The runs that ended during the clicks (each a new deal for the solver). */
  runsEnded: number;
  /** The first answers' times of the Reviews and Watches asked in the background (see ClicksOptions.coachEvery). */
  coachLatencies: number[];
  /** The bot process's peak and final resident memory, in MB. */
  peakRssMb: number;
  endRssMb: number;
  /**
   * The processor time the bot process used during the clicks (all its threads), in ms: a figure other processes on the machine barely
   * move.
   */
  botCpuMs: number;
  /** The processor time this process (the local Discord and the players) used during the clicks, in ms. */
  discordCpuMs: number;
  /**
   * The bot's processor time during the clicks by thread, busiest first: its main thread, the background ones (nice 10: the solver's and
   * the replay thread's, when there was one), and the others unnamed
   * (the drawing thread, libuv's pool, V8's helpers).
   */
  threadCpuMs: { thread: string; ms: number }[];
}

const PICTURE = 'scoundrel-board.png';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The buttons of a board that make a move, as the action table reads them (never Play again, Show, Hint and the like). */
export function moveButtonsOf(discord: LocalDiscord, board: StoredMessage): ButtonView[] {
  return discord.buttons(board).filter((b) => {
    const id = b.customId === undefined || b.disabled ? null : decodeComponentId(b.customId);
    return id !== null && findRow(id, [...catalog, ...modes])?.key === 'move';
  });
}

/**
 * Clicks at a steady pace until the deadline: player i first clicks period × i / players ms after `started`, then every `period` ms
 * (at once when it fell behind); a click that throws counts as a failure, told by the first line of its error.
 */
async function pacedClicks<P>(
  players: readonly P[],
  period: number,
  started: number,
  deadline: number,
  play: (player: P) => Promise<unknown>,
  fail: (why: string) => void,
): Promise<void> {
  await Promise.all(
    players.map(async (player, i) => {
      for (let next = started + (i * period) / players.length; next < deadline && performance.now() < deadline; next += period) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        try {
          await play(player);
        } catch (error) {
          fail(error instanceof Error ? error.message.split('\n')[0]!.slice(0, 240) : String(error));
        }
      }
    }),
  );
}

/** A bench server: the main test guild with one channel per table. */
function benchGuild(tables: number) {
  const channels = Array.from({ length: tables }, (_, i) => ({
    id: String(1_100_000_000_000_900_000n + BigInt(i)),
    name: `bench-${i + 1}`,
  }));
  return { ...mainGuild, channels };
}

/** The seed of the n-th run the bench starts (counting from 0). */
export function benchSeed(n: number): string {
  return `bench-${n}`;
}

/** How the bench's player picks a move: the first move that is not red, or the first move. */
export type Player = 'careful' | 'reckless';

/** The button of a board that `player` clicks to move (never Play again, Leaderboard and the like). */
function chosenMove(discord: LocalDiscord, board: StoredMessage, player: Player): string | undefined {
  const moves = moveButtonsOf(discord, board);
  const safe = player === 'careful' ? moves.find((b) => b.style !== ButtonStyle.Danger) : undefined;
  return (safe ?? moves[0])?.customId;
}

/** What is wrong with a board's picture, or null: with pictures on, one new PNG shown as the embed's image; with them off, none. */
export function pictureProblem(
  discord: Pick<LocalDiscord, 'attachmentFile'>,
  board: StoredMessage,
  pictures: boolean,
  previousId: string | undefined,
): string | null {
  const image = board.embeds[0]?.image?.url;
  if (!pictures) return board.attachments.length === 0 && image === undefined ? null : 'a board with a picture while pictures are off';
  const [picture] = board.attachments;
  if (board.attachments.length !== 1 || !picture) return `a board with ${board.attachments.length} attachments, not its picture`;
  if (picture.filename !== PICTURE || picture.contentType !== 'image/png' || !picture.description)
    return 'a picture without its name, type or alt text';
  if (image !== `attachment://${PICTURE}`) return 'a board whose embed does not show its picture';
  if (picture.id === previousId) return 'a board edited without a new picture';
  const file = discord.attachmentFile(picture.id);
  if (!file || file.data.length !== picture.size || !file.data.subarray(0, 8).equals(PNG_SIGNATURE))
    return 'a picture whose file did not arrive as a PNG';
  if (file.data.length > 200 * 1024) return 'a picture over 200 KB';
  return null;
}

/** A process's or thread's /proc stat file: the processor time used so far (user and system), in ms, and its nice value. */
function statOf(file: string): { ms: number; nice: number } {
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return { ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS, nice: Number(fields[16]) };
}

/** The processor time a process has used so far (user and system, all threads), in ms. */
function cpuMs(pid: number): number {
  return statOf(`/proc/${pid}/stat`).ms;
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times. */
const CLOCK_TICKS = 100;

/** The processor time each thread of a process has used so far, in ms, with its nice value. */
function threadTimes(pid: number): Map<string, { ms: number; nice: number }> {
  const times = new Map<string, { ms: number; nice: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      times.set(tid, statOf(`/proc/${pid}/task/${tid}/stat`));
    } catch {
      // The thread ended between the listing and the reading.
    }
  }
  return times;
}

/** What each thread used between two readings, busiest first; the main thread and nice-10 threads (the solver's, which makes the replays too) are named. */
export function threadUse(
  pid: number,
  before: Map<string, { ms: number; nice: number }>,
  after: Map<string, { ms: number; nice: number }>,
): { thread: string; ms: number }[] {
  const use = [...after].map(([tid, now]) => ({
    thread: tid === String(pid) ? 'main' : now.nice === 10 ? 'background' : 'other',
    ms: now.ms - (before.get(tid)?.ms ?? 0),
  }));
  return use.filter((t) => t.ms > 0).sort((a, b) => b.ms - a.ms);
}

/** A process's resident memory in MB: its peak (VmHWM) or now (VmRSS). */
export function rssMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
}

/** Resolves with the board once it has been edited after `since`, or rejects after `timeoutMs`. */
function nextEdit(discord: LocalDiscord, boardId: string, timeoutMs = 5_000): Promise<StoredMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('the board was not redrawn after "Make the move"'));
    }, timeoutMs);
    const stop = discord.onMessage((change) => {
      if (change.kind !== 'edited' || change.message.id !== boardId) return;
      clearTimeout(timer);
      stop();
      resolve(change.message);
    });
  });
}

/** What (c), (r) and (p) share of how they run: how long they click, the server's pictures, the bot's store, flags and output. */
export type ClickBenchSetup = Pick<ClicksOptions, 'seconds' | 'pictures' | 'databaseFile' | 'botFlags' | 'botOutput'>;

/** The options of (c), (r) and (p) that set up the bot. */
type BenchBotOptions = Omit<ClickBenchSetup, 'seconds'> & {
  /** More of the bot's environment (a clock offset file, a shorter work interval). */
  env?: Record<string, string>;
};

/**
 * Runs `bench` against the bot process as `npm start` runs it (built into dist/), on a local Discord serving `guild`, with
 * pictures on or off in it (set in `channelId`); stops both after.
 */
export async function withBenchBot<R>(
  guild: TestGuild,
  channelId: string,
  options: BenchBotOptions,
  bench: (discord: LocalDiscord, bot: BotProcess) => Promise<R>,
): Promise<R> {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  const discord = await startLocalDiscord({ guilds: [guild], now: () => performance.timeOrigin + performance.now() });
  await deployCommands(discord);
  // The flags go last before the entry file, so they win over the start script's own.
  const script = startScript().replace(/ (\S+)$/, options.botFlags ? ` ${options.botFlags} $1` : ' $1');
  const bot = await startBot({
    discord,
    databaseFile: options.databaseFile,
    startScript: script,
    ...(options.env ? { env: options.env } : {}),
  });
  try {
    const pictures = options.pictures ? 'on' : 'off';
    const setting = await discord.run({ user: users.olga, channelId, name: 'settings', options: { pictures } });
    if (!setting.message?.content.startsWith(`Done. Pictures are now ${pictures}`))
      throw new Error(`/settings pictures refused: ${setting.message?.content ?? ''}`);
    return await bench(discord, bot);
  } finally {
    await bot.stop();
    if (options.botOutput) writeFileSync(options.botOutput, bot.stdout());
    await discord.close();
  }
}

/** What the clicks took: their seconds, and the processor time the bot (in all and by thread) and this process used meanwhile. */
type ClicksCost = Pick<ClicksResult, 'seconds' | 'botCpuMs' | 'threadCpuMs' | 'discordCpuMs'>;

/** Clicks at a steady pace for `seconds` (as `pacedClicks`), and measures what that cost the bot process `pid` and this one. */
export async function measuredClicks<P>(
  pid: number,
  seconds: number,
  players: readonly P[],
  period: number,
  play: (player: P) => Promise<unknown>,
  fail: (why: string) => void,
): Promise<ClicksCost> {
  const cpuBefore = cpuMs(pid);
  const threadsBefore = threadTimes(pid);
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  await pacedClicks(players, period, started, started + seconds * 1000, play, fail);
  const took = (performance.now() - started) / 1000;
  const botCpuMs = cpuMs(pid) - cpuBefore;
  const threadCpuMs = threadUse(pid, threadsBefore, threadTimes(pid));
  const own = process.cpuUsage(ownBefore);
  return { seconds: took, botCpuMs, threadCpuMs, discordCpuMs: (own.user + own.system) / 1000 };
}

/** (c): see the file's comment. */
export function clicks(options: ClicksOptions): Promise<ClicksResult> {
  const guild = benchGuild(options.tables);
  return withBenchBot(guild, guild.channels[0]!.id, options, async (discord, bot) => {
    const failures = new Map<string, number>();
    const fail = (why: string) => failures.set(why, (failures.get(why) ?? 0) + 1);
    const latencies: number[] = [];
    const moveLatencies: number[] = [];
    const lastMoveLatencies: number[] = [];
    let boardsChecked = 0;
    let runsStarted = 0;
    const boards = new Map<string, StoredMessage>();
    const check = (channel: string, board: StoredMessage | undefined) => {
      if (!board) return fail('an answer without the board');
      boardsChecked++;
      const problem = pictureProblem(discord, board, options.pictures, boards.get(channel)?.attachments[0]?.id);
      if (problem) fail(problem);
      boards.set(channel, board);
    };
    let dealt = 0;
    const startRun = async (channel: string) => {
      const seed = benchSeed(dealt++);
      await discord.run({ user: users.mona, channelId: channel, name: 'game', subcommand: 'end' });
      const answer = await discord.run({
        user: users.alice,
        channelId: channel,
        name: 'scoundrel',
        subcommand: 'start',
        options: { seed },
      });
      if (answer.message?.content.includes('unranked')) fail(`the run of seed ${seed} started unranked`);
      boards.delete(channel);
      runsStarted++;
      check(channel, answer.message);
    };
    for (const channel of guild.channels) await startRun(channel.id);

    const coachLatencies: number[] = [];
    let ended = 0;
    /** Asks for a finished run's Review and Watch; their work goes on in the bot after these first answers. */
    const askCoach = async (board: StoredMessage) => {
      for (const type of ['review', 'watch']) {
        const button = discord.buttons(board).find((b) => decodeComponentId(b.customId ?? '')?.action.type === type);
        if (!button?.customId) return fail(`a game-over board without ${type}`);
        const answer = await discord.press({ user: users.alice, message: board, customId: button.customId }, { waitForEdit: false });
        coachLatencies.push(answer.elapsedMs);
        // Review answers at once that it is at work (4), Watch that the replay is coming (5): both are then filled in by an edit.
        if (answer.callbackType !== 4 && answer.callbackType !== 5) fail(`${type} answered with callback ${answer.callbackType}`);
      }
    };

    /** One click on the table's board (and "Make the move" when the run asks first), or a new run when it is over. */
    const play = async (channel: string) => {
      const board = boards.get(channel)!;
      const customId = chosenMove(discord, board, options.player);
      if (!customId) {
        if (options.coachEvery > 0 && ++ended % options.coachEvery === 0) await askCoach(board);
        return startRun(channel);
      }
      const answer: InteractionAnswer = await discord.press({ user: users.alice, message: board, customId });
      latencies.push(answer.elapsedMs);
      moveLatencies.push(answer.elapsedMs);
      if (answer.callbackType === 7 && !answer.ephemeral) return check(channel, answer.message);
      const yes =
        answer.ephemeral && answer.message
          ? discord.buttons(answer.message).find((b) => b.label === 'Make the move (end my run)')
          : undefined;
      if (!yes?.customId)
        return fail(`a click answered with callback ${answer.callbackType}: ${answer.message?.content?.slice(0, 80) ?? ''}`);
      // "Make the move" is acknowledged at once (6) and the board redrawn by an edit: its time runs until the board shows the move.
      const redrawn = nextEdit(discord, board.id);
      const sent = performance.now();
      const made = await discord.press({ user: users.alice, message: answer.message!, customId: yes.customId }, { waitForEdit: false });
      if (made.callbackType !== 6) fail(`"Make the move" answered with callback ${made.callbackType}`);
      const shown = await redrawn;
      const elapsed = performance.now() - sent;
      latencies.push(elapsed);
      lastMoveLatencies.push(elapsed);
      check(channel, shown);
    };

    const period = (options.tables * 1000) / options.rate;
    const runsBefore = runsStarted;
    const cost = await measuredClicks(bot.pid, options.seconds, guild.channels, period, (channel) => play(channel.id), fail);
    for (const violation of discord.takeViolations()) fail(`a body Discord would reject: ${violation.instancePath} ${violation.message}`);
    return {
      latencies,
      moveLatencies,
      lastMoveLatencies,
      failures,
      boardsChecked,
      runsEnded: runsStarted - runsBefore,
      coachLatencies,
      peakRssMb: rssMb(bot.pid, 'VmHWM'),
      endRssMb: rssMb(bot.pid, 'VmRSS'),
      ...cost,
    };
  });
}

/** What a bench of private boards keeps as its players click: the clicks' times, the failures by reason, the boards checked. */
export interface BoardTally {
  latencies: number[];
  failures: Map<string, number>;
  boardsChecked: number;
  /** Counts a failure. */
  fail(why: string): void;
  /** Checks a board that came back to `user` (private, theirs, with its picture as the server draws them) and keeps it as theirs. */
  check(user: TestUser, board: StoredMessage | undefined): void;
  /** Times a click's answer once timing is on, and counts one answered after Discord's 3 s. */
  timed(answer: InteractionAnswer): InteractionAnswer;
  /** Each player's board as it last came back. */
  boards: Map<string, StoredMessage>;
  /** When each move was answered (ms, performance.now). */
  moves: number[];
  /** Makes a move on `user`'s board, and "Make the move" when the run asks first; checks the board that comes back. */
  move(user: TestUser, board: StoredMessage, customId: string): Promise<void>;
  /** Starts timing the clicks (after the warm-up). */
  startTiming(): void;
  /** Once the clicks are over and the last edits have had their two seconds: what was seen, with the bot's memory and Discord's refusals. */
  settle(bot: BotProcess): Promise<Pick<ClicksResult, 'latencies' | 'failures' | 'boardsChecked' | 'peakRssMb' | 'endRssMb'>>;
}

/** A tally of private boards' clicks (as (r) and (p) count them). */
export function boardTally(discord: LocalDiscord, pictures: boolean): BoardTally {
  let timing = false;
  const tally: BoardTally = {
    latencies: [],
    failures: new Map(),
    boardsChecked: 0,
    boards: new Map(),
    moves: [],
    async move(user, board, customId) {
      const answer = tally.timed(await discord.press({ user, message: board, customId }));
      if (answer.callbackType === 7 && answer.message?.embeds.length) {
        tally.moves.push(performance.now());
        return tally.check(user, answer.message);
      }
      const yes = answer.message ? discord.buttons(answer.message).find((b) => b.label === 'Make the move (end my run)') : undefined;
      if (!yes?.customId)
        return tally.fail(`a click answered with callback ${answer.callbackType}: ${answer.message?.content?.slice(0, 80) ?? ''}`);
      const made = tally.timed(await discord.press({ user, message: answer.message!, customId: yes.customId }));
      tally.moves.push(performance.now());
      tally.check(user, made.message);
    },
    fail: (why) => tally.failures.set(why, (tally.failures.get(why) ?? 0) + 1),
    check(user, board) {
      if (!board) return tally.fail('an answer without the board');
      if (!board.ephemeral || board.visibleTo !== user.id) return tally.fail('a board answered in public');
      tally.boardsChecked++;
      const before = tally.boards.get(user.id);
      const problem = pictureProblem(discord, board, pictures, before?.id === board.id ? before.attachments[0]?.id : undefined);
      if (problem) tally.fail(problem);
      tally.boards.set(user.id, board);
    },
    timed(answer) {
      if (timing) tally.latencies.push(answer.elapsedMs);
      if (answer.elapsedMs > 3_000) tally.fail('a click answered after 3 s');
      return answer;
    },
    startTiming: () => {
      timing = true;
    },
    async settle(bot) {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      for (const violation of discord.takeViolations())
        tally.fail(`a body Discord would reject: ${violation.instancePath} ${violation.message}`);
      const { latencies, failures, boardsChecked } = tally;
      return { latencies, failures, boardsChecked, peakRssMb: rssMb(bot.pid, 'VmHWM'), endRssMb: rssMb(bot.pid, 'VmRSS') };
    },
  };
  return tally;
}

/**
 * The clicks of a bench of private boards, as (r) and (p) make them: each player's first click one after another (checked, not
 * timed: the first drawings warm the bot up), then `seconds` of clicks, `rate` a second of each player, then the last edits' two
 * seconds. Resolves with what the tally saw, what the clicks cost, and the edits `edited` watched (it stops watching them).
 */
export async function timedBoardClicks(
  bot: BotProcess,
  tally: BoardTally,
  edited: (moves: readonly number[]) => WatchedEdits,
  players: readonly TestUser[],
  options: { seconds: number; rate: number },
  play: (user: TestUser) => Promise<void>,
) {
  for (const user of players) await play(user);
  tally.startTiming();
  const cost = await measuredClicks(bot.pid, options.seconds, players, 1000 / options.rate, play, tally.fail);
  const seen = await tally.settle(bot);
  return { ...seen, ...cost, ...edited(tally.moves) };
}

/** What `watchEdits` saw of a message: how many edits, how far apart at least, and how far behind the moves at most (ms). */
interface WatchedEdits {
  edits: number;
  leastEditGapMs: number;
  mostBehindMs: number;
}

/** A public message's edits as they come: stop watching, then how many, how far apart at least, and how far behind the moves at most. */
export function watchEdits(discord: LocalDiscord, messageId: string) {
  const edits: number[] = [];
  const stop = discord.onMessage((change) => {
    if (change.kind === 'edited' && change.message.id === messageId) edits.push(performance.now());
  });
  return (moves: readonly number[]): WatchedEdits => {
    stop();
    const gaps = edits.slice(1).map((at, i) => at - edits[i]!);
    const behind = moves.map((at) => (edits.find((edit) => edit >= at) ?? Number.POSITIVE_INFINITY) - at);
    return { edits: edits.length, leastEditGapMs: Math.min(...gaps), mostBehindMs: Math.max(0, ...behind) };
  };
}
