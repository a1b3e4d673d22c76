/**
 * Every replay of a run starts from exactly what started it, and compares by value: a Rogue Risus run started
 * without a name has its hero named after its player, and a replay that names it so reaches the stored state; a
 * Risus Royale state read back from the store has its keys in its schema's order, and is still the state
 * its replay reaches. A duel, a table game that keeps its moves, keeps who made each (its challenged member
 * accepts, then each player moves in turn), so it replays to its stored state; a table that keeps none does
 * not record them.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/engine/game.js';
import { moversOf, replay, runInit } from '../../src/engine/replay.js';
import { samePlain } from '../../src/engine/same-plain.js';
import { rogue } from '../../src/games/rogue/index.js';
import type { RogueState } from '../../src/games/rogue/state.js';
import { type DuelState, duel } from '../../src/games/royale/duel/duel.js';
import { royale } from '../../src/games/royale/index.js';
import { saga } from '../../src/games/saga/index.js';
import type { Session } from '../../src/sessions/session.js';
import { boardMove } from '../helpers/session.js';
import { type TestStore, useTestStore } from '../helpers/store.js';
import { ALICE, BOB, CHANNEL, rankingOf, startRun } from './fixture.js';

describe('Replaying a run from its start', () => {
  let store!: TestStore;
  useTestStore('sqlite', (opened) => {
    store = opened;
  });

  /** Starts an unranked run of `game` for Alice, makes its first legal move `moves` times, and reads it back from the store. */
  async function played(game: AnyGame, seed: string, moves: number): Promise<Session> {
    let session = await startRun(store.sessions, {
      guildId: null,
      game,
      ownerId: ALICE,
      ownerName: 'Alice',
      seed,
      ranking: rankingOf(false),
    });
    for (let i = 0; i < moves && !game.result(session.state).over; i++) {
      const [action] = game.legalActions(session.state);
      const outcome = await store.sessions.act(boardMove(session, ALICE, action));
      if (outcome.kind !== 'applied') throw new Error(outcome.kind);
      session = outcome.session;
    }
    const loaded = await store.sessions.load(CHANNEL);
    if (loaded.kind !== 'ok') throw new Error(loaded.kind);
    return loaded.session;
  }

  it("deals a Rogue Risus run started without a name as its player's, so its moves replay to its stored state", async () => {
    const session = await played(rogue, 'replay-rogue', 12);
    expect((session.state as RogueState).name).toBe('Alice');
    const replayed = replay(rogue, runInit(session), session.actions!, session.ownerId);
    expect(replayed.ok && (replayed.state as RogueState).name).toBe('Alice');
    expect(replayed.ok && samePlain(replayed.state, session.state)).toBe(true);
  });

  it('finds a Risus Royale state read back from the store the one its replay reaches, its keys in another order', async () => {
    const session = await played(royale, 'replay-royale', 20);
    const replayed = replay(royale, runInit(session), session.actions!, session.ownerId);
    if (!replayed.ok) throw new Error(replayed.reason);
    expect(JSON.stringify(replayed.state)).not.toBe(JSON.stringify(session.state));
    expect(samePlain(replayed.state, session.state)).toBe(true);
  });

  it('keeps the moves of a duel with who made each, so it replays to its stored state, and none of a Saga table', async () => {
    let session = await startRun(store.sessions, {
      guildId: null,
      game: duel,
      ownerId: ALICE,
      ownerName: 'Alice',
      seed: 'replay-duel',
      options: {
        character: { name: 'Ann', points: { S: 4, C: 3, D: 2, H: 1 }, easy: false, harder: 0 },
        challenged: { id: BOB, name: 'Bob' },
      },
      ranking: rankingOf(false),
    });
    expect(session).toMatchObject({ actions: [], actors: [] });
    const movers: string[] = [];
    for (let i = 0; i < 30 && !duel.result(session.state as DuelState).over; i++) {
      const state = session.state as DuelState;
      const actor = state.status === 'challenge' ? BOB : state.seats[state.turn].id;
      const [action] = duel.legalActions(state, actor);
      const outcome = await store.sessions.act(boardMove(session, actor, action));
      if (outcome.kind !== 'applied') throw new Error(outcome.kind);
      movers.push(actor);
      session = outcome.session;
    }
    const loaded = await store.sessions.load(CHANNEL);
    if (loaded.kind !== 'ok') throw new Error(loaded.kind);
    expect(loaded.session.actors).toEqual(movers);
    expect(new Set(movers)).toEqual(new Set([ALICE, BOB]));
    const replayed = replay(duel, runInit(loaded.session), loaded.session.actions!, moversOf(loaded.session));
    expect(replayed.ok && samePlain(replayed.state, loaded.session.state)).toBe(true);
    await store.sessions.end(CHANNEL, ALICE, false);

    const table = await startRun(store.sessions, { guildId: null, game: saga, ownerId: ALICE, ownerName: 'Alice', seed: 'replay-saga' });
    expect(table.actions).toBeNull();
    expect(table).not.toHaveProperty('actors');
  });

  it('takes back a move of a Rogue Risus run started without a name, its hero still named after its player', async () => {
    const session = await played(rogue, 'replay-rogue-undo', 3);
    const undone = await store.sessions.undo({
      channelId: CHANNEL,
      actor: ALICE,
      game: 'rogue',
      sessionId: session.id,
      version: session.version,
    });
    expect(undone.kind === 'applied' && (undone.session.state as RogueState).name).toBe('Alice');
  });
});
