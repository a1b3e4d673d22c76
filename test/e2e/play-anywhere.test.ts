/**
 * Play anywhere, through the real client: the commands registered for both installs and
 * every context (Saga for servers only), and a run played to the end in the bot's DM, in a server that
 * never installed the bot (a player's own install) and in a group DM, where every board lives in the
 * interaction's own responses and the bot never touches the channel by REST; and a daily run ended by a
 * confirmed move there and in a channel hidden from the bot, whose public board shows the end.
 */
import { describe, expect, it } from 'vitest';
import {
  CHANNEL_ID,
  dmChannelOf,
  FOREIGN_CHANNEL_ID,
  GROUP_DM_ID,
  STAFF_CHANNEL_ID,
  type StoredMessage,
  type TestUser,
  users,
} from '../../local-discord/index.js';
import { isConfirmation, moveButtons, playMove } from '../helpers/moves.js';
import { boardOf, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest('sqlite', 'global');

const EVERYWHERE = { integration_types: [0, 1], contexts: [0, 1, 2] };
const SOLO = ['scoundrel', 'assassin', 'royale', 'rogue', 'game', 'rules', 'help', 'stats', 'leaderboard'];

/** Plays the run on its board with the first button each time, to the end; every click answered in time. */
async function playToEnd(user: TestUser, start: StoredMessage): Promise<StoredMessage> {
  let current = start;
  for (let moves = 0; moveButtons(env.discord, current).length > 0; moves++) {
    if (moves > 200) throw new Error('the run did not end');
    const { board: next, answer } = await playMove(env.discord, user, current, moveButtons(env.discord, current)[0]!.customId!);
    expect(answer.callbackType, answer.message?.content).toBeOneOf([6, 7]);
    expect(answer.elapsedMs).toBeLessThan(3000);
    current = next;
  }
  return current;
}

/** Every REST call the bot made to a channel's own routes (what it must never do where it is a guest). */
function channelCalls(channelId: string) {
  return env.discord.requests.filter((r) => r.path.startsWith(`/channels/${channelId}`));
}

describe('Play anywhere: registration', () => {
  it('registers the solo games and the utilities for both installs in every context, and Saga for servers only', () => {
    const registered = env.discord.registeredCommands();
    for (const name of SOLO)
      expect(
        registered.find((c) => c.name === name),
        name,
      ).toMatchObject(EVERYWHERE);
    expect(registered.find((c) => c.name === 'saga')).toMatchObject({ integration_types: [0], contexts: [0] });
    for (const channelId of [dmChannelOf(users.alice), FOREIGN_CHANNEL_ID, GROUP_DM_ID]) {
      expect(() => env.discord.command({ user: users.alice, channelId, name: 'saga', subcommand: 'start' })).toThrow(
        /Discord offers no \/saga/,
      );
    }
  });

  it('says a Saga table needs a server with the bot when /saga reaches it from anywhere else', async () => {
    const answer = await env.discord.run({
      user: users.alice,
      channelId: CHANNEL_ID,
      name: 'saga',
      subcommand: 'start',
      mutate: (payload) => Object.assign(payload, { context: 2, authorizing_integration_owners: { 1: users.alice.id } }),
    });
    expect(answer).toMatchObject({ ephemeral: true });
    expect(answer.message?.content).toMatch(/Saga table needs its players and its channel.*Nothing was started/);
  });
});

describe.each([
  ["the bot's DM", () => dmChannelOf(users.alice), true],
  ['a server without the bot, through a user install', () => FOREIGN_CHANNEL_ID, false],
  ['a group DM, through a user install', () => GROUP_DM_ID, false],
])('Play anywhere: a run in %s', (_where, channelOf, botIsMember) => {
  it('plays a ranked Scoundrel run to the end with buttons, the board living in the interactions, and ranks it globally', async () => {
    const channelId = channelOf();
    const requestsBefore = env.discord.requests.length;
    const start = boardOf(await startGame(env.discord, users.alice, 'scoundrel', {}, channelId));
    expect(start.ephemeral).toBe(false);
    expect(start.embeds[0]?.footer?.text).not.toMatch(/unranked/);
    const end = await playToEnd(users.alice, start);
    expect(end.embeds[0]?.title).toMatch(/cleared the dungeon|was slain/);
    const made = env.discord.requests.slice(requestsBefore);
    expect(made.filter((r) => r.status === 403)).toEqual([]);
    if (!botIsMember) expect(channelCalls(channelId)).toEqual([]);
    const global = await env.discord.run({
      user: users.alice,
      channelId,
      name: 'leaderboard',
      options: { game: 'scoundrel', scope: 'global' },
    });
    expect(global.message?.embeds[0]?.description).toContain(`<@${users.alice.id}>`);
    const here = await env.discord.run({ user: users.alice, channelId, name: 'leaderboard', options: { game: 'scoundrel' } });
    expect(here.message?.embeds[0]?.title).toMatch(/every server$/);
    expect(here.message?.embeds[0]?.description).toMatch(/There is no server board here/);
    const stats = await env.discord.run({ user: users.alice, channelId, name: 'stats', options: { game: 'scoundrel' } });
    expect(stats.message?.embeds[0]?.fields?.[0]?.value).toMatch(/\*\*\d+\*\* games? ·/);
    await env.discord.run({ user: users.alice, channelId, name: 'game', subcommand: 'end' });
  });
});

describe("Play anywhere: a run in a server without the bot is its player's alone", () => {
  it("refuses other members' clicks, /game show and /game end (moderators too), and moves the board for its player", async () => {
    const start = boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed: 'guest-owned' }, FOREIGN_CHANNEL_ID));
    const click = await env.discord.press({ user: users.bob, message: start, customId: env.discord.buttons(start)[0]!.customId! });
    expect(click.message?.content).toMatch(/only they can play it/);
    for (const subcommand of ['show', 'end']) {
      const refused = await env.discord.run({ user: users.mona, channelId: FOREIGN_CHANNEL_ID, name: 'game', subcommand });
      expect(refused).toMatchObject({ ephemeral: true });
      expect(refused.message?.content).toMatch(
        new RegExp(`started by <@${users.alice.id}> through their own install.*only they can ${subcommand} it here`),
      );
    }
    const shown = boardOf(await env.discord.run({ user: users.alice, channelId: FOREIGN_CHANNEL_ID, name: 'game', subcommand: 'show' }));
    expect(env.discord.buttons(shown).length).toBeGreaterThan(0);
    // The board it replaces loses its buttons, edited through the interaction that posted it.
    await expect.poll(() => env.discord.buttons(env.discord.message(start.id)!)).toEqual([]);
    expect(channelCalls(FOREIGN_CHANNEL_ID)).toEqual([]);
    const ended = await env.discord.run({ user: users.alice, channelId: FOREIGN_CHANNEL_ID, name: 'game', subcommand: 'end' });
    expect(ended.ephemeral).toBe(false);
  });
});

describe.each([
  ['a server without the bot, through a user install', FOREIGN_CHANNEL_ID, users.alice],
  ['a channel hidden from the bot in a server that has it', STAFF_CHANNEL_ID, users.bob],
])('Play anywhere: a daily run in %s', (_where, channelId, player) => {
  it('shows the end on the public board once its run-ending move is confirmed, with no move left on it', async () => {
    const requestsBefore = env.discord.requests.length;
    // The first daily command of the day may wait for the solver to choose the deal (it defers, then answers).
    const daily = await env.discord.run({ user: player, channelId, name: 'scoundrel', subcommand: 'daily' }, { timeoutMs: 60_000 });
    let board = boardOf(daily);
    expect(board.embeds[0]?.footer?.text).toMatch(/Daily deal of/);
    let question: StoredMessage | undefined;
    for (let moves = 0; !question; moves++) {
      if (moves > 200 || moveButtons(env.discord, board).length === 0) throw new Error('the run ended without asking before a move');
      const answer = await env.discord.press({ user: player, message: board, customId: moveButtons(env.discord, board)[0]!.customId! });
      if (isConfirmation(answer)) question = answer.message;
      else board = answer.message!;
    }
    const yes = env.discord.buttons(question).find((b) => b.label === 'Make the move (end my run)')!;
    expect((await env.discord.press({ user: player, message: question, customId: yes.customId! })).callbackType).toBe(6);
    await expect.poll(() => env.discord.message(board.id)?.embeds[0]?.title).toMatch(/was slain/);
    expect(moveButtons(env.discord, env.discord.message(board.id)!)).toEqual([]);
    // The question is gone, and the bot never tried the channel by REST.
    expect(env.discord.message(question.id)).toBeUndefined();
    expect(channelCalls(channelId)).toEqual([]);
    expect(env.discord.requests.slice(requestsBefore).filter((r) => r.status === 403)).toEqual([]);
  });
});

describe('Play anywhere: a guest board whose interaction token has run out', () => {
  it('makes the run-ending move all the same, and says so in place of the question, with how to post the board again', async () => {
    let board = boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed: 'guest-token' }, FOREIGN_CHANNEL_ID));
    let question: StoredMessage | undefined;
    for (let moves = 0; !question; moves++) {
      if (moves > 200 || moveButtons(env.discord, board).length === 0) throw new Error('the run ended without asking before a move');
      const answer = await env.discord.press({
        user: users.alice,
        message: board,
        customId: moveButtons(env.discord, board)[0]!.customId!,
      });
      if (isConfirmation(answer)) question = answer.message;
      else board = answer.message!;
    }
    // The board lives in the interaction that posted it, whose token works for 15 minutes.
    env.moveDiscordClock(16 * 60_000);
    const yes = env.discord.buttons(question).find((b) => b.label === 'Make the move (end my run)')!;
    const made = await env.discord.press({ user: users.alice, message: question, customId: yes.customId! });
    expect(made.callbackType).toBe(6);
    await expect.poll(() => env.discord.message(question.id)?.content).toMatch(/Use `\/game show` to post the board again\.$/);
    expect(env.discord.message(question.id)?.components).toEqual([]);
    expect(env.discord.message(board.id)?.editedAt).toBe(board.editedAt);
    const shown = boardOf(await env.discord.run({ user: users.alice, channelId: FOREIGN_CHANNEL_ID, name: 'game', subcommand: 'show' }));
    expect(shown.embeds[0]?.title).toMatch(/was slain/);
    expect(channelCalls(FOREIGN_CHANNEL_ID)).toEqual([]);
  });
});
