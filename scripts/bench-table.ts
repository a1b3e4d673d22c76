/**
 * The bench's measure (s): a GM and three
 * players play one Saga table through the session service for as many moves as asked, the way the bot
 * makes them: the GM's calls and heals as slash commands (read from the store), plays, stops, payback
 * and resolves as clicks on the newest board (the cached copy), each followed by the table's redraw and
 * its turn line. Each move that adds to the story is appended to the table's journal, as the bot does.
 * A seeded chooser picks every move, so each run plays the same campaign.
 */
import { performance } from 'node:perf_hooks';
import { sagaBoard } from '../src/discord/games/saga/board.js';
import { chooser } from '../src/engine/chooser.js';
import { type SagaAction, type SagaState, type SagaView, saga } from '../src/games/saga/index.js';
import { type Session, sessionKey } from '../src/sessions/session.js';
import type { SessionService } from '../src/sessions/session-service.js';
import type { KvStore } from '../src/sessions/store/kv-store.js';
import { JOURNAL_PAGE_MOVES, JOURNAL_PAGES } from '../src/sessions/table-journal.js';

/** The moves up to `upTo`: each one's time in milliseconds, and the sizes of the stored session and of its journal after the last. */
export interface TableWindow {
  upTo: number;
  latencies: number[];
  bytes: number;
  /** Every page of the table's journal kept in the store, as stored. */
  journalBytes: number;
}

/** Who sits at the bench's table, by member id. */
export interface Seats {
  gm: string;
  players: readonly [string, string, string];
}

const STYLES = ['physical', 'social', 'other'] as const;
const OPPONENTS = ['Goon', 'Ninja', 'Ogre', 'Dragon', 'Lawyer', 'Mime', 'Yeti', 'Pirate', 'Robot', 'Vampire', 'Tax Inspector', 'Swan'];
const CLICHES = [
  { name: 'Knight', rating: 4 },
  { name: 'Poet', rating: 2 },
  { name: 'Wizard', rating: 3, pump: 'double' as const },
];

/** A move and how the bot gets it: a slash command (no board named), or a click on the newest board. */
interface Move {
  actor: string;
  action: SagaAction;
  command: boolean;
}

/** What the GM calls when nothing is open: a heal now and then, else a check, a conflict or a fight of everyone who can. */
function call(state: SagaState, pick: (n: number) => number): Move {
  const gm = (action: SagaAction): Move => ({ actor: state.gm, action, command: true });
  const heals = saga.legalActions(state, state.gm).filter((a) => a.type === 'heal');
  const fit = state.players.filter((p) => p.handSize > 0).map((p) => p.id);
  if (heals.length > 0 && (fit.length === 0 || pick(3) === 0)) return gm(heals[pick(heals.length)]!);
  const player = fit[pick(fit.length)]!;
  const cliche = CLICHES[pick(CLICHES.length)]!.name;
  const style = STYLES[pick(STYLES.length)]!;
  const opponent = { name: OPPONENTS[pick(OPPONENTS.length)]!, rank: 1 + pick(5) };
  const roll = pick(10);
  if (roll < 5) return gm({ type: 'check', player, cliche, style, target: 4 + pick(12) });
  if (roll < 8) return gm({ type: 'conflict', player, cliche, style, opponent });
  return gm({ type: 'fight', fighters: fit.map((id) => ({ player: id, cliche: CLICHES[pick(CLICHES.length)]!.name })), style, opponent });
}

/** The next move at the table: whoever must play plays (now and then pumping), else the GM adds payback or resolves, or calls. */
function nextMove(state: SagaState, pick: (n: number) => number): Move {
  if (!state.contest) return call(state, pick);
  const waiting = (saga.view(state) as SagaView).waitingFor[0];
  if (waiting !== undefined) {
    const offered = saga.legalActions(state, waiting);
    const plain = offered.filter((a) => a.type === 'stop' || (a.type === 'play' && a.pump === 'none'));
    const from = pick(8) === 0 || plain.length === 0 ? offered : plain;
    return { actor: waiting, action: from[pick(from.length)]!, command: false };
  }
  const payback = saga.legalActions(state, state.gm).filter((a) => a.type === 'payback');
  if (payback.length > 0 && pick(4) === 0) return { actor: state.gm, action: payback[pick(payback.length)]!, command: false };
  return { actor: state.gm, action: { type: 'resolve' }, command: false };
}

/** The bytes of the session as the store keeps it (the row keyv writes: `{"value": …}`). */
async function storedBytes(store: KvStore, channelId: string): Promise<number> {
  return Buffer.byteLength(JSON.stringify({ value: await store.get(sessionKey(channelId)) }));
}

/** The bytes of every page of the table's journal the store keeps (those a recap reads). */
async function journalBytes(store: KvStore, channelId: string, version: number): Promise<number> {
  const last = Math.floor(version / JOURNAL_PAGE_MOVES);
  let bytes = 0;
  for (let page = Math.max(0, last - JOURNAL_PAGES + 1); page <= last; page++) {
    const stored = await store.get(`journal:${channelId}:${page}`);
    if (stored !== undefined) bytes += Buffer.byteLength(JSON.stringify({ value: stored }));
  }
  return bytes;
}

/** A session of the bench's table as Saga's: the session service checked its state with saga.stateSchema. */
function tableOf(session: Session): Session<SagaState> {
  return session as Session<SagaState>;
}

/**
 * Opens a Saga table in `channelId`, seats three players and plays `moves` moves on it (the three joins
 * included); returns, for each window end in `windows`, the times of the `size` moves up to it and the
 * stored session's size after it.
 */
export async function playTable(
  sessions: SessionService,
  store: KvStore,
  {
    channelId,
    guildId,
    seats,
    moves,
    windows,
    size,
    seed,
  }: { channelId: string; guildId: string; seats: Seats; moves: number; windows: readonly number[]; size: number; seed: number },
): Promise<TableWindow[]> {
  const started = await sessions.start({
    channelId,
    guildId,
    game: saga,
    ownerId: seats.gm,
    ownerName: 'Gail',
    seed: `table-${seed}`,
    options: { decks: 2 },
  });
  if (started.kind !== 'started') throw new Error(`could not open the table: ${started.kind}`);
  let session = tableOf(started.session);
  const pick = chooser(seed);
  const times: number[] = [];
  const result: TableWindow[] = [];
  for (let n = 1; n <= moves; n++) {
    const { state } = session;
    const joining = seats.players[n - 1];
    const move: Move =
      joining !== undefined && n <= seats.players.length
        ? {
            actor: joining,
            action: { type: 'join', player: joining, member: `Member ${n}`, name: `Hero ${n}`, cliches: CLICHES },
            command: true,
          }
        : nextMove(state, pick);
    const board = move.command ? {} : { game: 'saga', sessionId: session.id, version: session.version };
    const t = performance.now();
    const outcome = await sessions.act({ channelId, actor: move.actor, action: move.action, ...board });
    if (outcome.kind !== 'applied')
      throw new Error(
        `move ${n} (${JSON.stringify(move.action)}) was not made: ${outcome.kind}${'message' in outcome ? `: ${outcome.message}` : ''}`,
      );
    session = tableOf(outcome.session);
    sagaBoard.board(session);
    sagaBoard.announce?.(tableOf(outcome.before).state, session.state, outcome.events);
    times.push(performance.now() - t);
    if (windows.includes(n))
      result.push({
        upTo: n,
        latencies: times.slice(-size),
        bytes: await storedBytes(store, channelId),
        journalBytes: await journalBytes(store, channelId, session.version),
      });
    if (times.length > size) times.shift();
  }
  return result;
}
