/**
 * Channel sessions (docs/design.md, Sessions): every change runs load -> authorize -> apply -> save with
 * `version + 1` inside the channel's lock, and is saved only if the stored session is still the one
 * the change was made on (its id and version: KvStore.setIfVersion). A finished solo run goes to the
 * leaderboard once.
 *
 * The store decides: the cache of sessions may save a read, but a refusal ("out of date",
 * "another game", "no game", a rule) is only given after the store itself says so. A click whose board
 * is the cached copy is applied on it (the conditional write catches a copy that another process made
 * stale); a refusal or a conflict on the cached copy, and anything else, is decided on the stored
 * session. A command, which names no board, is tried again on the stored session when another process
 * moved it between the read and the write, so it is never refused for a board nobody used.
 */
import { randomBytes } from 'node:crypto';
import type { AnyGame, FindGame, GameEvent } from '../engine/game.js';
import { replay, runInit } from '../engine/replay.js';
import { type Logger, silentLogger } from '../log.js';
import { matchesBoard, refusalOf, stampOf } from './move-checks.js';
import type { Ranking } from './ranking.js';
import { earnedAchievements } from './scores/run-achievements.js';
import type { ActOutcome, ActRequest, EndOutcome, Loaded, LoadOutcome, StartOutcome, StartRequest } from './session-outcomes.js';
import type { KvStore } from './store/kv-store.js';

export type { ActOutcome, ActRequest, EndOutcome, Loaded, LoadOutcome, StartOutcome, StartRequest } from './session-outcomes.js';

import { KeyedLock } from './keyed-lock.js';
import { migrateSession } from './migrations.js';
import type { Leaderboard } from './scores/leaderboard.js';
import { channelPlace, LOG_LENGTH, newSession, type Place, placeKey, placeOf, type Session, sessionSchema } from './session.js';
import { SessionCache } from './session-cache.js';
import { type JournalRead, TableJournal } from './table-journal.js';

/** The games to look sessions' games up in (the catalog's), and the clock, id source and logger, injectable for tests. */
export interface SessionServiceOptions {
  /** The game with a stored session's id, or undefined when there is none. */
  findGame: FindGame;
  now?: () => Date;
  newId?: () => string;
  log?: Logger;
}

/** The move that takes back the last one, as the last move a double click is compared with. */
const UNDO = { type: 'undo' };

/** How many times a command is tried again on the stored session after its copy turned out stale. */
const COMMAND_ATTEMPTS = 3;

/** Sessions per channel in the store. */
export class SessionService {
  private readonly lock = new KeyedLock();
  private readonly cache = new SessionCache();
  private readonly now: () => Date;
  private readonly newId: () => string;
  private readonly log: Logger;
  private readonly findGame: FindGame;
  private readonly journal: TableJournal;

  constructor(
    private readonly store: KvStore,
    private readonly leaderboard: Leaderboard,
    options: SessionServiceOptions,
  ) {
    this.findGame = options.findGame;
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? (() => randomBytes(5).readUIntBE(0, 5).toString(36));
    this.log = options.log ?? silentLogger;
    this.journal = new TableJournal(store);
  }

  /** Games in play among the sessions this process holds (the channels played in lately), for the metrics. */
  openSessions(): number {
    return this.cache.inPlay();
  }

  /** Reads the session at a place (a channel id: the channel's own game) from the store and checks it, envelope and game state. */
  async load(where: Place | string): Promise<LoadOutcome> {
    const key = placeKey(placeFrom(where));
    const loaded = await this.read(key);
    if (loaded.kind === 'ok') this.cache.offer(key, loaded);
    else this.cache.delete(key);
    return loaded;
  }

  /**
   * The game at a place as a board drawn for `sessionId` at `version` sees it: the cached copy when it is
   * that very version, else the stored one. For questions to ask before a move (never to refuse one).
   */
  async peek(where: Place | string, sessionId: string, version: number): Promise<Loaded | null> {
    const cached = this.cache.get(placeKey(placeFrom(where)));
    if (cached && cached.session.id === sessionId && cached.session.version === version) return cached;
    const loaded = await this.load(where);
    return loaded.kind === 'ok' ? loaded : null;
  }

  /** The game at a place as this process last saw it (its cached copy), else as stored: for what is shown, never to decide. */
  async glance(where: Place): Promise<LoadOutcome> {
    const cached = this.cache.get(placeKey(where));
    return cached ? { kind: 'ok', ...cached } : this.load(where);
  }

  /**
   * Where the session `sessionId` a member's click names is kept: the member's own private run in the
   * channel, or the channel's game; the channel's game when it is neither (the click is then refused
   * there, in the store's words). The cached copy answers when it is that session; else the store.
   */
  async locate(channelId: string, actor: string, sessionId: string): Promise<Place> {
    const own: Place = { channelId, privateTo: actor };
    const cached = this.cache.get(placeKey(own));
    if (cached?.session.id === sessionId) return own;
    if (this.cache.get(placeKey(channelPlace(channelId)))?.session.id === sessionId) return channelPlace(channelId);
    const loaded = await this.load(own);
    return loaded.kind === 'ok' && loaded.session.id === sessionId ? own : channelPlace(channelId);
  }

  /** The newest copy of this game this process holds: `session` itself, or a later version of it. */
  newest(session: Session): Session {
    const cached = this.cache.get(placeKey(placeOf(session)))?.session;
    return cached && cached.id === session.id && cached.version > session.version ? cached : session;
  }

  private async read(key: string): Promise<LoadOutcome> {
    const stored: unknown = await this.store.get(key);
    if (stored === undefined) return { kind: 'none' };
    const ownerId = readOwner(stored);
    const migrated = migrateSession(stored);
    if (!migrated.ok) return { kind: 'corrupt', ownerId, reason: migrated.reason };
    const envelope = sessionSchema.safeParse(migrated.value);
    if (!envelope.success) return { kind: 'corrupt', ownerId, reason: 'the stored session does not read as one' };
    const game = this.findGame(envelope.data.game);
    if (!game) return { kind: 'corrupt', ownerId, reason: `the stored game "${envelope.data.game}" is unknown` };
    const state = game.stateSchema.safeParse(envelope.data.state);
    if (!state.success) return { kind: 'corrupt', ownerId, reason: `the stored ${game.title} state is damaged` };
    return { kind: 'ok', session: { ...envelope.data, state: state.data }, game };
  }

  /**
   * Starts a game unless one is still running in the channel (a finished one is settled and replaced).
   * The run's ranking is claimed only once the channel is known to be free, and given back if the game
   * could not be saved after all.
   */
  async start(request: StartRequest): Promise<StartOutcome> {
    const place = { channelId: request.channelId, privateTo: request.privateTo ?? null };
    const key = placeKey(place);
    return this.lock.run(key, async () => {
      const current = await this.load(place);
      if (current.kind === 'corrupt') return { kind: 'corrupt', reason: current.reason };
      if (current.kind === 'ok') {
        if (!current.game.result(current.session.state).over) {
          return { kind: startedFrom(current.session, request) ? 'repeated' : 'busy', session: current.session, game: current.game };
        }
        await this.settleRecord(current.session, current.game);
      }
      const ranking = (await request.ranking?.claim()) ?? { ranked: true, daily: null, note: null };
      const session = this.newSession(request, ranking);
      const expected = current.kind === 'ok' ? stampOf(current.session) : null;
      if (!(await this.store.setIfVersion(key, session, expected))) {
        await request.ranking?.release(ranking);
        const now = await this.load(place);
        if (now.kind === 'ok') return { kind: 'busy', session: now.session, game: now.game };
        return {
          kind: 'corrupt',
          reason: now.kind === 'corrupt' ? now.reason : 'the channel changed while the game was starting; please try again',
        };
      }
      this.cache.offer(key, { session, game: request.game });
      return { kind: 'started', session, game: request.game, ranking };
    });
  }

  private newSession(request: StartRequest, ranking: Ranking): Session {
    const { game } = request;
    const state = game.setup(runInit(request));
    return newSession({
      id: this.newId(),
      game: game.id,
      guildId: request.guildId,
      channelId: request.channelId,
      privateTo: request.privateTo ?? null,
      ownerId: request.ownerId,
      ownerName: request.ownerName,
      seed: request.seed,
      options: request.options ?? null,
      ranked: ranking.ranked,
      daily: ranking.daily,
      state,
      ...keptMoves(game),
      previousId: request.previousId,
      at: this.now().toISOString(),
    });
  }

  /**
   * Applies a move: checks the board's game, session and version, who acts, and the rules, then saves
   * on the condition that the stored session has not moved.
   */
  async act(request: ActRequest): Promise<ActOutcome> {
    const place = placeOfRequest(request);
    const key = placeKey(place);
    return this.lock.run(key, async () => {
      const fromBoard = request.sessionId !== undefined || request.version !== undefined;
      const cached = fromBoard ? this.cache.get(key) : undefined;
      if (cached && matchesBoard(cached.session, request)) {
        const outcome = refusalOf(cached, request) ?? (await this.applyOn(cached, request));
        // A move made on the cached copy stands; a refusal or a conflict is decided again on the stored one.
        if (outcome.kind === 'applied') return outcome;
      }
      for (let attempt = 1; ; attempt++) {
        const loaded = await this.load(place);
        if (loaded.kind !== 'ok') return loaded.kind === 'none' ? loaded : { kind: 'corrupt', reason: loaded.reason };
        const outcome = refusalOf(loaded, request) ?? (await this.applyOn(loaded, request));
        if (outcome.kind !== 'conflict') return outcome;
        // Another process moved the game between the read and the write: a board is now out of date,
        // a command (which used no board) is tried again on the stored game.
        if (fromBoard || attempt >= COMMAND_ATTEMPTS) {
          const now = await this.load(place);
          if (now.kind !== 'ok') return now.kind === 'none' ? now : { kind: 'corrupt', reason: now.reason };
          return refusalOf(now, request) ?? { kind: 'stale', session: now.session, game: now.game };
        }
      }
    });
  }

  /** Applies the move on `loaded` and saves it; `conflict` when the store no longer holds that session. */
  private async applyOn({ session, game }: Loaded, request: ActRequest): Promise<ActOutcome | { kind: 'conflict' }> {
    const action = game.actionSchema.safeParse(request.action);
    if (!action.success) return { kind: 'invalid', message: `That is not a ${game.title} move.` };
    const outcome = game.apply(session.state, action.data, request.actor);
    if (!outcome.ok) return { kind: 'refused', session, game, message: outcome.message };
    const result = game.result(outcome.state);
    const next: Session = {
      ...session,
      version: session.version + 1,
      state: outcome.state,
      actions: session.actions === null ? null : [...session.actions, action.data],
      ...(session.actors === undefined ? {} : { actors: [...session.actors, request.actor] }),
      lastMove: { by: request.actor, action: action.data, ...drawnAtOf(request) },
      log: [...session.log, ...outcome.events.map((event) => event.text)].slice(-LOG_LENGTH),
      updatedAt: this.now().toISOString(),
    };
    const key = placeKey(placeOf(session));
    if (!(await this.store.setIfVersion(key, next, stampOf(session)))) {
      this.cache.delete(key);
      return { kind: 'conflict' };
    }
    this.cache.offer(key, { session: next, game });
    await this.keepStory(session, next, game, outcome.events);
    const settled = result.over ? await this.settleRecord(next, game) : next;
    return { kind: 'applied', session: settled, before: session, game, events: outcome.events, result };
  }

  /**
   * Appends what a saved move adds to its table's story to the table's journal, inside the channel's
   * lock so a process appends in the order it saved. The move stands even when this fails: the failure
   * is logged and the story misses that entry.
   */
  private async keepStory(before: Session, after: Session, game: AnyGame, events: readonly GameEvent[]): Promise<void> {
    const text = game.journal?.(before.state, after.state, events) ?? null;
    if (text === null) return;
    try {
      await this.journal.append(after, after.updatedAt, text);
    } catch (error) {
      this.log.warn(`move ${after.version} in channel ${after.channelId} is saved, but not in its journal: ${String(error)}`);
    }
  }

  /** The story kept of a table game (what `/saga recap` tells), oldest first. */
  story(session: Session): Promise<JournalRead> {
    return this.journal.read(session);
  }

  /**
   * Takes back the last move of an unranked solo run: the game is dealt again from its seed
   * and options and every move but the last is replayed, as a new version. Never in a ranked run.
   */
  async undo(request: Omit<ActRequest, 'action'>): Promise<ActOutcome> {
    const place = placeOfRequest(request);
    const key = placeKey(place);
    return this.lock.run(key, async () => {
      const loaded = await this.load(place);
      if (loaded.kind !== 'ok') return loaded.kind === 'none' ? loaded : { kind: 'corrupt', reason: loaded.reason };
      const { session, game } = loaded;
      const checked = refusalOf(loaded, { ...request, action: UNDO });
      if (checked) return checked;
      if (session.ranked) return { kind: 'refused', session, game, message: 'Moves of a ranked run cannot be taken back.' };
      const actions = session.actions ?? [];
      if (game.seating !== 'solo' || actions.length === 0)
        return { kind: 'refused', session, game, message: 'There is no move to take back.' };
      const replayed = replay(game, runInit(session), actions.slice(0, -1), session.ownerId);
      if (!replayed.ok)
        return { kind: 'refused', session, game, message: `The run cannot be replayed to take the move back (${replayed.reason}).` };
      const next: Session = {
        ...session,
        version: session.version + 1,
        state: replayed.state,
        actions: actions.slice(0, -1),
        lastMove: { by: request.actor, action: UNDO },
        log: replayed.events.map((event) => event.text).slice(-LOG_LENGTH),
        updatedAt: this.now().toISOString(),
      };
      if (!(await this.store.setIfVersion(key, next, stampOf(session)))) {
        const now = await this.load(place);
        return now.kind === 'ok'
          ? { kind: 'stale', session: now.session, game: now.game }
          : now.kind === 'none'
            ? now
            : { kind: 'corrupt', reason: now.reason };
      }
      this.cache.offer(key, { session: next, game });
      const events = [{ type: 'undo', text: 'The last move was taken back.' }];
      return { kind: 'applied', session: next, before: session, game, events, result: game.result(next.state) };
    });
  }

  /**
   * Abandons a channel's game (only the session `sessionId`, when given: a game started there since is
   * left alone, as `none`): its owner, the member who runs a table game now (its `gm`) or a moderator
   * may; abandoned runs are not ranked. A finished ranked run is put on the leaderboard first; if that
   * fails, nothing is deleted.
   */
  async end(where: Place | string, actor: string, isModerator: boolean, sessionId?: string): Promise<EndOutcome> {
    const place = placeFrom(where);
    const key = placeKey(place);
    return this.lock.run(key, async () => {
      const loaded = await this.load(place);
      if (loaded.kind === 'none' || (sessionId !== undefined && (loaded.kind !== 'ok' || loaded.session.id !== sessionId)))
        return { kind: 'none' };
      const ownerId = loaded.kind === 'ok' ? loaded.session.ownerId : loaded.ownerId;
      const gmId = loaded.kind === 'ok' ? (loaded.game.gm?.(loaded.session.state) ?? null) : null;
      if (!isModerator && !mayEnd(loaded.kind === 'ok' ? loaded : { ownerId }, actor)) return { kind: 'forbidden', ownerId, gmId };
      if (loaded.kind === 'ok' && needsRecord(loaded) && !(await this.settleRecord(loaded.session, loaded.game)).recorded) {
        return { kind: 'unsettled' };
      }
      await this.store.delete(key);
      this.cache.delete(key);
      if (loaded.kind === 'ok' && loaded.game.journal) await this.journal.clear(loaded.session);
      return {
        kind: 'ended',
        ownerId,
        game: loaded.kind === 'ok' ? loaded.game.title : null,
        session: loaded.kind === 'ok' ? loaded.session : null,
      };
    });
  }

  /**
   * Puts a finished solo run on the leaderboard (once: the record is keyed by session id), with the
   * achievements it earned (each once per player), and marks the session recorded. Runs after the move is saved, so a failure here never
   * undoes a move; a run
   * left unrecorded is recorded when the next game replaces it or the game is ended.
   */
  private async settleRecord(session: Session, game: AnyGame): Promise<Session> {
    if (!needsRecord({ session, game })) return session;
    const result = game.result(session.state);
    try {
      await this.leaderboard.record({
        sessionId: session.id,
        guildId: session.guildId,
        userId: session.ownerId,
        game: game.id,
        score: result.score ?? 0,
        won: result.won === true,
        seed: session.seed,
        finishedAt: session.updatedAt,
        summary: result.summary,
        options: session.options,
        actions: session.actions,
        daily: session.daily,
      });
      const earned = earnedAchievements(game, session);
      await this.leaderboard.recordAchievements(session.ownerId, game.id, earned, session.id, session.updatedAt);
      const recorded = { ...session, recorded: true };
      const key = placeKey(placeOf(session));
      if (!(await this.store.setIfVersion(key, recorded, stampOf(session)))) return recorded;
      this.cache.offer(key, { session: recorded, game });
      return recorded;
    } catch (error) {
      this.log.warn(`run ${session.id} is saved but not yet on the leaderboard: ${String(error)}`);
      return session;
    }
  }
}

/** The moves a new session of `game` keeps: every one of a solo run; of a table, every one with who made it when the game says so, else none. */
function keptMoves(game: AnyGame): Pick<Session, 'actions' | 'actors'> {
  if (game.seating === 'solo') return { actions: [] };
  return game.keepsMoves ? { actions: [], actors: [] } : { actions: null };
}

/**
 * True when `actor` may end the game (a moderator may end any): its owner, or the member who runs a table
 * game now (its `gm`). A game that no longer reads is known by its owner alone.
 */
export function mayEnd(game: Loaded | { ownerId: string | null }, actor: string): boolean {
  if ('session' in game) return actor === game.session.ownerId || actor === game.game.gm?.(game.session.state);
  return actor === game.ownerId;
}

/**
 * True when `session` is the run this very request started a moment ago: the same player's Play again or
 * Replay of the same finished run, clicked twice, with no move made since.
 */
export function startedFrom(session: Session, request: Pick<StartRequest, 'previousId' | 'ownerId'>): boolean {
  return (
    request.previousId !== undefined &&
    session.previousId === request.previousId &&
    session.ownerId === request.ownerId &&
    session.version === 0
  );
}

/** True for a finished, ranked solo run not yet on the leaderboard. */
function needsRecord({ session, game }: Loaded): boolean {
  const result = game.result(session.state);
  return !session.recorded && session.ranked && game.seating === 'solo' && result.over && result.score !== undefined;
}

/** The version of the controls a move came from, to keep with it: the board's it was checked against, or the one it names. */
function drawnAtOf(request: ActRequest): { drawnAt?: number } {
  const drawnAt = request.version ?? request.drawnAt;
  return drawnAt === undefined ? {} : { drawnAt };
}

/** A place, or a channel id for the channel's own game. */
function placeFrom(where: Place | string): Place {
  return typeof where === 'string' ? channelPlace(where) : where;
}

/** Where a move or a start is made: the member's private run it names, or the channel's game. */
function placeOfRequest(request: Pick<ActRequest, 'channelId' | 'privateTo'>): Place {
  return { channelId: request.channelId, privateTo: request.privateTo ?? null };
}

function readOwner(stored: unknown): string | null {
  if (typeof stored !== 'object' || stored === null || !('ownerId' in stored)) return null;
  return typeof stored.ownerId === 'string' ? stored.ownerId : null;
}
