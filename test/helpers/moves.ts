/** Playing moves on boards in end-to-end tests: the buttons that make moves, and a click that answers "this ends your run". */
import { expect } from 'vitest';
import type { ButtonView, InteractionAnswer, LocalDiscord, StoredMessage, TestUser } from '../../local-discord/index.js';
import { catalog, modes } from '../../src/catalog.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { findRow } from '../../src/discord/actions/table.js';

/** The message's buttons whose custom id is a game move (or opens a private view of one), as the action table reads them. */
export function moveButtons(discord: LocalDiscord, message: StoredMessage): ButtonView[] {
  return discord.buttons(message).filter((b) => {
    const id = decodeComponentId(b.customId ?? '');
    const key = id ? findRow(id, [...catalog, ...modes])?.key : null;
    return key === 'move' || key === 'view';
  });
}

/** True for the private question a ranked run asks before a move that ends it. */
export function isConfirmation(answer: InteractionAnswer): boolean {
  return answer.ephemeral && /ends your run/.test(answer.message?.content ?? '');
}

/**
 * Clicks a move on a board (or picks `values` in a menu) and answers "yes" when the run asks before a move that ends it; resolves
 * with the board as the move left it (the answer's message, or the board redrawn after a confirmation).
 */
export async function playMove(
  discord: LocalDiscord,
  user: TestUser,
  board: StoredMessage,
  customId: string,
  values?: string[],
): Promise<{ board: StoredMessage; answer: InteractionAnswer }> {
  const answer = values
    ? await discord.answerTo(discord.select({ user, message: board, customId, values }))
    : await discord.press({ user, message: board, customId });
  if (!isConfirmation(answer)) {
    if (!answer.message) throw new Error(`no message in the answer: ${JSON.stringify(answer)}`);
    return { board: answer.message, answer };
  }
  const yes = discord.buttons(answer.message!).find((b) => b.label === 'Make the move (end my run)');
  const made = await discord.press({ user, message: answer.message!, customId: yes!.customId! });
  // On a private board the question becomes the board.
  if (board.ephemeral) {
    expect(made.callbackType).toBe(7);
    return { board: made.message!, answer: made };
  }
  // The question is closed (deferred, then deleted): the move shows on the board alone.
  expect(made.callbackType).toBe(6);
  expect(discord.message(answer.message!.id)).toBeUndefined();
  const before = board.editedAt;
  await expect.poll(() => discord.message(board.id)?.editedAt).not.toBe(before);
  return { board: discord.message(board.id)!, answer: made };
}

/** Plays a run on its board with the first move each time until no move is left; resolves with the last board. */
export async function playToEnd(discord: LocalDiscord, user: TestUser, board: StoredMessage, most = 200): Promise<StoredMessage> {
  let current = board;
  for (let moves = 0; moveButtons(discord, current).length > 0; moves++) {
    if (moves >= most) throw new Error(`the run did not end in ${most} moves`);
    current = (await playMove(discord, user, current, moveButtons(discord, current)[0]!.customId!)).board;
  }
  return current;
}

/**
 * Plays a run on its board until no move is left, with menus as well as buttons: the first enabled move button each time, or the
 * first option of the first menu when no button is left; resolves with the last board.
 */
export async function playOut(discord: LocalDiscord, user: TestUser, board: StoredMessage, most = 2000): Promise<StoredMessage> {
  let current = board;
  for (let moves = 0; ; moves++) {
    const button = moveButtons(discord, current).find((b) => !b.disabled);
    const [menu] = discord.selects(current);
    if (!button && !menu) return current;
    if (moves >= most) throw new Error(`the run did not end in ${most} moves`);
    const played = button
      ? await playMove(discord, user, current, button.customId!)
      : await playMove(discord, user, current, menu!.customId, [menu!.options[0]!.value]);
    current = played.board;
  }
}
