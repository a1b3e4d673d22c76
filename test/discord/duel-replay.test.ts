/**
 * A finished duel played back as Watch plays it: from its challenge and every move made by the member who made it, drawn by Risus
 * Royale's picture as the duel's board was (the challenge, drawn with no picture, has no frame), a frame a move whose line names who
 * did what, and nothing the duel hid from the channel while it was played: a random duel's seed is in no frame, line or alt text.
 */
import { describe, expect, it } from 'vitest';
import { drawnAs } from '../../src/discord/game-ui.js';
import { duelUi } from '../../src/discord/games/royale/duel/duel-board.js';
import { boardScene } from '../../src/discord/pictures/board-scene.js';
import { Random, seedRandom } from '../../src/engine/random.js';
import { replayFrames, runInit } from '../../src/engine/replay.js';
import { type DuelAction, type DuelState, duel } from '../../src/games/royale/duel/duel.js';
import { captioned } from '../../src/pictures/replay-caption.js';
import { texts } from '../pictures/scene-query.js';

const ANN = '111';
const BOB = '222';
/** A random duel's seed: the board shows it only once the duel is over. */
const SEED = 'hidden-duel-seed-7';

/** A random duel Ann opened and Bob accepted, played to its end by seeded choices: how it started, its moves and who made each. */
function finishedDuel() {
  const start = {
    seed: SEED,
    options: {
      character: { name: 'Ann', points: { S: 4, C: 3, D: 2, H: 1 }, easy: false, harder: 0 },
      challenged: { id: BOB, name: 'Bob' },
      knownDeal: false,
    },
    ownerId: ANN,
    ownerName: 'Alice',
  };
  const chooser = new Random(seedRandom('duel-replay-moves'));
  let state = duel.setup(runInit(start));
  const actions: DuelAction[] = [];
  const actors: string[] = [];
  while (!duel.result(state).over) {
    const actor = state.status === 'challenge' ? BOB : state.seats[state.turn].id;
    const legal = duel.legalActions(state, actor);
    const action = legal[chooser.int(legal.length)]!;
    const next = duel.apply(state, action, actor);
    if (!next.ok) throw new Error(next.message);
    actions.push(action);
    actors.push(actor);
    state = next.state;
  }
  return { start, state, actions, actors };
}

describe('a finished duel played back', () => {
  it("shows Royale's picture of each move's board, from the acceptance on, with a line naming who did what, and never the seed", async () => {
    const { start, state, actions, actors } = finishedDuel();
    expect(duel.view(state).seed).toBe(SEED);
    const replayed = replayFrames(duel, runInit(start), actions, { by: actors, view: (s) => drawnAs(duel, duelUi, s)?.view ?? null });
    if (!replayed.ok) throw new Error(replayed.reason);
    expect(replayed.state).toEqual(state);
    expect(replayed.frames).toHaveLength(actions.length);
    const [accepted, ...moves] = replayed.frames.map((frame) => frame.caption);
    expect(accepted).toBe('Bob accepts the duel. Ann plays first.');
    for (const caption of moves) expect(caption).toMatch(/^(Ann|Bob) (starts|moves|retreats|fights|tries|declares|uses) /);
    // Every value the frames hold, as text (a view's odds are exact fractions of BigInts).
    const held = JSON.stringify(replayed.frames, (_, value: unknown) => (typeof value === 'bigint' ? String(value) : value));
    expect(held).not.toContain(SEED);
    for (const frame of [replayed.frames[0]!, replayed.frames.at(-1)!]) {
      const scene = captioned(await boardScene(drawnAs(duel, duelUi, state)!.game, frame.view), frame.caption);
      expect([...texts(scene), scene.alt].join('\n')).not.toContain(SEED);
    }
  });

  it('has no frame for a challenge that was declined: nothing to play back', () => {
    const state: DuelState = duel.setup({ seed: SEED, options: finishedDuel().start.options, players: [{ id: ANN, name: 'Alice' }] });
    const declined = duel.apply(state, { type: 'decline' }, BOB);
    if (!declined.ok) throw new Error(declined.message);
    expect(duel.result(declined.state).over).toBe(true);
    expect(drawnAs(duel, duelUi, declined.state)).toBeNull();
  });
});
