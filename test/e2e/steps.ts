/**
 * The steps end-to-end tests take on the local Discord: starting a game, reading the board an answer carries and the version its
 * controls carry, clicking by label, and checking a refusal.
 */
import { expect } from 'vitest';
import { CHANNEL_ID, type InteractionAnswer, type LocalDiscord, type StoredMessage, type TestUser } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { moveButtons } from '../helpers/moves.js';

/** A slash command's options, as the local Discord takes them. */
type CommandOptions = Parameters<LocalDiscord['run']>[0]['options'];

/** Runs `/<game> start` for `user` with `options` in `channelId` (the test channel by default), and resolves with the answer. */
export function startGame(
  discord: LocalDiscord,
  user: TestUser,
  game: string,
  options: CommandOptions = {},
  channelId: string = CHANNEL_ID,
): Promise<InteractionAnswer> {
  return discord.run({ user, channelId, name: game, subcommand: 'start', options });
}

/** Runs `/saga <subcommand>` for `user` with `options` in `channelId` (the test channel by default), and resolves with the answer. */
export function runSaga(
  discord: LocalDiscord,
  user: TestUser,
  subcommand: string,
  options: Record<string, string | number | boolean | TestUser> = {},
  channelId: string = CHANNEL_ID,
): Promise<InteractionAnswer> {
  return discord.run({ user, channelId, name: 'saga', subcommand, options });
}

/** The daily posts the bot has made in `channelId`, oldest first. */
export function dailyPosts(discord: LocalDiscord, channelId: string): StoredMessage[] {
  return discord.messages(channelId).filter((m) => m.embeds[0]?.title?.startsWith('Daily deals'));
}

/** The message an answer carries (the board a command or click posted or redrew); throws when it has none. */
export function boardOf(answer: InteractionAnswer): StoredMessage {
  if (!answer.message) throw new Error(`no message in the answer: ${JSON.stringify(answer)}`);
  return answer.message;
}

/** The version a board's controls were drawn for (its first move button's, else its first menu's), or null when it has none. */
export function versionOf(discord: LocalDiscord, board: StoredMessage): number | null {
  const id = moveButtons(discord, board)[0]?.customId ?? discord.selects(board)[0]?.customId;
  return id ? decodeComponentId(id)!.version : null;
}

/** The private answer's text of a click or command that must be refused: private, and within Discord's 3 s. */
export async function refusedText(answer: Promise<InteractionAnswer>): Promise<string> {
  const got = await answer;
  expect(got.ephemeral).toBe(true);
  expect(got.elapsedMs).toBeLessThan(3000);
  return got.message?.content ?? '';
}

/** The custom id of the message's button labelled `label`; throws, naming the buttons there are, when it has none. */
export function buttonId(discord: LocalDiscord, message: StoredMessage, label: string): string {
  const found = discord.buttons(message).find((b) => b.label === label);
  if (!found?.customId)
    throw new Error(
      `no "${label}" button; buttons: ${discord
        .buttons(message)
        .map((b) => b.label)
        .join(', ')}`,
    );
  return found.customId;
}

/** Presses the message's button labelled `label`, and resolves with the answer. */
export function pressButton(discord: LocalDiscord, user: TestUser, message: StoredMessage, label: string): Promise<InteractionAnswer> {
  return discord.press({ user, message, customId: buttonId(discord, message, label) });
}

/**
 * A forged click of `action` on the `game` run of `board` (or on the run `sessionId`), with the version the
 * board's buttons carry, as any member could send it: checks the answer is private, and resolves with its text.
 */
export async function forgedAction(
  discord: LocalDiscord,
  user: TestUser,
  board: StoredMessage,
  game: string,
  action: string,
  sessionId?: string,
): Promise<string> {
  const any = discord.buttons(board).find((b) => b.customId?.startsWith(`${game}:`))!;
  const id = decodeComponentId(any.customId!)!;
  const customId = `${game}:${sessionId ?? id.sessionId}:${id.version}:${action}`;
  const answer = await discord.answerTo(discord.forgeClick({ user, message: board, customId }));
  expect(answer.ephemeral).toBe(true);
  return answer.message?.content ?? '';
}

/** Ends the channel's game with `/game end` as `user`, answering End the table when a table asks first; resolves with the last answer. */
export async function endGame(discord: LocalDiscord, user: TestUser, channelId: string = CHANNEL_ID): Promise<InteractionAnswer> {
  const answer = await discord.run({ user, channelId, name: 'game', subcommand: 'end' });
  const end = answer.ephemeral && answer.message ? discord.buttons(answer.message).find((b) => b.label === 'End the table') : undefined;
  return end?.customId ? discord.press({ user, message: answer.message!, customId: end.customId }) : answer;
}
