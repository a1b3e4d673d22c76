/** Undo: an unranked run takes its last move back by replaying its deal; a ranked run never does. */
import { describe, expect, it } from 'vitest';
import { type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import type { Session } from '../../src/sessions/session.js';
import { type TestStore, useTestStore } from '../helpers/store.js';
import { ALICE, BOB, CHANNEL, rankingOf, startRun } from './fixture.js';

describe('Sessions: undo', () => {
  let store!: TestStore;
  useTestStore('sqlite', (opened) => {
    store = opened;
  });

  const start = (ranked: boolean): Promise<Session> =>
    startRun(store.sessions, {
      guildId: null,
      game: scoundrel,
      ownerId: ALICE,
      ownerName: 'Alice',
      seed: 'undo-deal',
      ranking: rankingOf(ranked),
    });

  async function move(session: Session): Promise<Session> {
    const [action] = scoundrel.legalActions(session.state as ScoundrelState);
    const outcome = await store.sessions.act({ channelId: CHANNEL, actor: ALICE, action, sessionId: session.id, version: session.version });
    if (outcome.kind !== 'applied') throw new Error(outcome.kind);
    return outcome.session;
  }

  const board = (session: Session, actor = ALICE) => ({
    channelId: CHANNEL,
    actor,
    game: 'scoundrel',
    sessionId: session.id,
    version: session.version,
  });

  it('takes back the last move of an unranked run: the state and the moves are those before it, as a new version', async () => {
    const dealt = await start(false);
    const one = await move(dealt);
    const two = await move(one);
    const undone = await store.sessions.undo(board(two));
    expect(undone).toMatchObject({ kind: 'applied', session: { version: 3, actions: one.actions, state: one.state } });
    const again = undone.kind === 'applied' ? await store.sessions.undo(board(undone.session)) : undone;
    expect(again).toMatchObject({ kind: 'applied', session: { actions: [], state: dealt.state } });
  });

  it('refuses in a ranked run, with nothing to take back, or for another member', async () => {
    const ranked = await move(await start(true));
    expect(await store.sessions.undo(board(ranked))).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/ranked run cannot be taken back/),
    });
    await store.sessions.end(CHANNEL, ALICE, false);
    const fresh = await start(false);
    expect(await store.sessions.undo(board(fresh))).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/no move to take back/),
    });
    expect((await store.sessions.undo(board(await move(fresh), BOB))).kind).toBe('not-yours');
  });

  it('makes a double click on Undo take back one move, and knows the second click for what it is', async () => {
    const two = await move(await move(await start(false)));
    const [first, second] = await Promise.all([store.sessions.undo(board(two)), store.sessions.undo(board(two))]);
    expect([first.kind, second.kind]).toEqual(['applied', 'repeated']);
    expect((await store.sessions.load(CHANNEL)).kind === 'ok' && (await store.sessions.load(CHANNEL))).toMatchObject({
      session: { actions: [expect.anything()] },
    });
  });
});
