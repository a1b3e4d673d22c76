/**
 * The entrants' runs of a race: each entrant's run is a session of its own in the store (keyed by the
 * race and the entrant), dealt from the race's seed, so every entrant plays the same deal and no move
 * of one ever waits for, or is refused because of, another's. Each move is checked as a channel's move
 * is (move-checks.ts: the board's run and version, a second click, whose run it is) and saved on the
 * condition that the stored run is still the one it was made on. Race runs are never put on the
 * leaderboard: a deal many members play side by side is a different contest from a random deal.
 *
 * A move that finishes a run schedules work due at once (`race-settle`, under the race's id): what must
 * follow it (the standings brought up to date, the race closed once every entrant has finished) is then
 * done by whichever process is up, also after this one stopped.
 */
import { randomBytes } from 'node:crypto';
import type { AnyGame, FindGame } from '../../engine/game.js';
import { runInit } from '../../engine/replay.js';
import { type Logger, silentLogger } from '../../log.js';
import { refusalOf, stampOf } from '../move-checks.js';
import { LOG_LENGTH, newSession, type Session, sessionSchema } from '../session.js';
import type { ActOutcome, ActRequest, Loaded } from '../session-outcomes.js';
import type { KvStore } from '../store/kv-store.js';
import type { ScheduledWork } from '../time/scheduled-work.js';

/** The kind of scheduled work, under a race's id, that follows a move finishing an entrant's run. */
export const RACE_SETTLE = 'race-settle';

/** The race a run belongs to: its session (the channel's game) and where it is. */
export interface RaceRef {
  id: string;
  channelId: string;
  guildId: string | null;
}

/** An entrant, with the options their run is dealt with. */
export interface RunEntrant {
  id: string;
  name: string;
  options: unknown;
}

/** The store key of an entrant's run in a race. */
function raceRunKey(raceId: string, userId: string): string {
  return `race-run:${raceId}:${userId}`;
}

/** How many times a move is tried again when the store moved the run between the read and the write. */
const ATTEMPTS = 3;

/** The entrants' runs, each its own record with its own conditional writes. */
export class RaceRuns {
  constructor(
    private readonly store: KvStore,
    private readonly findGame: FindGame,
    private readonly now: () => Date,
    private readonly work: Pick<ScheduledWork, 'schedule'>,
    private readonly log: Logger = silentLogger,
    private readonly newId: () => string = () => randomBytes(5).readUIntBE(0, 5).toString(36),
  ) {}

  /** An entrant's run as stored and checked, or null when they have none (or it no longer reads as one). */
  async load(raceId: string, userId: string): Promise<Loaded | null> {
    const stored: unknown = await this.store.get(raceRunKey(raceId, userId));
    if (stored === undefined) return null;
    const envelope = sessionSchema.safeParse(stored);
    if (!envelope.success) return null;
    const game = this.findGame(envelope.data.game);
    const state = game?.stateSchema.safeParse(envelope.data.state);
    if (!game || !state?.success) return null;
    return { session: { ...envelope.data, state: state.data }, game };
  }

  /** The entrant's run, dealt from the race's seed the first time they ask for it. */
  async open(race: RaceRef, game: AnyGame, seed: string, entrant: RunEntrant): Promise<Loaded> {
    const existing = await this.load(race.id, entrant.id);
    if (existing) return existing;
    const start = { ownerId: entrant.id, ownerName: entrant.name, seed, options: entrant.options ?? null };
    const session: Session = newSession({
      id: this.newId(),
      game: game.id,
      guildId: race.guildId,
      channelId: race.channelId,
      ...start,
      ranked: false,
      daily: null,
      state: game.setup(runInit(start)),
      actions: [],
      at: this.now().toISOString(),
    });
    if (await this.store.setIfVersion(raceRunKey(race.id, entrant.id), session, null)) return { session, game };
    // Two clicks of My board at once: the other one dealt it.
    const dealt = await this.load(race.id, entrant.id);
    if (!dealt) throw new Error(`the race run of ${entrant.id} in race ${race.id} could not be read after it was dealt`);
    return dealt;
  }

  /** Makes a move on the actor's own run: checked against their stored run, saved only if it has not moved. */
  async act(raceId: string, request: ActRequest): Promise<ActOutcome> {
    for (let attempt = 1; ; attempt++) {
      const loaded = await this.load(raceId, request.actor);
      if (!loaded) return { kind: 'none' };
      const refusal = refusalOf(loaded, request);
      if (refusal) return refusal;
      const outcome = await this.applyOn(raceId, loaded, request);
      if (outcome.kind !== 'conflict') return outcome;
      if (attempt >= ATTEMPTS) return { kind: 'stale', session: loaded.session, game: loaded.game };
    }
  }

  private async applyOn(raceId: string, { session, game }: Loaded, request: ActRequest): Promise<ActOutcome | { kind: 'conflict' }> {
    const action = game.actionSchema.safeParse(request.action);
    if (!action.success) return { kind: 'invalid', message: `That is not a ${game.title} move.` };
    const outcome = game.apply(session.state, action.data, request.actor);
    if (!outcome.ok) return { kind: 'refused', session, game, message: outcome.message };
    const next: Session = {
      ...session,
      version: session.version + 1,
      state: outcome.state,
      actions: [...(session.actions ?? []), action.data],
      lastMove: { by: request.actor, action: action.data, ...(request.version === undefined ? {} : { drawnAt: request.version }) },
      log: [...session.log, ...outcome.events.map((event) => event.text)].slice(-LOG_LENGTH),
      updatedAt: this.now().toISOString(),
    };
    if (!(await this.store.setIfVersion(raceRunKey(raceId, request.actor), next, stampOf(session)))) return { kind: 'conflict' };
    const result = game.result(next.state);
    if (result.over) await this.settleSoon(raceId, next.channelId);
    return { kind: 'applied', session: next, before: session, game, events: outcome.events, result };
  }

  /** Schedules the race's settling at once; a failure is logged, and the move stands (the race still closes at its deadline). */
  private async settleSoon(raceId: string, channelId: string): Promise<void> {
    try {
      await this.work.schedule(RACE_SETTLE, raceId, this.now(), { channelId });
    } catch (error) {
      this.log.warn(`race ${raceId}: the settling after a finished run could not be scheduled: ${String(error)}`);
    }
  }
}
