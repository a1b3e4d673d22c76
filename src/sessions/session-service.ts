/**
 * Channel sessions (DESIGN.md, Sessions): every change runs load -> authorize -> apply -> save with
 * `version + 1` inside the channel's lock, and is refused when the version a board was drawn for is no
 * longer the stored one. A finished solo run goes to the leaderboard once.
 */
import { randomBytes } from 'node:crypto';
import type { KvStore } from './kv-store.js';
import type { AnyGame, GameEvent, GameResult } from '../engine/game.js';
import { silentLogger, type Logger } from '../log.js';
import { findGame } from '../games/index.js';
import { KeyedLock } from './keyed-lock.js';
import type { Leaderboard } from './leaderboard.js';
import { migrateSession } from './migrations.js';
import { SessionCache } from './session-cache.js';
import { LOG_LENGTH, SESSION_SCHEMA, sessionKey, sessionSchema, type Session } from './session.js';

/** A loaded session with its game. */
export interface Loaded {
  session: Session;
  game: AnyGame;
}

/** What a channel holds: nothing, a game, or a stored value that no longer reads as one. */
export type LoadOutcome =
  | { kind: 'none' }
  | ({ kind: 'ok' } & Loaded)
  | { kind: 'corrupt'; ownerId: string | null; reason: string };

/** The answer to a move. */
export type ActOutcome =
  | { kind: 'applied'; session: Session; game: AnyGame; events: GameEvent[]; result: GameResult }
  | { kind: 'none' }
  | { kind: 'corrupt'; reason: string }
  | { kind: 'other-game'; session: Session; game: AnyGame }
  | { kind: 'stale'; session: Session; game: AnyGame }
  | { kind: 'not-yours'; session: Session; game: AnyGame }
  | { kind: 'invalid'; message: string }
  | { kind: 'refused'; session: Session; game: AnyGame; message: string };

/** The answer to starting a game. */
export type StartOutcome =
  | { kind: 'started'; session: Session; game: AnyGame }
  | { kind: 'busy'; session: Session; game: AnyGame }
  | { kind: 'corrupt'; reason: string };

/** The answer to ending a game. */
export type EndOutcome =
  | { kind: 'ended'; ownerId: string | null; game: string | null }
  | { kind: 'none' }
  | { kind: 'forbidden'; ownerId: string };

/** A request to start a game in a channel. */
export interface StartRequest {
  channelId: string;
  guildId: string | null;
  game: AnyGame;
  ownerId: string;
  ownerName: string;
  seed: string;
  options?: unknown;
  /** Whether the finished run goes on the leaderboard (default true). */
  ranked?: boolean;
  /** The UTC date when the run is that day's daily deal. */
  daily?: string | null;
}

/** A move from a button, a menu or a command. */
export interface ActRequest {
  channelId: string;
  actor: string;
  action: unknown;
  /** The session and version the board was drawn for; omitted for commands, which act on the latest. */
  sessionId?: string;
  version?: number;
}

/** Clock, id source and logger, injectable for tests. */
export interface SessionServiceOptions {
  now?: () => Date;
  newId?: () => string;
  log?: Logger;
}

/** Sessions per channel in the store. */
export class SessionService {
  private readonly lock = new KeyedLock();
  private readonly cache = new SessionCache();
  private readonly now: () => Date;
  private readonly newId: () => string;
  private readonly log: Logger;

  constructor(
    private readonly store: KvStore,
    private readonly leaderboard: Leaderboard,
    options: SessionServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? (() => randomBytes(5).readUIntBE(0, 5).toString(36));
    this.log = options.log ?? silentLogger;
  }

  /** Reads a channel's session from the store and checks it, envelope and game state. */
  async load(channelId: string): Promise<LoadOutcome> {
    const loaded = await this.read(channelId);
    if (loaded.kind === 'ok') this.cache.set(channelId, loaded);
    else this.cache.delete(channelId);
    return loaded;
  }

  private async read(channelId: string): Promise<LoadOutcome> {
    const stored: unknown = await this.store.get(sessionKey(channelId));
    if (stored === undefined) return { kind: 'none' };
    const ownerId = readOwner(stored);
    const migrated = migrateSession(stored);
    if (!migrated.ok) return { kind: 'corrupt', ownerId, reason: migrated.reason };
    const envelope = sessionSchema.safeParse(migrated.value);
    if (!envelope.success) return { kind: 'corrupt', ownerId, reason: 'the stored session does not read as one' };
    const game = findGame(envelope.data.game);
    if (!game) return { kind: 'corrupt', ownerId, reason: `the stored game "${envelope.data.game}" is unknown` };
    const state = game.stateSchema.safeParse(envelope.data.state);
    if (!state.success) return { kind: 'corrupt', ownerId, reason: `the stored ${game.title} state is damaged` };
    return { kind: 'ok', session: { ...envelope.data, state: state.data }, game };
  }

  /** Starts a game unless one is still running in the channel (a finished one is replaced). */
  async start(request: StartRequest): Promise<StartOutcome> {
    return this.lock.run(request.channelId, async () => {
      const current = await this.load(request.channelId);
      if (current.kind === 'corrupt') return { kind: 'corrupt', reason: current.reason };
      if (current.kind === 'ok') {
        if (!current.game.result(current.session.state).over) {
          return { kind: 'busy', session: current.session, game: current.game };
        }
        await this.settleRecord(current.session, current.game);
      }
      const { game } = request;
      const state = game.setup({
        seed: request.seed,
        options: request.options,
        players: [{ id: request.ownerId, name: request.ownerName }],
      });
      const at = this.now().toISOString();
      const session: Session = {
        schema: SESSION_SCHEMA,
        id: this.newId(),
        game: game.id,
        guildId: request.guildId,
        channelId: request.channelId,
        ownerId: request.ownerId,
        ownerName: request.ownerName,
        players: [request.ownerId],
        seed: request.seed,
        options: request.options ?? null,
        ranked: request.ranked ?? true,
        daily: request.daily ?? null,
        version: 0,
        state,
        actions: [],
        log: [],
        recorded: false,
        createdAt: at,
        updatedAt: at,
      };
      const expected = current.kind === 'ok' ? current.session.version : null;
      if (!(await this.store.setIfVersion(sessionKey(request.channelId), session, expected))) {
        const now = await this.load(request.channelId);
        if (now.kind === 'ok') return { kind: 'busy', session: now.session, game: now.game };
        return { kind: 'corrupt', reason: now.kind === 'corrupt' ? now.reason : 'the channel changed while the game was starting; please try again' };
      }
      this.cache.set(request.channelId, { session, game });
      return { kind: 'started', session, game };
    });
  }

  /**
   * Applies a move: checks the board's session and version, who acts, and the rules, then saves on
   * the condition that the stored version has not moved.
   */
  async act(request: ActRequest): Promise<ActOutcome> {
    return this.lock.run(request.channelId, async () => {
      const cached = this.cache.get(request.channelId);
      const loaded: LoadOutcome = cached ? { kind: 'ok', ...cached } : await this.load(request.channelId);
      if (loaded.kind === 'none') return { kind: 'none' };
      if (loaded.kind === 'corrupt') return { kind: 'corrupt', reason: loaded.reason };
      const { session, game } = loaded;
      if (request.sessionId !== undefined && request.sessionId !== session.id) {
        return { kind: 'other-game', session, game };
      }
      if (request.version !== undefined && request.version !== session.version) {
        return { kind: 'stale', session, game };
      }
      if (game.seating === 'solo' && request.actor !== session.ownerId) return { kind: 'not-yours', session, game };
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
        log: [...session.log, ...outcome.events.map((event) => event.text)].slice(-LOG_LENGTH),
        updatedAt: this.now().toISOString(),
      };
      if (!(await this.store.setIfVersion(sessionKey(request.channelId), next, session.version))) {
        const now = await this.load(request.channelId);
        if (now.kind === 'ok') return { kind: 'stale', session: now.session, game: now.game };
        return now.kind === 'none' ? now : { kind: 'corrupt', reason: now.reason };
      }
      this.cache.set(request.channelId, { session: next, game });
      const settled = result.over ? await this.settleRecord(next, game) : next;
      return { kind: 'applied', session: settled, game, events: outcome.events, result };
    });
  }

  /** Abandons a channel's game: its owner or a moderator may; abandoned runs are not ranked. */
  async end(channelId: string, actor: string, isModerator: boolean): Promise<EndOutcome> {
    return this.lock.run(channelId, async () => {
      const loaded = await this.load(channelId);
      if (loaded.kind === 'none') return { kind: 'none' };
      const ownerId = loaded.kind === 'ok' ? loaded.session.ownerId : loaded.ownerId;
      if (!isModerator && actor !== ownerId) return { kind: 'forbidden', ownerId: ownerId ?? 'unknown' };
      await this.store.delete(sessionKey(channelId));
      this.cache.delete(channelId);
      return { kind: 'ended', ownerId, game: loaded.kind === 'ok' ? loaded.game.title : null };
    });
  }

  /**
   * Puts a finished solo run on the leaderboard (once: the record is keyed by session id) and marks
   * the session recorded. Runs after the move is saved, so a failure here never undoes a move; a run
   * left unrecorded is recorded when the next game replaces it.
   */
  private async settleRecord(session: Session, game: AnyGame): Promise<Session> {
    const result = game.result(session.state);
    if (session.recorded || !session.ranked || game.seating !== 'solo' || !result.over || result.score === undefined) {
      return session;
    }
    try {
      await this.leaderboard.record({
        sessionId: session.id,
        guildId: session.guildId,
        userId: session.ownerId,
        game: game.id,
        score: result.score,
        won: result.won === true,
        seed: session.seed,
        finishedAt: session.updatedAt,
        summary: result.summary,
        options: session.options,
        actions: session.actions,
        daily: session.daily,
      });
      const recorded = { ...session, recorded: true };
      if (!(await this.store.setIfVersion(sessionKey(session.channelId), recorded, session.version))) return session;
      this.cache.set(session.channelId, { session: recorded, game });
      return recorded;
    } catch (error) {
      this.log.warn(`run ${session.id} is saved but not yet on the leaderboard: ${String(error)}`);
      return session;
    }
  }
}

function readOwner(stored: unknown): string | null {
  if (typeof stored !== 'object' || stored === null || !('ownerId' in stored)) return null;
  return typeof stored.ownerId === 'string' ? stored.ownerId : null;
}
