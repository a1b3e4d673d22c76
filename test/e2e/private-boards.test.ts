/**
 * Private boards end to end: members play solo runs on boards only they see, any number at once in one
 * channel, beside the channel's own game; a private board's buttons work from it alone; `/game show`
 * brings a member's board back and `/game end` ends it; a finished private run is shown to the channel
 * once, by its player, with Show.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import { moveButtons, playMove, playToEnd } from '../helpers/moves.js';
import { boardOf, buttonId } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

/** Starts `game` for `user` in the test channel, privately unless `privately` is false; resolves with the board. */
async function start(user: TestUser, game: string, seed: string, privately = true): Promise<StoredMessage> {
  const answer = await env.discord.run({
    user,
    channelId: CHANNEL_ID,
    name: game,
    subcommand: 'start',
    options: { seed, ...(privately ? { private: true } : {}) },
  });
  expect(answer.ephemeral, answer.message?.content).toBe(privately);
  return boardOf(answer);
}

/** The channel's public messages. */
function publicMessages(): StoredMessage[] {
  return env.discord.messages(CHANNEL_ID).filter((message) => !message.ephemeral);
}

describe('Private boards', () => {
  it("plays members' private runs at once beside the channel's game, each from its own board", async () => {
    const bobs = await start(users.bob, 'assassin', 'private-public', false);
    const [alice, carol] = await Promise.all([start(users.alice, 'scoundrel', 'private-a'), start(users.carol, 'scoundrel', 'private-c')]);
    expect(alice.visibleTo).toBe(users.alice.id);
    expect(carol.visibleTo).toBe(users.carol.id);
    const before = publicMessages().length;

    // Alice and Carol move on their own boards while Bob plays the channel's game.
    const [a1, c1, b1] = await Promise.all([
      playMove(env.discord, users.alice, alice, moveButtons(env.discord, alice)[0]!.customId!),
      playMove(env.discord, users.carol, carol, moveButtons(env.discord, carol)[0]!.customId!),
      playMove(env.discord, users.bob, bobs, moveButtons(env.discord, bobs)[0]!.customId!),
    ]);
    expect(a1.answer.callbackType).toBe(7);
    expect(a1.board.id).toBe(alice.id);
    expect(c1.board.id).toBe(carol.id);
    expect(b1.board.id).toBe(bobs.id);
    expect(publicMessages()).toHaveLength(before);

    // Alice's move sent from the channel's board is refused, and the board stays Bob's.
    const forged = await env.discord.answerTo(
      env.discord.forgeClick({ user: users.alice, message: bobs, customId: moveButtons(env.discord, a1.board)[0]!.customId! }),
    );
    expect(forged.ephemeral).toBe(true);
    expect(forged.message?.content).toMatch(/does not belong to this message/);
    expect(env.discord.message(bobs.id)?.embeds).toEqual(b1.board.embeds);

    // A second private run of Alice's here waits for the first; /game show brings her board back, as it stands.
    const second = await env.discord.run({
      user: users.alice,
      channelId: CHANNEL_ID,
      name: 'scoundrel',
      subcommand: 'start',
      options: { private: true },
    });
    expect(second.message?.content).toMatch(/You have a Scoundrel run going here on your private board/);
    const shown = await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'show' });
    expect(shown.ephemeral).toBe(true);
    expect(shown.message?.embeds[0]?.footer?.text).toBe(a1.board.embeds[0]?.footer?.text);
    // Its buttons play on, from the board brought back.
    const again = await playMove(env.discord, users.alice, shown.message!, moveButtons(env.discord, shown.message!)[0]!.customId!);
    expect(again.answer.callbackType).toBe(7);

    // /game end ends Carol's private run, not Bob's game.
    const ended = await env.discord.run({ user: users.carol, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
    expect(ended.ephemeral).toBe(true);
    expect(ended.message?.content).toMatch(/Your private Scoundrel run here was ended\. Abandoned runs are not ranked\./);
    expect(env.discord.buttons(env.discord.message(bobs.id)!).length).toBeGreaterThan(0);
    for (const user of [users.alice, users.bob]) await env.discord.run({ user, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  }, 60_000);

  it('shows a finished private run to the channel once, by its player', async () => {
    const board = await start(users.dave, 'scoundrel', 'private-show');
    const end = await playToEnd(env.discord, users.dave, board);
    expect(end.ephemeral).toBe(true);
    const show = buttonId(env.discord, end, '📣 Show');
    const before = publicMessages().length;
    const [first, second] = await Promise.all(
      [0, 1].map(() => env.discord.answerTo(env.discord.click({ user: users.dave, message: end, customId: show }), { waitForEdit: false })),
    );
    expect([first!.callbackType, second!.callbackType].sort()).toEqual([4, 6]);
    const posted = [first!, second!].find((answer) => answer.callbackType === 4)!;
    expect(posted.ephemeral).toBe(false);
    expect(posted.message?.content).toBe(`<@${users.dave.id}> shows a finished Scoundrel run:`);
    expect(posted.message?.embeds[0]?.description).toMatch(/Score: /);
    expect(env.discord.buttons(posted.message!)).toEqual([]);
    expect(posted.message?.allowedMentions).toEqual({ parse: [] });
    expect(publicMessages()).toHaveLength(before + 1);
    await env.discord.run({ user: users.dave, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  }, 60_000);
});
