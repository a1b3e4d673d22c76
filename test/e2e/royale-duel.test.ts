/**
 * Risus Royale for two on one map through the real bot and the local Discord: a challenge pinging the
 * challenged member once, refused bad input (someone else accepting, a forged custom id, a move out of
 * turn, a duel with oneself or a bot), a duel played by turns to its end with each player pinged alone on
 * their turn, the duel as the channel's game (`/game show`, `/game end`), and its map claimed as a deal
 * played, so a solo start of its seed is unranked. A finished duel is watched as a solo run is: any member's
 * Watch posts its one replay, a frame a move with a line naming who did what; a forged Watch is refused
 * privately and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { BOT_USER } from '../../local-discord/fixtures.js';
import {
  CHANNEL_ID,
  type InteractionAnswer,
  OTHER_CHANNEL_ID,
  STAFF_CHANNEL_ID,
  type StoredMessage,
  type TestUser,
  users,
} from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { drawnAs } from '../../src/discord/game-ui.js';
import { duelUi } from '../../src/discord/games/royale/duel/duel-board.js';
import { boardScene } from '../../src/discord/pictures/board-scene.js';
import { scenePixels } from '../../src/discord/pictures/rasterize.js';
import { moversOf, replayFrames, runInit } from '../../src/engine/replay.js';
import { duel } from '../../src/games/royale/duel/duel.js';
import { captioned } from '../../src/pictures/replay-caption.js';
import { replayKey } from '../../src/sessions/coach/run-replays.js';
import { type Session, sessionKey } from '../../src/sessions/session.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import { decodeGif, distance } from '../helpers/gif.js';
import { moveButtons } from '../helpers/moves.js';
import { buttonId, pressButton, refusedText, startGame, versionOf } from './steps.js';
import { freeChannelsAfterEach, useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

freeChannelsAfterEach(env);

/** Alice's character: Wizardry 4, Fighting 3, Thievery 2, Cleric 1. */
const ALICE = { wizardry: 4, fighting: 3, thievery: 2, cleric: 1, name: 'Ann' };

function challenge(member: string, seed?: string, channelId = CHANNEL_ID): Promise<InteractionAnswer> {
  const options = { ...ALICE, member, ...(seed ? { seed } : {}) };
  return env.discord.run({ user: users.alice, channelId, name: 'royale', subcommand: 'duel', options });
}

/** The duel boards in the channel, oldest first. */
function duelBoards(channelId = CHANNEL_ID): StoredMessage[] {
  return env.discord.messages(channelId).filter((m) => /Risus Royale duel/.test(m.embeds[0]?.title ?? ''));
}

/** The duel's board as it stands: the bot's newest message in the channel that is one. */
function liveBoard(channelId = CHANNEL_ID): StoredMessage {
  return duelBoards(channelId).at(-1)!;
}

/** The duel's board once it shows the move drawn at `version` made: edited in place, or posted anew. */
async function boardAfter(version: number, channelId: string): Promise<StoredMessage> {
  await expect.poll(() => versionOf(env.discord, liveBoard(channelId)) ?? Number.POSITIVE_INFINITY).toBeGreaterThan(version);
  return liveBoard(channelId);
}

/** The player a board says must act now. */
function toAct(board: StoredMessage): TestUser {
  const id = /<@(\d+)>, your turn/.exec(board.content)?.[1];
  const user = Object.values(users).find((candidate) => candidate.id === id);
  if (!user) throw new Error(`no player to act on ${board.content}`);
  return user;
}

/** The fight with the best chance, else the first move on the board; null when there is none. */
function pick(board: StoredMessage): string | null {
  const moves = moveButtons(env.discord, board).filter((b) => !b.disabled);
  const chance = (label: string) => Number(/(\d+)%/.exec(label)?.[1] ?? (/>99%/.test(label) ? 100 : 0));
  const fights = moves.filter((b) => decodeComponentId(b.customId ?? '')?.action.type === 'fight');
  const best = fights.reduce<(typeof fights)[number] | null>(
    (top, b) => (!top || chance(b.label ?? '') > chance(top.label ?? '') ? b : top),
    null,
  );
  return (best ?? moves[0])?.customId ?? null;
}

/**
 * Plays the duel from its live board in `channelId` to its end, each move by the player to act (a board posted anew
 * for the other player when the turn passes, pinging exactly them); resolves with the final board.
 */
async function playDuel(start: StoredMessage, channelId: string): Promise<StoredMessage> {
  let live = start;
  let moves = 0;
  for (let id = pick(live); id !== null; id = pick(live)) {
    const player = toAct(live);
    const answer = await env.discord.press({ user: player, message: live, customId: id });
    expect(answer.ephemeral, answer.message?.content).toBe(false);
    let next = await boardAfter(decodeComponentId(id)!.version, channelId);
    // When the turn passes, the board is posted anew below for the other player.
    if (pick(next) !== null && toAct(next) !== player) {
      await expect.poll(() => liveBoard(channelId).id).not.toBe(live.id);
      next = liveBoard(channelId);
    }
    // A board posted anew pings exactly the player whose turn it now is.
    if (next.id !== live.id && pick(next) !== null) expect(next.allowedMentions).toEqual({ parse: [], users: [toAct(next).id] });
    live = next;
    expect(++moves).toBeLessThan(200);
  }
  return env.discord.message(live.id)!;
}

/** Bob accepts the duel challenged on `board` as Wizardry 1, Fighting 4, Thievery 3, Cleric 2. */
function bobAccepts(board: StoredMessage): Promise<InteractionAnswer> {
  const menu = env.discord.selects(board)[0]!;
  const bob = menu.options.find((o) => o.label === 'Wizardry 1 · Fighting 4 · Thievery 3 · Cleric 2')!;
  return env.discord.answerTo(env.discord.select({ user: users.bob, message: board, customId: menu.customId, values: [bob.value] }));
}

/** A value as the bot stored it, read straight from its SQLite file. */
async function readStore(key: string): Promise<unknown> {
  const storage = await openStorage(`sqlite://${env.databaseFile}`);
  try {
    return await storage.keyv.get(key);
  } finally {
    await storage.close();
  }
}

/** The channel's public messages. */
const publicMessages = (channelId: string) => env.discord.messages(channelId).filter((m) => !m.ephemeral);

/** A duel challenged on 'e2e-duel-40' and accepted by Bob: its session id, and its live board (Ann to play first). */
async function acceptedDuel(): Promise<{ sessionId: string; live: StoredMessage }> {
  const board = (await challenge(users.bob.id, 'e2e-duel-40')).message!;
  const sessionId = decodeComponentId(env.discord.selects(board)[0]!.customId)!.sessionId;
  expect((await bobAccepts(board)).callbackType).toBe(7);
  await expect.poll(() => liveBoard().id).not.toBe(board.id);
  return { sessionId, live: liveBoard() };
}

describe('Risus Royale duel', () => {
  it('is challenged, accepted by the challenged member alone, and played ' +
    'by turns to its end, each player pinged alone on their turn', async () => {
    // A duel with oneself or with a bot is refused, and starts nothing.
    expect(await refusedText(challenge(users.alice.id))).toMatch(/not yourself, not a bot/);
    expect(await refusedText(challenge(BOT_USER.id))).toMatch(/not yourself, not a bot/);

    const board = (await challenge(users.bob.id, 'e2e-duel-40')).message!;
    expect(board.allowedMentions).toMatchObject({ parse: [] });
    expect(board.embeds[0]?.description).toMatch(/challenges[\s\S]*expires <t:\d+:R>/);
    const pings = () => env.discord.messages(CHANNEL_ID).filter((m) => /you are challenged/.test(m.content));
    await expect.poll(() => pings().map((m) => m.allowedMentions)).toEqual([{ parse: [], users: [users.bob.id] }]);

    // The challenge is the channel's game: no other starts beside it, and /game show posts it again.
    expect((await env.discord.run({ user: users.dave, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'start' })).ephemeral).toBe(
      true,
    );
    const menus = env.discord.selects(board);
    expect(menus.map((m) => m.options.length)).toEqual([24, 20]);
    // Bob accepts as Wizardry 1, Fighting 4, Thievery 3, Cleric 2.
    const bob = menus[0]!.options.find((o) => o.label === 'Wizardry 1 · Fighting 4 · Thievery 3 · Cleric 2')!;
    const accept = { message: board, customId: menus[0]!.customId, values: [bob.value] };
    // Someone else's accept, a forged expiry and a forged action are refused privately and change nothing.
    expect(await refusedText(env.discord.answerTo(env.discord.select({ user: users.carol, ...accept })))).toMatch(/for someone else/);
    const sessionId = decodeComponentId(menus[0]!.customId)!.sessionId;
    const forged = (action: string) =>
      env.discord.forgeClick({ user: users.bob, message: board, customId: `duel:${sessionId}:0:${action}` });
    expect(await refusedText(env.discord.answerTo(forged('expire')))).toMatch(/expires by itself/);
    expect(await refusedText(env.discord.answerTo(forged('teleport&cell=#3')))).toMatch(/not a Risus Royale duel move/);
    expect(env.discord.message(board.id)?.embeds[0]?.title).toMatch(/a challenge/);

    const accepted = await bobAccepts(board);
    expect(accepted.callbackType).toBe(7);
    // The board is posted anew for the challenger, who plays first, pinging her alone.
    await expect.poll(() => liveBoard().id).not.toBe(board.id);
    const live = liveBoard();
    expect(toAct(live)).toBe(users.alice);
    expect(live.allowedMentions).toEqual({ parse: [], users: [users.alice.id] });

    // A move out of turn is refused privately.
    const first = pick(live)!;
    expect(await refusedText(env.discord.press({ user: users.bob, message: live, customId: first }))).toMatch(/Ann's turn/);

    const end = await playDuel(live, CHANNEL_ID);
    // On this deal Bob defeats Feisty, a Dwarf Ann's goal needs (she is out), then clears a row of the map and wins.
    expect(end.embeds[0]?.description).toMatch(/◆ Bob wins the duel/);
    expect(end.embeds[0]?.description).toMatch(/★ Ann: 💀 out on turn \d+ .*: the goal can no longer be met/);
    expect(end.embeds[0]?.description).toMatch(/◆ Bob: 🏆 goal reached/);
    expect(end.embeds[0]?.footer?.text).toMatch(/Seed e2e-duel-40/);
    const everyPing = env.discord.messages(CHANNEL_ID).flatMap((m) => (m.allowedMentions as { users?: string[] } | undefined)?.users ?? []);
    expect(everyPing.every((id) => id === users.alice.id || id === users.bob.id)).toBe(true);

    // Rematch: only the two players may ask; Bob's double click challenges Alice once, with the character he played.
    expect(end.embeds[0]?.description).toMatch(/★ Ann: .*\n◆ Bob: 🏆 goal reached on turn \d+/);
    expect(env.discord.buttons(end).map((b) => b.label)).toEqual(['Rematch', '▶️ Watch']);
    expect(await refusedText(pressButton(env.discord, users.carol, end, 'Rematch'))).toMatch(/Only the two players/);
    const rematchId = buttonId(env.discord, end, 'Rematch');
    const rematches = await Promise.all(
      [0, 1].map(() =>
        env.discord.answerTo(env.discord.click({ user: users.bob, message: end, customId: rematchId }), { waitForEdit: false }),
      ),
    );
    expect(rematches.map((answer) => answer.callbackType).sort()).toEqual([4, 6]);
    const again = rematches.find((answer) => answer.callbackType === 4)!.message!;
    expect(again.embeds[0]?.description).toMatch(new RegExp(`<@${users.bob.id}> challenges <@${users.alice.id}>`));
    expect(again.embeds[0]?.fields?.[0]).toEqual({ name: "★ Bob's character", value: 'Wizardry 1 · Fighting 4 · Thievery 3 · Cleric 2' });
    await expect
      .poll(
        () =>
          env.discord
            .messages(CHANNEL_ID)
            .filter((m) => /you are challenged/.test(m.content))
            .at(-1)?.allowedMentions,
      )
      .toEqual({
        parse: [],
        users: [users.alice.id],
      });
    // The finished board keeps its result and loses its Rematch.
    await expect.poll(() => env.discord.message(end.id)?.components).toHaveLength(0);
  }, 120_000);

  it('is watched once over: any member posts its one replay, a frame a move with a line naming who did what', async () => {
    const { live } = await acceptedDuel();
    const end = await playDuel(live, CHANNEL_ID);
    const watch = buttonId(env.discord, end, '▶️ Watch');
    const moves = decodeComponentId(watch)!.version;
    const board = JSON.stringify(env.discord.message(end.id));

    // Carol, who did not play, posts it in the channel.
    const answer = await env.discord.press({ user: users.carol, message: end, customId: watch }, { timeoutMs: 30_000 });
    expect(answer).toMatchObject({ callbackType: 5, ephemeral: false });
    const replayId = answer.message!.id;
    await expect.poll(() => env.discord.message(replayId)?.attachments.length, { timeout: 90_000, interval: 200 }).toBe(1);
    const replay = env.discord.message(replayId)!;
    expect(replay.embeds[0]?.title).toBe(`▶️ Risus Royale duel, played back: ${moves} moves`);
    const [gif] = replay.attachments;
    expect(gif).toMatchObject({ filename: 'duel-replay.gif', contentType: 'image/gif' });
    const { width, frames } = decodeGif(new Uint8Array(await (await fetch(gif!.url)).arrayBuffer()));

    // The duel as stored, played back here: Bob's acceptance, then each move by the player who made it, each line naming them.
    const session = (await readStore(sessionKey(CHANNEL_ID))) as Session;
    expect(session.actions).toHaveLength(moves);
    const view = (state: unknown) => drawnAs(duel, duelUi, state)?.view ?? null;
    const expected = replayFrames(duel, runInit(session), session.actions!, { by: moversOf(session), view });
    if (!expected.ok) throw new Error(expected.reason);
    const [accepted, ...lines] = expected.frames.map((frame) => frame.caption);
    expect(accepted).toBe('Bob accepts the duel. Ann plays first.');
    for (const line of lines) expect(line).toMatch(/^(Ann|Bob) (starts|moves|retreats|fights|tries|declares|uses) /);
    // The GIF: a frame a move (the challenge has no picture), each the board's picture with its line under it.
    expect(frames).toHaveLength(moves);
    const scale = width / 960;
    for (const [i, frame] of frames.entries()) {
      const { view: shown, caption } = expected.frames[i]!;
      const board = await boardScene('royale', shown);
      const drawn = scenePixels(captioned(board, caption), scale).rgba;
      expect(distance(frame.rgb, drawn), `frame ${i}`).toBeLessThan(3);
      // Its line, a small part of the frame, compared alone: the rows under the board (some 0.25 off here, another move's line 1 or more).
      const top = Math.round(board.height * scale) * width;
      expect(distance(frame.rgb.subarray(top * 3), drawn.subarray(top * 4)), `the line of frame ${i}: ${caption}`).toBeLessThan(0.6);
    }

    // Anyone pressing it later is told where it is; the channel holds one replay, and the board is as it was.
    const later = await env.discord.press({ user: users.dave, message: end, customId: watch });
    expect(later).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(later.message?.content).toMatch(
      new RegExp(`^This game's replay is already in the channel: https://discord\\.com/channels/\\d+/${CHANNEL_ID}/${replayId}$`),
    );
    expect(publicMessages(CHANNEL_ID).filter((m) => /played back/.test(m.embeds[0]?.title ?? ''))).toHaveLength(1);
    expect(JSON.stringify(env.discord.message(end.id))).toBe(board);
  }, 180_000);

  it('refuses a forged Watch privately and changes nothing: a duel still played, another session, another channel', async () => {
    const { sessionId, live } = await acceptedDuel();
    const watchOf = (id: string) => `duel:${id}:${versionOf(env.discord, live)}:watch`;
    const forged = async (message: StoredMessage, customId: string) =>
      refusedText(env.discord.answerTo(env.discord.forgeClick({ user: users.carol, message, customId })));
    const before = [publicMessages(CHANNEL_ID).length, publicMessages(OTHER_CHANNEL_ID).length, JSON.stringify(live)];

    expect(await forged(live, watchOf(sessionId))).toBe('This game is still going: it can be watched once it is over.');
    expect(await forged(live, watchOf('zz9'))).toMatch(/does not belong to this message/);
    // From a message only Carol sees, a click reaches Watch's own checks: the session must be the game of the channel it is sent in.
    const notHere = /^That is not this channel's game \(or your private board's\) any more: only the last game there can be watched\.$/;
    const hereHelp = (await env.discord.run({ user: users.carol, channelId: CHANNEL_ID, name: 'help' })).message!;
    expect(await forged(hereHelp, watchOf('zz9'))).toMatch(notHere);
    const elsewhereHelp = (await env.discord.run({ user: users.carol, channelId: OTHER_CHANNEL_ID, name: 'help' })).message!;
    expect(await forged(elsewhereHelp, watchOf(sessionId))).toMatch(notHere);

    const after = [
      publicMessages(CHANNEL_ID).length,
      publicMessages(OTHER_CHANNEL_ID).length,
      JSON.stringify(env.discord.message(live.id)),
    ];
    expect(after).toEqual(before);
    expect(await readStore(replayKey(sessionId))).toBeUndefined();
  }, 60_000);

  it('in a channel hidden from the bot, leaves no old board with live controls: each is deleted through its interaction', async () => {
    const requestsBefore = env.discord.requests.length;
    const board = (await challenge(users.bob.id, 'e2e-duel-40', STAFF_CHANNEL_ID)).message!;
    expect((await bobAccepts(board)).callbackType).toBe(7);
    await expect.poll(() => liveBoard(STAFF_CHANNEL_ID).id).not.toBe(board.id);
    const end = await playDuel(liveBoard(STAFF_CHANNEL_ID), STAFF_CHANNEL_ID);
    expect(end.embeds[0]?.description).toMatch(/◆ Bob wins the duel/);
    // Every board the duel replaced, the challenge too, is deleted: the channel keeps the final one alone.
    await expect.poll(() => duelBoards(STAFF_CHANNEL_ID).map((m) => m.id)).toEqual([end.id]);
    expect(env.discord.requests.slice(requestsBefore).filter((r) => r.path.startsWith(`/channels/${STAFF_CHANNEL_ID}`))).toEqual([]);
    await env.discord.run({ user: users.alice, channelId: STAFF_CHANNEL_ID, name: 'game', subcommand: 'end' });
  }, 120_000);

  it('is the channel game: shown again with /game show, ended by its opener or a moderator and by nobody else', async () => {
    await challenge(users.bob.id);
    const shown = await env.discord.run({ user: users.carol, channelId: CHANNEL_ID, name: 'game', subcommand: 'show' });
    expect(shown.message?.embeds[0]?.title).toMatch(/Risus Royale duel/);
    expect(await refusedText(env.discord.run({ user: users.bob, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' }))).toMatch(/<@/);
    const ended = await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    expect(ended.message?.content).toMatch(/Risus Royale duel was ended\. The channel is free/);
    await challenge(users.bob.id);
    const byModerator = await env.discord.run({ user: users.mona, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    expect(byModerator.ephemeral).toBe(false);
  }, 60_000);

  it('claims its map: a solo start of its seed afterwards is unranked', async () => {
    const board = (await challenge(users.bob.id, 'duel-claimed')).message!;
    const menu = env.discord.selects(board)[0]!;
    const accept = { user: users.bob, message: board, customId: menu.customId, values: [menu.options[0]!.value] };
    expect((await env.discord.answerTo(env.discord.select(accept))).callbackType).toBe(7);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    const solo = await startGame(env.discord, users.carol, 'royale', { ...ALICE, seed: 'duel-claimed' });
    expect(solo.ephemeral, solo.message?.content).toBe(false);
    expect(solo.message?.content).toMatch(/played before.*unranked/);
  }, 60_000);

  it('expires unanswered after 15 minutes', async () => {
    const board = (await challenge(users.carol.id)).message!;
    env.moveClock(16 * 60_000);
    await expect.poll(() => env.discord.message(board.id)?.embeds[0]?.description, { timeout: 10_000 }).toMatch(/expired/);
    expect(env.discord.message(board.id)?.components).toHaveLength(0);
  }, 60_000);
});
