/**
 * Races on one deal through the real bot and the local Discord: members join a race board, the opener
 * starts it, every entrant plays the same deal on a private board, the public board shows standings and
 * never a card, bad clicks are refused privately and change nothing, and the race closes once at its
 * deadline: while the bot runs, after a restart mid-race, and when the deadline passed while it was down;
 * and once its last entrant finished, also when the bot was killed right after that move. The deal is
 * claimed as the race starts, so a solo start of it afterwards is unranked.
 */
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_ID,
  CHANNEL_ID,
  type InteractionAnswer,
  OTHER_CHANNEL_ID,
  type StoredMessage,
  type TestUser,
  users,
} from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import { moveButtons } from '../helpers/moves.js';
import { boardOf, buttonId, pressButton, refusedText, startGame, versionOf } from './steps.js';
import { freeChannelsAfterEach, useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

freeChannelsAfterEach(env, [CHANNEL_ID, OTHER_CHANNEL_ID]);

/** Runs `/race <group> <game>` (start, join or challenge) for `user` in `channelId`, and resolves with the answer. */
function race(
  user: TestUser,
  channelId: string,
  group: 'start' | 'join' | 'challenge',
  game: string,
  options: Record<string, string | number | boolean>,
): Promise<InteractionAnswer> {
  return env.discord.run({ user, channelId, name: 'race', subcommandGroup: group, subcommand: game, options });
}

/** Opens a race in `channelId` and resolves with its public board. */
async function open(
  user: TestUser,
  channelId: string,
  game: string,
  options: Record<string, string | number | boolean>,
): Promise<StoredMessage> {
  const answer = await race(user, channelId, 'start', game, options);
  expect(answer.ephemeral, answer.message?.content).toBe(false);
  return boardOf(answer);
}

/** Presses a button of the race board (as it stands now) and resolves with the answer. */
function press(user: TestUser, board: StoredMessage, label: string): Promise<InteractionAnswer> {
  const now = env.discord.message(board.id) ?? board;
  return pressButton(env.discord, user, now, label);
}

/** What a click is told when its button is not on the message it came from. */
const NOT_ITS_BOARD = /does not belong to this message/;

/** A move on a private board that does not end the run. */
function safeMove(message: StoredMessage): string {
  const button = moveButtons(env.discord, message).find((b) => !/die/.test(b.label ?? ''));
  if (!button?.customId) throw new Error('no safe move on the board');
  return button.customId;
}

/** Everything a message shows: its text, embeds and button labels. */
function shown(message: StoredMessage): string {
  return JSON.stringify([message.content, message.embeds, env.discord.buttons(message).map((b) => b.label)]);
}

/** Opens a race, has `entrants` join, starts it: resolves with the public board. */
async function runningRace(
  channelId: string,
  entrants: TestUser[],
  options: Record<string, string | number | boolean>,
): Promise<StoredMessage> {
  const [opener, ...others] = entrants;
  const board = await open(opener!, channelId, 'scoundrel', options);
  for (const user of others) expect((await press(user, board, 'Join')).callbackType).toBe(7);
  expect((await press(opener!, board, 'Start')).callbackType).toBe(7);
  return env.discord.message(board.id)!;
}

/** Plays `user`'s run of the race on `board` to its end, each move the first on their board, and checks they finished. */
async function finish(user: TestUser, board: StoredMessage): Promise<void> {
  let mine = boardOf(await press(user, board, 'My board'));
  for (let moves = 0; moveButtons(env.discord, mine).length > 0 && moves < 200; moves++) {
    const answer = await env.discord.press({ user, message: mine, customId: moveButtons(env.discord, mine)[0]!.customId! });
    if (/ends your run/.test(answer.message?.content ?? '')) {
      mine = boardOf(await pressButton(env.discord, user, answer.message!, 'Make the move (end my run)'));
    } else mine = boardOf(answer);
  }
  expect(mine.content).toMatch(/You have finished/);
}

describe('A race on one deal', () => {
  it('deals every entrant the same deal on a private board, keeps it off the public board, and refuses bad clicks', async () => {
    const seed = 'race-night-1';
    const board = await open(users.alice, CHANNEL_ID, 'scoundrel', { seed, minutes: 5 });
    expect(board.embeds[0]?.title).toMatch(/Scoundrel race/);
    // Start with one entrant, and by anyone but the opener: refused.
    expect(await refusedText(press(users.alice, board, 'Start'))).toMatch(/at least 2 entrants/);
    expect((await press(users.bob, board, 'Join')).callbackType).toBe(7);
    expect(await refusedText(press(users.bob, board, 'Join'))).toMatch(/already in this race/);
    expect(await refusedText(press(users.bob, board, 'Start'))).toMatch(/Only the member who opened this race/);
    expect(await refusedText(press(users.alice, board, 'Leave'))).toMatch(/Cancel it instead/);
    expect((await press(users.dave, board, 'Join')).callbackType).toBe(7);
    expect((await press(users.dave, board, 'Leave')).callbackType).toBe(7);
    expect((await press(users.carol, board, 'Join')).callbackType).toBe(7);
    // A second game in the channel is refused while the race is open.
    const busy = await env.discord.run({ user: users.dave, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'start' });
    expect(busy.ephemeral).toBe(true);
    expect((await press(users.alice, board, 'Start')).callbackType).toBe(7);
    const running = env.discord.message(board.id)!;
    expect(env.discord.buttons(running).map((b) => b.label)).toEqual(['My board']);
    // Joining after the start is refused; the old Join button is a forged click now.
    const join = buttonId(env.discord, board, 'Join');
    expect(await refusedText(env.discord.answerTo(env.discord.forgeClick({ user: users.dave, message: running, customId: join })))).toMatch(
      /already started/,
    );

    // Each entrant's private board: only they see it, and it shows the same deal.
    const mine = async (user: TestUser) => {
      const answer = await press(user, running, 'My board');
      expect(answer.ephemeral).toBe(true);
      expect(boardOf(answer).visibleTo).toBe(user.id);
      return boardOf(answer);
    };
    const [a, b, c] = await Promise.all([mine(users.alice), mine(users.bob), mine(users.carol)]);
    const labels = (m: StoredMessage) => moveButtons(env.discord, m).map((button) => button.label);
    expect(labels(a).length).toBeGreaterThan(0);
    expect(labels(b)).toEqual(labels(a));
    expect(labels(c)).toEqual(labels(a));
    expect(shown(a)).not.toContain(seed);
    // A non-entrant asking for a board gets none.
    expect(await refusedText(press(users.dave, running, 'My board'))).toMatch(/not in this race/);

    // Bob and Carol move at the same moment: both moves are made.
    const [bobMove, carolMove] = await Promise.all([
      env.discord.press({ user: users.bob, message: b, customId: moveButtons(env.discord, b)[0]!.customId! }),
      env.discord.press({ user: users.carol, message: c, customId: moveButtons(env.discord, c)[0]!.customId! }),
    ]);
    expect(bobMove.callbackType).toBe(7);
    expect(carolMove.callbackType).toBe(7);
    // Bob's old board is out of date: redrawn in place, nothing changed. Carol's is not touched by Bob's move.
    const bobAgain = await env.discord.answerTo(
      env.discord.forgeClick({ user: users.bob, message: b, customId: moveButtons(env.discord, b)[1]!.customId! }),
    );
    expect(bobAgain.callbackType).toBe(7);
    expect(bobAgain.message?.content).toMatch(/out of date/);
    // Carol replays Bob's button on her own board; Dave forges Alice's on the race board: both refused, privately.
    const bobsId = moveButtons(env.discord, boardOf(bobMove))[0]!.customId!;
    expect(await refusedText(env.discord.answerTo(env.discord.forgeClick({ user: users.carol, message: c, customId: bobsId })))).toMatch(
      /another entrant's board/,
    );
    const alicesId = moveButtons(env.discord, a)[0]!.customId!;
    expect(
      await refusedText(env.discord.answerTo(env.discord.forgeClick({ user: users.dave, message: running, customId: alicesId }))),
    ).toMatch(NOT_ITS_BOARD);
    // Alice sends her own move on the public race board, and on another member's public /stats: refused, and
    // neither message changes (the race board never becomes her board, and keeps My board).
    const statsMessage = boardOf(
      await env.discord.run({ user: users.dave, channelId: CHANNEL_ID, name: 'stats', options: { public: true } }),
    );
    for (const message of [env.discord.message(board.id)!, statsMessage]) {
      const before = shown(message);
      expect(await refusedText(env.discord.answerTo(env.discord.forgeClick({ user: users.alice, message, customId: alicesId })))).toMatch(
        NOT_ITS_BOARD,
      );
      expect(shown(env.discord.message(message.id)!)).toBe(before);
    }
    expect(env.discord.buttons(env.discord.message(board.id)!).map((button) => button.label)).toEqual(['My board']);
    // A forged race id is refused.
    const forgedRace = `race:zz9:0:join`;
    expect(
      await refusedText(env.discord.answerTo(env.discord.forgeClick({ user: users.dave, message: running, customId: forgedRace }))),
    ).toMatch(NOT_ITS_BOARD);

    // The public board follows within five seconds, and shows no card and no seed.
    await expect
      .poll(() => env.discord.message(board.id)?.embeds[0]?.fields?.[0]?.value, {
        timeout: 5_000,
      })
      .toMatch(/Bob.*1 moves/);
    const publicText = shown(env.discord.message(board.id)!);
    expect(publicText).not.toMatch(/[♠♥♦♣]/);
    expect(publicText).not.toContain(seed);

    // The deadline passes: the race closes with places, the seed and Race again; the channel is free.
    env.moveClock(6 * 60_000);
    await expect.poll(() => env.discord.message(board.id)?.embeds[0]?.fields?.[0]?.name, { timeout: 10_000 }).toBe('Places');
    const final = env.discord.message(board.id)!;
    expect(final.embeds[0]?.footer?.text).toContain(`Seed ${seed}`);
    expect(final.embeds[0]?.fields?.[0]?.value).toMatch(/DNF/);
    expect(env.discord.buttons(final).map((button) => button.label)).toEqual(['Race again', 'Best line', '🔎 Review']);
    // A move after the close changes nothing.
    const late = await env.discord.press({
      user: users.carol,
      message: boardOf(carolMove),
      customId: moveButtons(env.discord, boardOf(carolMove))[0]!.customId!,
    });
    expect(late.ephemeral).toBe(true);
    expect(late.message?.content).toMatch(/race is over/);
    // Race again opens a new race of the same game, the entrants named on it; its double click is acknowledged quietly.
    const againId = buttonId(env.discord, final, 'Race again');
    const [again, twice] = await Promise.all(
      [0, 1].map(() =>
        env.discord.answerTo(env.discord.click({ user: users.bob, message: final, customId: againId }), { waitForEdit: false }),
      ),
    );
    const opened = [again!, twice!].find((answer) => answer.callbackType === 4)!;
    expect([again!.callbackType, twice!.callbackType].sort()).toEqual([4, 6]);
    expect(opened.ephemeral).toBe(false);
    expect(opened.message?.content).toContain(`<@${users.alice.id}>`);
    const ended = await env.discord.run({ user: users.bob, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    expect(ended.ephemeral).toBe(false);
  }, 60_000);

  it("shows the end on the entrant's own board, not only on the question, when their run's last move was confirmed", async () => {
    const board = await runningRace(CHANNEL_ID, [users.alice, users.bob], { seed: 'race-confirmed-end', minutes: 30 });
    let mine = boardOf(await press(users.alice, board, 'My board'));
    let question: StoredMessage | undefined;
    for (let moves = 0; !question; moves++) {
      if (moves > 200 || moveButtons(env.discord, mine).length === 0) throw new Error('the run ended without asking before a move');
      const answer = await env.discord.press({ user: users.alice, message: mine, customId: moveButtons(env.discord, mine)[0]!.customId! });
      if (/ends your run/.test(answer.message?.content ?? '')) question = answer.message;
      else mine = boardOf(answer);
    }
    const made = await pressButton(env.discord, users.alice, question, 'Make the move (end my run)');
    expect(made.callbackType).toBe(7);
    expect(boardOf(made).content).toMatch(/You have finished/);
    // The board the question was asked from shows the end as well, with no move left on it.
    await expect.poll(() => env.discord.message(mine.id)?.content).toMatch(/You have finished/);
    expect(moveButtons(env.discord, env.discord.message(mine.id)!)).toEqual([]);
    expect(shown(env.discord.message(mine.id)!)).toBe(shown(env.discord.message(question.id)!));
  }, 60_000);

  it('closes a race once when every entrant has finished, /game show ' +
    'posts the race board, and the race ranks on the race board only', async () => {
    const board = await runningRace(OTHER_CHANNEL_ID, [users.alice, users.bob], { seed: 'race-finish', minutes: 30 });
    const shownAnswer = await env.discord.run({ user: users.carol, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'show' });
    expect(shownAnswer.message?.embeds[0]?.title).toMatch(/Scoundrel race/);
    for (const user of [users.alice, users.bob]) await finish(user, shownAnswer.message!);
    await expect
      .poll(() => env.discord.message(shownAnswer.message!.id)?.embeds[0]?.fields?.[0]?.name, {
        timeout: 10_000,
      })
      .toBe('Places');
    const places = env.discord.message(shownAnswer.message!.id)!.embeds[0]!.fields![0]!.value;
    // Both played the same moves on the same deal: equal scores share first place, and the board says so.
    expect(places.match(/🥇/g)).toHaveLength(2);
    expect(places).not.toMatch(/DNF/);
    expect(env.discord.message(shownAnswer.message!.id)!.embeds[0]!.description).toMatch(/Equal scores share a place/);
    expect(board.id).not.toBe(shownAnswer.message!.id);
    // The race counts in /stats, apart from ranked runs.
    const stats = await env.discord.run({ user: users.alice, channelId: OTHER_CHANNEL_ID, name: 'stats' });
    expect(stats.message?.embeds[0]?.fields?.find((f) => f.name === 'Races (every game)')?.value).toMatch(
      /^\d+ played · \d+ won · [1-9]\d* on the podium/,
    );
    // The server's race board ranks the race; the score board does not, and both say so.
    const raceBoard = await env.discord.run({
      user: users.carol,
      channelId: OTHER_CHANNEL_ID,
      name: 'leaderboard',
      options: { game: 'scoundrel', scope: 'races' },
    });
    expect(raceBoard.ephemeral).toBe(false);
    const ranked = raceBoard.message!.embeds[0]!;
    expect(ranked.title).toBe('🏁 Scoundrel races · this server');
    // Both won it, sharing first place. (The races of the tests before count too: every entrant of this file's first race did not
    // finish it.)
    expect(ranked.description).toMatch(
      /^🥇 <@\d+>: \*\*1 race won\*\* · 1 on the podium · \d+ played\n🥇 <@\d+>: \*\*1 race won\*\* · 1 on the podium/,
    );
    expect(ranked.description).toContain(`<@${users.alice.id}>`);
    expect(ranked.description).toContain(`<@${users.bob.id}>`);
    expect(ranked.description).toContain('Race runs are not ranked on the score boards');
    const scoreBoard = await env.discord.run({
      user: users.carol,
      channelId: OTHER_CHANNEL_ID,
      name: 'leaderboard',
      options: { game: 'scoundrel' },
    });
    const scores = scoreBoard.message!.embeds[0]!;
    expect(scores.description).not.toContain(users.alice.id);
    expect(scores.description).not.toContain(users.bob.id);
    expect(scores.footer?.text).toContain('race runs are not ranked here (scope: races)');
    const dated = await env.discord.run({
      user: users.carol,
      channelId: OTHER_CHANNEL_ID,
      name: 'leaderboard',
      options: { game: 'scoundrel', scope: 'races', period: 'week' },
    });
    expect(dated.ephemeral).toBe(true);
    expect(dated.message?.content).toMatch(/counts every race/);
    await env.discord.run({ user: users.alice, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'end' });
  }, 90_000);
});

/** Starts a Scoundrel run of `seed` for Carol in `channelId`, ends it, and resolves with its board's note (a replay says it is unranked). */
async function soloStart(channelId: string, seed: string): Promise<string> {
  const answer = await startGame(env.discord, users.carol, 'scoundrel', { seed }, channelId);
  expect(answer.ephemeral, answer.message?.content).toBe(false);
  await env.discord.run({ user: users.carol, channelId, name: 'game', subcommand: 'end' });
  return answer.message?.content ?? '';
}

/** The places field of a race board once the race is over. */
async function placesOf(board: StoredMessage): Promise<string> {
  await expect.poll(() => env.discord.message(board.id)?.embeds[0]?.fields?.[0]?.name).toBe('Places');
  return env.discord.message(board.id)!.embeds[0]!.fields![0]!.value;
}

/** Presses a button of the race board and waits for its private answer to be filled in with an embed; resolves with it. */
async function coached(user: TestUser, board: StoredMessage, label: string): Promise<StoredMessage> {
  const answer = await press(user, env.discord.message(board.id)!, label);
  expect(answer.ephemeral).toBe(true);
  expect(answer.elapsedMs).toBeLessThan(3000);
  const id = answer.message!.id;
  await expect.poll(() => env.discord.message(id)?.embeds.length, { timeout: 90_000, interval: 200 }).toBeGreaterThan(0);
  return env.discord.message(id)!;
}

describe('A finished race’s deal and runs', () => {
  it('offer its entrants the best line of the shared deal and a review of their own run, privately', async () => {
    const board = await runningRace(CHANNEL_ID, [users.alice, users.bob], { seed: 'race-coach', minutes: 30 });
    for (const user of [users.alice, users.bob]) await finish(user, board);
    await placesOf(board);
    const final = env.discord.message(board.id)!;
    expect(env.discord.buttons(final).map((b) => b.label)).toEqual(['Race again', 'Best line', '🔎 Review']);
    // Only the entrants: Dave did not race.
    for (const label of ['Best line', '🔎 Review']) expect(await refusedText(press(users.dave, final, label))).toMatch(/for its entrants/);

    const line = await coached(users.alice, board, 'Best line');
    expect(line.visibleTo).toBe(users.alice.id);
    expect(line.embeds[0]?.title).toBe('Scoundrel · the best line of this deal');
    expect(line.embeds[0]?.description).toMatch(/^The race's deal, seed race-coach · weapon rule: lenient/);

    const review = await coached(users.bob, board, '🔎 Review');
    expect(review.visibleTo).toBe(users.bob.id);
    expect(review.embeds[0]?.title).toBe('🔎 Review');
    expect(review.embeds[0]?.description).toMatch(/Accuracy \*\*\d+ %\*\*/);
    // The race board itself is not changed by either.
    expect(env.discord.message(board.id)?.embeds).toEqual(final.embeds);
  }, 240_000);

  it("keep a race dealt today's daily deal secret from an entrant who has not finished their own attempt at it", async () => {
    const daily = await env.discord.run(
      { user: users.carol, channelId: OTHER_CHANNEL_ID, name: 'scoundrel', subcommand: 'daily' },
      { timeoutMs: 60_000 },
    );
    // The day of the bot's clock (which this file's tests moved on), as the daily board says it.
    const day = /Daily deal of (\d{4}-\d{2}-\d{2})/.exec(daily.message?.embeds[0]?.footer?.text ?? '')?.[1] ?? '';
    await env.discord.run({ user: users.carol, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'end' });
    const storage = await openStorage(`sqlite://${env.databaseFile}`);
    const seed = await storage.ledger.dailySeedOf('scoundrel', day);
    await storage.close();
    const board = await runningRace(CHANNEL_ID, [users.alice, users.bob], { seed: seed!, minutes: 30 });
    for (const user of [users.alice, users.bob]) await finish(user, board);
    await placesOf(board);
    for (const label of ['Best line', '🔎 Review'])
      expect(await refusedText(press(users.alice, board, label))).toMatch(/today's daily deal: its best line and reviews wait/);
  }, 120_000);
});

describe('A race’s deal is claimed', () => {
  it('when it starts, so a solo start of it afterwards is unranked: a fresh deal by Start, a named one by a challenge accepted', async () => {
    // A fresh deal, shown on the final board once the deadline passed.
    const board = await runningRace(OTHER_CHANNEL_ID, [users.alice, users.bob], { minutes: 5 });
    env.moveClock(6 * 60_000);
    await expect.poll(() => env.discord.message(board.id)?.embeds[0]?.fields?.[0]?.name, { timeout: 10_000 }).toBe('Places');
    const seed = /Seed ([\w-]+)/.exec(env.discord.message(board.id)?.embeds[0]?.footer?.text ?? '')?.[1] ?? '';
    expect(seed).not.toBe('');
    expect(await soloStart(OTHER_CHANNEL_ID, seed)).toMatch(/played before.*unranked/);
    // A deal named by a challenge, accepted, and the race ended at once.
    const named = { member: users.bob.id, seed: 'claimed-challenge' };
    const challenge = boardOf(await race(users.alice, OTHER_CHANNEL_ID, 'challenge', 'scoundrel', named));
    expect((await press(users.bob, challenge, 'Accept')).callbackType).toBe(7);
    await env.discord.run({ user: users.alice, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'end' });
    expect(await soloStart(OTHER_CHANNEL_ID, 'claimed-challenge')).toMatch(/played before.*unranked/);
    // A Start the race refuses (one entrant) deals nothing, and claims nothing: that deal still ranks.
    const lone = await open(users.alice, OTHER_CHANNEL_ID, 'scoundrel', { seed: 'never-dealt', minutes: 5 });
    expect(await refusedText(press(users.alice, lone, 'Start'))).toMatch(/at least 2 entrants/);
    expect((await press(users.alice, lone, 'Cancel')).callbackType).toBe(7);
    expect(await soloStart(OTHER_CHANNEL_ID, 'never-dealt')).not.toMatch(/unranked/);
  }, 60_000);
});

describe('A race across restarts', () => {
  it('keeps its runs through a restart mid-race, and closes at a deadline that passed while the bot was down', async () => {
    const board = await runningRace(CHANNEL_ID, [users.alice, users.bob, users.carol, users.dave], { seed: 'race-restart', minutes: 10 });
    const mine = boardOf(await press(users.bob, board, 'My board'));
    const moved = boardOf(await env.discord.press({ user: users.bob, message: mine, customId: safeMove(mine) }));
    await env.restart('stop');
    // Bob's board still plays after the restart, from where it stood.
    const after = await env.discord.press({ user: users.bob, message: moved, customId: safeMove(moved) });
    expect(after.callbackType, after.message?.content).toBe(7);
    expect(versionOf(env.discord, boardOf(after))).toBe(2);
    // Down while the deadline passes: the race closes once the bot is back.
    await env.bot.kill();
    env.moveClock(11 * 60_000);
    await env.restart('kill');
    await expect.poll(() => env.discord.message(board.id)?.embeds[0]?.fields?.[0]?.name, { timeout: 15_000 }).toBe('Places');
    expect(env.discord.message(board.id)!.embeds[0]!.fields![0]!.value.match(/DNF/g)).toHaveLength(4);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  }, 90_000);

  it('closes once its last entrant finished, when the bot was killed right after that move', async () => {
    // A bot that looks for due work only once a minute: none is done before the kill, as when a bot is killed between two looks.
    await env.restart('stop', { WORK_INTERVAL_MS: '60000' });
    const board = await runningRace(CHANNEL_ID, [users.alice, users.bob], { seed: 'race-killed', minutes: 30 });
    await finish(users.alice, board);
    await finish(users.bob, board);
    // Killed at once, before the board's next edit (at most two seconds after a move) could close the race.
    await env.restart('kill');
    await expect.poll(() => env.discord.message(board.id)?.embeds[0]?.fields?.[0]?.name, { timeout: 15_000 }).toBe('Places');
    expect(env.discord.message(board.id)!.embeds[0]!.fields![0]!.value).not.toMatch(/DNF/);
    // The channel is free: a new game starts there.
    const next = await env.discord.run({ user: users.carol, channelId: CHANNEL_ID, name: 'scoundrel', subcommand: 'start' });
    expect(next.ephemeral, next.message?.content).toBe(false);
  }, 90_000);
  it('runs from 5 to 1440 minutes: one less or one more is refused privately and opens nothing', async () => {
    for (const minutes of [4, 1441]) {
      const answer = await race(users.carol, OTHER_CHANNEL_ID, 'start', 'assassin', { minutes });
      expect(answer.ephemeral).toBe(true);
      expect(answer.message?.content).toBe('`minutes` is 5 to 1440. Nothing was started.');
    }
    const longest = await open(users.carol, OTHER_CHANNEL_ID, 'assassin', { minutes: 1440 });
    expect(longest.embeds[0]?.footer?.text).toContain('1440 minutes');
    expect((await press(users.carol, longest, 'Cancel')).callbackType).toBe(7);
  });
});

describe('A race where each entrant plays their own character', () => {
  it('joins with /race join and deals each entrant the same dungeon with their own cliché', async () => {
    const board = await open(users.alice, OTHER_CHANNEL_ID, 'rogue', { cliche: 'fighter', seed: 'race-rogue', minutes: 5 });
    expect(board.embeds[0]?.description).toMatch(/\/race join rogue/);
    expect(await refusedText(press(users.bob, board, 'Join'))).toMatch(/\/race join rogue/);
    const bad = await race(users.bob, CHANNEL_ID, 'join', 'rogue', { cliche: 'ice-mage' });
    expect(bad.message?.content).toMatch(/no race open/);
    const joined = await race(users.bob, OTHER_CHANNEL_ID, 'join', 'rogue', { cliche: 'ice-mage' });
    expect(joined.ephemeral).toBe(true);
    expect(joined.message?.content).toMatch(/You are in/);
    expect((await press(users.alice, board, 'Start')).callbackType).toBe(7);
    const alice = boardOf(await press(users.alice, board, 'My board'));
    const bob = boardOf(await press(users.bob, board, 'My board'));
    expect(shown(alice)).toMatch(/Fighter/);
    expect(shown(bob)).toMatch(/Ice Mage/);
    expect(shown(bob)).not.toMatch(/Fighter/);
  }, 60_000);
});

describe('A challenge', () => {
  it('pings the challenged member once, lets only them accept, starts at once, and expires unanswered after 15 minutes', async () => {
    const answer = await race(users.alice, OTHER_CHANNEL_ID, 'challenge', 'scoundrel', { member: users.bob.id, seed: 'duel-1' });
    const board = boardOf(answer);
    expect(board.allowedMentions).toMatchObject({ parse: [] });
    await expect.poll(() => env.discord.messages(OTHER_CHANNEL_ID).some((m) => /you are challenged/.test(m.content))).toBe(true);
    const ping = env.discord.messages(OTHER_CHANNEL_ID).find((m) => /you are challenged/.test(m.content))!;
    expect(ping.allowedMentions).toEqual({ parse: [], users: [users.bob.id] });
    expect(env.discord.buttons(board).map((b) => b.label)).toEqual(['Accept', 'Decline']);
    expect(await refusedText(press(users.carol, board, 'Accept'))).toMatch(/for someone else/);
    const forgedJoin =
      board.components.length > 0 ? `race:${decodeComponentId(buttonId(env.discord, board, 'Accept'))!.sessionId}:0:join` : '';
    expect(
      await refusedText(env.discord.answerTo(env.discord.forgeClick({ user: users.carol, message: board, customId: forgedJoin }))),
    ).toMatch(/challenge between two members/);
    // Bob's double click of Accept starts the race once and is acknowledged quietly.
    const acceptId = buttonId(env.discord, board, 'Accept');
    const accepts = await Promise.all(
      [0, 1].map(() =>
        env.discord.answerTo(env.discord.click({ user: users.bob, message: board, customId: acceptId }), { waitForEdit: false }),
      ),
    );
    expect(accepts.map((answer) => answer.callbackType).sort()).toEqual([6, 7]);
    expect(env.discord.buttons(env.discord.message(board.id)!).map((b) => b.label)).toEqual(['My board']);
    await env.discord.run({ user: users.alice, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'end' });

    // Challenging oneself, or a bot, is refused.
    for (const member of [users.carol.id, APPLICATION_ID]) {
      const refusedChallenge = await race(users.carol, OTHER_CHANNEL_ID, 'challenge', 'assassin', { member });
      expect(refusedChallenge.ephemeral).toBe(true);
      expect(refusedChallenge.message?.content).toMatch(/Challenge another member of this server \(not yourself, not a bot\)/);
    }
    // A challenge nobody answers is withdrawn after 15 minutes.
    const unanswered = boardOf(await race(users.carol, OTHER_CHANNEL_ID, 'challenge', 'assassin', { member: users.dave.id }));
    env.moveClock(16 * 60_000);
    await expect
      .poll(() => env.discord.message(unanswered.id)?.embeds[0]?.description, {
        timeout: 10_000,
      })
      .toMatch(/expired unanswered/);
    expect(env.discord.buttons(env.discord.message(unanswered.id)!)).toHaveLength(0);
  }, 60_000);

  it('lets the challenged member of a game with a character accept with /race join and their own character', async () => {
    const board = boardOf(
      await race(users.alice, OTHER_CHANNEL_ID, 'challenge', 'rogue', { member: users.bob.id, cliche: 'fighter', seed: 'duel-rogue' }),
    );
    expect(board.embeds[0]?.description).toMatch(/accept with `\/race join rogue`/);
    // Accept alone would deal Bob the opener's character: it points him to /race join instead.
    expect(await refusedText(press(users.bob, board, 'Accept'))).toMatch(/\/race join rogue/);
    const accepted = await race(users.bob, OTHER_CHANNEL_ID, 'join', 'rogue', { cliche: 'ice-mage' });
    expect(accepted.ephemeral).toBe(true);
    expect(accepted.message?.content).toMatch(/You accepted the challenge/);
    await expect.poll(() => env.discord.buttons(env.discord.message(board.id)!).map((b) => b.label)).toEqual(['My board']);
    const bob = boardOf(await press(users.bob, board, 'My board'));
    const alice = boardOf(await press(users.alice, board, 'My board'));
    expect(shown(bob)).toMatch(/Ice Mage/);
    expect(shown(alice)).toMatch(/Fighter/);
  }, 60_000);
});
