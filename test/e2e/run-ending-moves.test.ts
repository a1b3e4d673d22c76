/**
 * Moves that end a run, through the real client: only the current board of a ranked run asks
 * before one. An unranked run (a deal played before) never asks: it has Undo instead, and the move is
 * made at once. A run-ending click on an old board of a ranked run is refused as out of date at once,
 * with no question first: the question is only ever about the board the player is looking at.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CHANNEL_ID, type InteractionAnswer, type StoredMessage, users } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import { moveButtons } from '../helpers/moves.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

afterEach(async () => {
  await env.discord.run({ user: users.mona, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
});

function board(answer: InteractionAnswer): StoredMessage {
  if (!answer.message) throw new Error(`no message in the answer: ${JSON.stringify(answer)}`);
  return answer.message;
}

const same = (a: ScoundrelAction, b: ScoundrelAction) => JSON.stringify(a) === JSON.stringify(b);

/** The board's button for a move, found by the move its custom id carries. */
function buttonFor(message: StoredMessage, action: ScoundrelAction): string {
  const found = moveButtons(env.discord, message).find((b) => same(decodeComponentId(b.customId!)!.action as ScoundrelAction, action));
  if (!found?.customId) throw new Error(`no ${JSON.stringify(action)} on the board`);
  return found.customId;
}

function after(state: ScoundrelState, action: ScoundrelAction): ScoundrelState {
  const outcome = scoundrel.apply(state, action);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.state;
}

/**
 * Plays the deal of `seed` on the board, the first move that does not end the run each time, until a
 * move that ends it is on offer (and, with `keepsFatal`, a move that leaves it fatal, to make first).
 * The engine, fed the same seed and moves, says which moves those are.
 */
async function playToFatal(seed: string, start: StoredMessage, keepsFatal = false) {
  let state = scoundrel.setup({ seed });
  let current = start;
  for (let moves = 0; moves < 40; moves++) {
    const legal = scoundrel.legalActions(state);
    const fatal = legal.find((a) => scoundrel.fatal!(state, a));
    const safe =
      fatal &&
      legal.find((a) => !scoundrel.fatal!(state, a) && scoundrel.fatal!(after(state, a), fatal) && !scoundrel.result(after(state, a)).over);
    if (fatal && (!keepsFatal || safe)) return { state, board: current, fatal, safe: safe ?? null };
    const next = legal.find((a) => !scoundrel.fatal!(state, a))!;
    current = board(await env.discord.press({ user: users.alice, message: current, customId: buttonFor(current, next) }));
    state = after(state, next);
  }
  throw new Error(`no run-ending move came up in the deal ${seed}`);
}

const footer = (message: StoredMessage) => message.embeds[0]?.footer?.text ?? '';
const asked = () => env.discord.messages(CHANNEL_ID).filter((m) => /ends your run/.test(m.content));

describe('Moves that end a run: when the bot asks first', () => {
  it('never asks in an unranked run: the run-ending move is made at once', async () => {
    const seed = 'unranked-fatal-0';
    board(await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'start', options: { seed } }));
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    const replay = board(
      await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'start', options: { seed } }),
    );
    expect(footer(replay)).toMatch(/ · unranked · /);
    const { board: last, fatal } = await playToFatal(seed, replay);
    const before = asked().length;

    const made = await env.discord.press({ user: users.alice, message: last, customId: buttonFor(last, fatal) });
    expect(made).toMatchObject({ callbackType: 7, ephemeral: false });
    expect(made.message?.embeds[0]?.title).toMatch(/was slain/);
    expect(asked()).toHaveLength(before);
  });

  it('refuses a run-ending click on an old board of a ranked run as out of date at once, without asking', async () => {
    const seed = 'old-board-0';
    const start = board(
      await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'start', options: { seed } }),
    );
    expect(footer(start)).not.toMatch(/unranked/);
    const { state, board: old, fatal, safe } = await playToFatal(seed, start, true);
    const oldFatal = buttonFor(old, fatal);
    const oldVersion = decodeComponentId(oldFatal)!.version;
    // A move that leaves the same run-ending move on offer: the board moves on, the old one is out of date.
    const moved = board(await env.discord.press({ user: users.alice, message: old, customId: buttonFor(old, safe!) }));
    expect(footer(moved)).toMatch(new RegExp(`move ${oldVersion + 1}$`));
    expect(scoundrel.fatal!(after(state, safe!), fatal)).toBe(true);
    const before = asked().length;

    const refused = await env.discord.answerTo(env.discord.forgeClick({ user: users.alice, message: moved, customId: oldFatal }));
    expect(refused).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(refused.message?.content).toMatch(/That board is out of date: the game has moved on to move \d+\..*Nothing was changed\./);
    expect(refused.message?.components ?? []).toEqual([]);
    expect(asked()).toHaveLength(before);
    expect(env.discord.message(moved.id)?.embeds).toEqual(moved.embeds);

    // The same move on the current board does ask: it is the old board that is refused.
    const question = await env.discord.press({ user: users.alice, message: moved, customId: buttonFor(moved, fatal) });
    expect(question).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(question.message?.content).toMatch(/ends your run\. This run is ranked/);
    const kept = await env.discord.press({
      user: users.alice,
      message: question.message!,
      customId: env.discord.buttons(question.message!).find((b) => b.label === 'Keep playing')!.customId!,
    });
    expect(kept.message?.content).toMatch(/Nothing was changed/);
    await expect.poll(() => footer(env.discord.message(moved.id)!)).toBe(footer(moved));
  });
});
