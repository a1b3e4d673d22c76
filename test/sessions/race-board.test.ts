/**
 * A server's race board: each race counted once, members ranked by races won, then podiums, then fewer
 * races played (equals share a place), the caller's own row below the top ten, and each server and game
 * a board of its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RaceBoards } from '../../src/sessions/race/race-board.js';
import { openTestStore, type TestStore } from '../helpers/store.js';

const GUILD = '100000000000000100';
const OTHER_GUILD = '100000000000000200';
const member = (n: number) => String(300_000_000_000_000_000n + BigInt(n));

let store: TestStore;
afterEach(async () => {
  await store.close();
  store.cleanup();
});

describe('Race board of a server', () => {
  it('counts a race once and ranks by races won, then podiums, then fewer races played', async () => {
    store = await openTestStore();
    const boards = new RaceBoards(store.storage.store);
    const [a, b, c, d] = [member(1), member(2), member(3), member(4)];
    // Race 1: a wins, b second, c third, d did not finish. Counted twice: once.
    const race1 = [
      { userId: a, place: 0 },
      { userId: b, place: 1 },
      { userId: c, place: 2 },
      { userId: d, place: null },
    ];
    await boards.record('race1', GUILD, 'scoundrel', race1);
    await boards.record('race1', GUILD, 'scoundrel', race1);
    // Race 2: b wins, a does not finish.
    await boards.record('race2', GUILD, 'scoundrel', [
      { userId: b, place: 0 },
      { userId: a, place: null },
    ]);
    const page = await boards.page(GUILD, 'scoundrel', d);
    expect(page.top.map((row) => [row.userId, row.place, row.won, row.podiums, row.played])).toEqual([
      // a and b: one win each; b has two podiums.
      [b, 1, 1, 2, 2],
      [a, 2, 1, 1, 2],
      [c, 3, 0, 1, 1],
      [d, 4, 0, 0, 1],
    ]);
    expect(page.members).toBe(4);
    expect(page.caller).toBeNull();
    // Another game and another server have boards of their own.
    expect((await boards.page(GUILD, 'assassin', a)).members).toBe(0);
    expect((await boards.page(OTHER_GUILD, 'scoundrel', a)).members).toBe(0);
  });

  /** The member the board orders 11th: of the field, the first not in its top ten. */
  function rowAfterTop(field: readonly string[], page: { top: readonly { userId: string }[] }): string {
    return field.find((id) => !page.top.some((row) => row.userId === id))!;
  }

  it('gives equal members one place, and the caller their own row below the top ten', async () => {
    store = await openTestStore();
    const boards = new RaceBoards(store.storage.store);
    const field = Array.from({ length: 12 }, (_, i) => member(10 + i));
    await boards.record(
      'big',
      GUILD,
      'rogue',
      field.map((userId, i) => ({ userId, place: i < 3 ? i : null })),
    );
    const page = await boards.page(GUILD, 'rogue', field[11]!);
    expect(page.top).toHaveLength(10);
    // The winner; the second and third (one podium each) share the 2nd place; the nine off the podium share the 4th.
    expect(page.top.map((row) => row.place)).toEqual([1, 2, 2, 4, 4, 4, 4, 4, 4, 4]);
    expect(page.caller).toMatchObject({ userId: field[11], place: 4, played: 1, won: 0 });
    // At the boundary: the 11th in the board's order gets their own row, the 10th is in the top and gets none.
    expect((await boards.page(GUILD, 'rogue', rowAfterTop(field, page))).caller).toMatchObject({ played: 1 });
    expect((await boards.page(GUILD, 'rogue', page.top[9]!.userId)).caller).toBeNull();
  });
});
