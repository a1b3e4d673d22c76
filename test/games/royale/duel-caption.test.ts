/**
 * A duel's replay lines (Watch): each move's line names the player who made it and says the move in words, then what it
 * narrated (their own lines without their name, the other player's with theirs, the duel's end); the answer to the challenge is
 * its own line. A duel replays only with each move made by the member who made it.
 */
import { describe, expect, it } from 'vitest';
import { replay, replayFrames } from '../../../src/engine/replay.js';
import { type DuelAction, type DuelState, duel } from '../../../src/games/royale/duel/duel.js';
import {
  ANN,
  ANN_CLEARS_CELL_0,
  ANN_CLEARS_CELL_0_DICE,
  annClearsCell0,
  BOB,
  BOB_ACCEPTS,
  dealt,
  duelInit,
  play,
  withDice,
} from './duel-fixture.js';

/** The dice of Ann's three rounds lost to the Giant on cell 1 (Fighting 3 dice against 5). */
const LOST_TO_THE_GIANT = [1, 1, 1, 6, 6, 6, 6, 6, 1, 1, 6, 6, 6, 6, 6, 1, 6, 6, 6, 6, 6];

/** Bob accepts; Ann starts on the Giant, loses three rounds and retreats; Bob starts where she stands. */
const MOVES: [string, DuelAction][] = [
  [BOB, BOB_ACCEPTS],
  [ANN, { type: 'start', cell: 1 }],
  ...Array.from({ length: 3 }, (): [string, DuelAction] => [ANN, { type: 'fight', cliche: 'C' }]),
  [ANN, { type: 'retreat', cell: 0 }],
  [BOB, { type: 'start', cell: 0 }],
];

/** The captions of the replay of `moves` from the duel set up with `dice`. */
function captions(dice: number[], moves: readonly [string, DuelAction][]): string[] {
  const by = moves.map(([actor]) => actor);
  const replayed = replayFrames(
    duel,
    duelInit(undefined, dice),
    moves.map(([, action]) => action),
    { by },
  );
  if (!replayed.ok) throw new Error(replayed.reason);
  return replayed.frames.map((frame) => frame.caption);
}

describe("a duel's replay lines", () => {
  it('name who made each move and say it in words, a move that narrates nothing too', () => {
    expect(captions(LOST_TO_THE_GIANT, MOVES)).toEqual([
      'The deal',
      'Bob accepts the duel. Ann plays first.',
      'Ann starts on row 1, column 2. A guard: the Nasty Sneaky Giant (5 C, 5 D).',
      'Ann fights with Fighting. Round 1: 3 against 30, they lose a die.',
      'Ann fights with Fighting. Round 2: 2 against 30, they lose a die.',
      'Ann fights with Fighting. Round 3: 1 against 30, they lose a die. Nasty Sneaky Giant beats them. Retreat!',
      'Ann retreats to row 1, column 1.',
      'Bob starts on row 1, column 1. A guard: the Nasty Sneaky Boar (2 C, 1 D).',
    ]);
  });

  it("keep the other player's name on what the move did to them", () => {
    // Bob needs every Wizard: Ann's defeat of Ian McKellan puts him out.
    expect(captions(ANN_CLEARS_CELL_0_DICE, [[BOB, BOB_ACCEPTS], ...ANN_CLEARS_CELL_0]).at(-1)).toBe(
      'Ann fights with Wizardry. Round 4: 24 against 1, Ian McKellan loses a die. Ian McKellan is defeated. ' +
        'Treasure: the Censer (4 of Hearts). Bob: The run is lost: the goal can no longer be met (a needed opponent is cut off).',
    );
  });

  it("end with the duel's end", () => {
    // Ann has beaten three Kings already; Ian McKellan on cell 0 is her last.
    const base = play(dealt(), [BOB, BOB_ACCEPTS]);
    const cells = base.cells.map((cell, i) => ([1, 2, 3].includes(i) ? { ...cell, state: 'cleared' as const } : cell));
    const ready: DuelState = { ...base, cells, seats: [{ ...base.seats[0], cleared: [1, 2, 3] }, base.seats[1]] };
    const [lastActor, lastMove] = ANN_CLEARS_CELL_0.at(-1)!;
    const before = play(withDice(ready, ANN_CLEARS_CELL_0_DICE), ...ANN_CLEARS_CELL_0.slice(0, -1));
    const won = duel.apply(before, lastMove, lastActor);
    if (!won.ok) throw new Error(won.message);
    expect(won.state).toEqual(annClearsCell0(ready));
    expect(duel.caption?.(before, lastMove, won.events)).toMatch(/^Ann fights with Wizardry\. Round 4: .* Ann wins the duel!$/);
  });

  it('replays only with each move made by the member who made it', () => {
    const actions = MOVES.map(([, action]) => action);
    const init = duelInit(undefined, LOST_TO_THE_GIANT);
    expect(
      replay(
        duel,
        init,
        actions,
        MOVES.map(([actor]) => actor),
      ).ok,
    ).toBe(true);
    expect(replay(duel, init, actions, ANN)).toEqual({
      ok: false,
      reason: 'action 1 is refused: This challenge is for someone else: challenge someone yourself with `/royale duel`.',
    });
  });
});
