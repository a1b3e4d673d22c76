/**
 * Scoundrel end to end: the real bot process, through the real discord.js client, against the local
 * Discord (gateway event -> routing -> session -> engine -> renderer -> REST call).
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, GUILD_ID, OTHER_CHANNEL_ID, SECOND_GUILD_ID, type StoredMessage, users } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { replay } from '../../src/engine/replay.js';
import { signed } from '../../src/engine/words.js';
import { type ScoundrelAction, type ScoundrelState, scoundrel } from '../../src/games/scoundrel/index.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import { boardOf, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

function firstButton(message: StoredMessage): string {
  const id = moveButtons(env.discord, message)[0]?.customId;
  if (!id) throw new Error('the board has no buttons');
  return id;
}

async function startRun(channelId: string, seed: string): Promise<StoredMessage> {
  const answer = await startGame(env.discord, users.alice, 'scoundrel', { seed }, channelId);
  expect(answer).toMatchObject({ callbackType: 4, ephemeral: false });
  return boardOf(answer);
}

async function endGame(channelId: string): Promise<void> {
  await env.discord.run({ user: users.alice, channelId, name: 'game', subcommand: 'end' });
}

describe('End to end: deploying the commands', () => {
  it('registers every command in the test guild through the deploy script', () => {
    const names = env.discord.registeredCommands(GUILD_ID).map((command) => command.name);
    expect(names).toEqual(expect.arrayContaining(['scoundrel', 'game', 'leaderboard', 'rules', 'help']));
  });
});

describe('End to end: a Scoundrel run', () => {
  it('plays a seeded run to the end by clicking the buttons, scores it as the engine does, and ranks it', async () => {
    let message = await startRun(CHANNEL_ID, 'e2e-full-run');
    const played: ScoundrelAction[] = [];
    for (let moves = 0; moveButtons(env.discord, message).length > 0; moves++) {
      expect(moves).toBeLessThan(100);
      const customId = firstButton(message);
      played.push(decodeComponentId(customId)!.action as ScoundrelAction);
      const moved = await playMove(env.discord, users.alice, message, customId);
      expect(moved.answer.callbackType).toBeOneOf([6, 7]);
      expect(moved.answer.elapsedMs).toBeLessThan(3000);
      message = moved.board;
    }
    const replayed = replay(scoundrel, { seed: 'e2e-full-run' }, played);
    if (!replayed.ok) throw new Error(replayed.reason);
    const result = scoundrel.result(replayed.state as ScoundrelState);
    expect(result.over).toBe(true);
    const [embed] = message.embeds;
    expect(embed?.title).toMatch(result.won ? /cleared the dungeon/ : /was slain/);
    expect(embed?.description).toContain(`**Score: ${signed(result.score ?? 0)}**`);
    // The game-over board leads into the next run, offers the coach's review and the replay, and says where this one placed.
    expect(env.discord.buttons(message).map((b) => b.label)).toEqual([
      'Play again',
      'Replay this deal (unranked)',
      'Leaderboard',
      'Best line',
      '🔎 Review',
      '▶️ Watch',
    ]);
    // A medal only for a win; a lost run still gets its place.
    expect(embed?.fields?.find((f) => f.name === 'This run')?.value).toBe(
      `${result.won ? '🏅 ' : 'Placed '}**1st** on this server · **1st** worldwide`,
    );
    expect(message.allowedMentions).toEqual({ parse: [] });

    const leaderboard = await env.discord.run({ user: users.alice, name: 'leaderboard', options: { game: 'scoundrel' } });
    expect(leaderboard.ephemeral).toBe(false);
    expect(leaderboard.message?.embeds[0]?.description).toContain(
      `<@${users.alice.id}> (you): best **${signed(result.score ?? 0)}** · 1 game`,
    );
  });

  it("refuses another member's click privately and leaves the board as it was", async () => {
    const message = await startRun(OTHER_CHANNEL_ID, 'e2e-not-yours');
    const answer = await env.discord.press({ user: users.bob, message, customId: firstButton(message) });
    expect(answer).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(answer.message?.content).toContain(`This is <@${users.alice.id}>'s Scoundrel run; only they can play it.`);
    expect(env.discord.message(message.id)?.embeds).toEqual(message.embeds);
    await endGame(OTHER_CHANNEL_ID);
  });

  it('changes nothing for a click on an out-of-date board, and says so', async () => {
    const message = await startRun(OTHER_CHANNEL_ID, 'e2e-stale');
    const [first, second] = env.discord.buttons(message).map((button) => button.customId!);
    const moved = await env.discord.press({ user: users.alice, message, customId: first! });
    const after = boardOf(moved);
    const stale = await env.discord.answerTo(env.discord.forgeClick({ user: users.alice, message: after, customId: second! }));
    expect(stale).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(stale.message?.content).toMatch(/out of date/);
    expect(env.discord.message(message.id)?.embeds).toEqual(after.embeds);
    await endGame(OTHER_CHANNEL_ID);
  });

  it('applies exactly one of twenty simultaneous clicks on the same button and acknowledges the other nineteen quietly', async () => {
    const message = await startRun(OTHER_CHANNEL_ID, 'e2e-burst');
    const customId = firstButton(message);
    const ids = Array.from({ length: 20 }, () => env.discord.click({ user: users.alice, message, customId }));
    const answers = await Promise.all(ids.map((id) => env.discord.answerTo(id, { waitForEdit: false })));
    expect(answers.filter((a) => a.callbackType === 7)).toHaveLength(1);
    // The same member's same click, already made: a quiet acknowledgement (deferred update), never "out of date".
    expect(answers.filter((a) => a.callbackType === 6)).toHaveLength(19);
    expect(
      env.discord.messages(OTHER_CHANNEL_ID).filter((m) => ids.includes(m.interactionId ?? '') && /out of date/.test(m.content)),
    ).toEqual([]);
    expect(answers.every((a) => a.elapsedMs < 3000)).toBe(true);
    expect(env.discord.message(message.id)?.embeds[0]?.footer?.text).toContain('move 1');
    await endGame(OTHER_CHANNEL_ID);
  });

  it('goes on after the bot is killed mid-run, and the buttons drawn before the restart still work', async () => {
    const message = await startRun(OTHER_CHANNEL_ID, 'e2e-restart');
    const before = boardOf(await env.discord.press({ user: users.alice, message, customId: firstButton(message) }));
    await env.restart('kill');
    const answer = await env.discord.press({ user: users.alice, message: before, customId: firstButton(before) });
    expect(answer.callbackType).toBe(7);
    expect(boardOf(answer).embeds[0]?.footer?.text).toContain('move 2');
    await env.restart('stop');
    const shown = await env.discord.run({ user: users.alice, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'show' });
    expect(shown.message?.embeds[0]?.footer?.text).toContain('move 2');
    await endGame(OTHER_CHANNEL_ID);
  });
});

describe('End to end: bad input', () => {
  it('answers a tampered custom id and a foreign one privately', async () => {
    const message = await startRun(OTHER_CHANNEL_ID, 'e2e-tamper');
    for (const customId of ['garbage', 'scoundrel:abc:0', 'chess:abc:0:move', `scoundrel:${'9'.repeat(5)}:0:avoid`]) {
      const answer = await env.discord.answerTo(env.discord.forgeClick({ user: users.alice, message, customId }));
      expect(answer).toMatchObject({ callbackType: 4, ephemeral: true });
      expect(answer.message?.content).toMatch(/isn't one I recognise|does not belong to this message/);
    }
    const sessionId = decodeComponentId(firstButton(message))!.sessionId;
    const forged = await env.discord.answerTo(
      env.discord.forgeClick({ user: users.alice, message, customId: `scoundrel:${sessionId}:0:face&card=AS&weapon=!t` }),
    );
    expect(forged.message?.content).toMatch(/not in this room|Nothing was changed/);
    expect(env.discord.message(message.id)?.embeds).toEqual(message.embeds);
    await endGame(OTHER_CHANNEL_ID);
  });

  it('answers an unknown command privately', async () => {
    const answer = await env.discord.run({ user: users.alice, guildId: SECOND_GUILD_ID, name: 'teleport' });
    expect(answer).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(answer.message?.content).toContain("I don't know `/teleport`");
  });

  it('refuses a bad seed without starting anything', async () => {
    const answer = await startGame(env.discord, users.alice, 'scoundrel', { seed: 'no spaces!' }, OTHER_CHANNEL_ID);
    expect(answer).toMatchObject({ ephemeral: true });
    const show = await env.discord.run({ user: users.alice, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'show' });
    expect(show.message?.content).toMatch(/There is no game in this channel/);
  });
});

describe('End to end: the other commands', () => {
  it('answers /game show, /game end, /leaderboard, /rules and /help in time, with valid payloads', async () => {
    const first = await startRun(OTHER_CHANNEL_ID, 'e2e-commands');
    const busy = await env.discord.run({ user: users.bob, channelId: OTHER_CHANNEL_ID, name: 'scoundrel', subcommand: 'start' });
    expect(busy.message?.content).toMatch(/still going in this channel.*\/game end/);
    const show = await env.discord.run({ user: users.bob, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'show' });
    expect(show).toMatchObject({ callbackType: 4, ephemeral: false });
    expect(env.discord.buttons(boardOf(show)).length).toBeGreaterThan(0);
    await expect.poll(() => env.discord.message(first.id)?.components).toEqual([]);
    expect(env.discord.message(first.id)?.embeds).toEqual(first.embeds);
    const refused = await env.discord.run({ user: users.bob, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'end' });
    expect(refused.message?.content).toMatch(/Only <@\d+>, who started this game, or a member with Manage Messages/);
    const ended = await env.discord.run({ user: users.mona, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'end' });
    expect(ended.message?.content).toMatch(/was ended by <@\d+>\. Abandoned runs are not ranked/);
    const global = await env.discord.run({ user: users.bob, name: 'leaderboard', options: { game: 'scoundrel', scope: 'global' } });
    expect(global.message?.embeds[0]?.title).toBe('Scoundrel leaderboard · all time · every server');
    const rules = await env.discord.run({ user: users.bob, name: 'rules', options: { game: 'scoundrel' } });
    expect(rules).toMatchObject({ ephemeral: true });
    expect(rules.message?.embeds[0]?.title).toContain('Scoundrel');
    const help = await env.discord.run({ user: users.bob, name: 'help' });
    expect(help).toMatchObject({ ephemeral: true });
    expect(help.message?.embeds[0]?.title).toBe('Tabletop GM: start here');
    expect(env.discord.selects(help.message!)[0]?.options.map((o) => o.label)).toEqual([
      'Start here',
      'Scoundrel',
      'Royal Assassin',
      'Risus Royale',
      'Rogue Risus',
      'Saga for Risus',
      'Other commands, for every game',
    ]);
    for (const answer of [busy, show, refused, ended, global, rules, help]) expect(answer.elapsedMs).toBeLessThan(3000);
  });
});
