/**
 * Every replay of a run starts from exactly what started it, and compares by value: a Rogue Risus run started
 * without a name has its hero named after its player, and a replay that names it so reaches the stored state; a
 * Risus Royale state read back from the store has its keys in its schema's order, and is still the state
 * its replay reaches.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/engine/game.js';
import { replay, runInit } from '../../src/engine/replay.js';
import { samePlain } from '../../src/engine/same-plain.js';
import { rogue } from '../../src/games/rogue/index.js';
import type { RogueState } from '../../src/games/rogue/state.js';
import { royale } from '../../src/games/royale/index.js';
import type { Session } from '../../src/sessions/session.js';
import { boardMove } from '../helpers/session.js';
import { type TestStore, useTestStore } from '../helpers/store.js';
import { ALICE, CHANNEL, rankingOf, startRun } from './fixture.js';

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
