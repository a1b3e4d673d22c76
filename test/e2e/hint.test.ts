/**
 * Hint, through the real client: an unranked Scoundrel run's board offers it and answers privately
 * with the advisor's move and every move's estimates, deferred within 3 s and filled in; a ranked run
 * has no Hint and a forged one is refused; today's daily deal gets none for a member who has not
 * finished it; a forged Hint for another run, or one on an old board, is refused. Nothing is changed by any of them.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import { moveButtons, playMove, playToEnd } from '../helpers/moves.js';
import { forgedAction } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

const hintOf = (message: StoredMessage) => env.discord.buttons(message).find((b) => b.label === '💡 Hint');

/** A forged Hint click on the run of `board` (or of `sessionId`), and the private answer's text. */
const forgedHint = (user: TestUser, board: StoredMessage, sessionId?: string) =>
  forgedAction(env.discord, user, board, 'scoundrel', 'hint', sessionId);

async function start(user: TestUser, subcommand: 'start' | 'daily', seed?: string): Promise<StoredMessage> {
  const answer = await env.discord.run(
    { user, channelId: CHANNEL_ID, name: 'scoundrel', subcommand, options: seed ? { seed } : {} },
    { timeoutMs: 60_000 },
  );
  return answer.message!;
}

describe('Hint', () => {
  it('is offered on an unranked run and answers privately with the advisor; never on a ranked run', async () => {
    const ranked = await start(users.alice, 'start', 'hint-deal');
    expect(hintOf(ranked)).toBeUndefined();
    expect(await forgedHint(users.alice, ranked)).toMatch(/only for unranked runs.*this run is ranked/);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });

    const replay = await start(users.alice, 'start', 'hint-deal');
    const hint = hintOf(replay);
    expect(hint?.customId).toMatch(/^scoundrel:[a-z0-9]+:0:hint$/);
    const answer = await env.discord.press({ user: users.bob, message: replay, customId: hint!.customId! }, { timeoutMs: 30_000 });
    expect(answer).toMatchObject({ callbackType: 5, ephemeral: true });
    expect(answer.elapsedMs).toBeLessThan(3000);
    const embed = answer.message!.embeds[0]!;
    expect(embed.title).toBe('💡 Hint');
    expect(embed.description).toMatch(/The advisor would: \*\*(Fight|Equip|Drink|Avoid)/);
    // One line a legal move: the four room cards, the weapon-less fights and Avoid.
    expect(embed.description?.match(/: clear \d+ % · expected score [+−]\d+\.\d/g)?.length).toBeGreaterThanOrEqual(5);
    expect(answer.message?.visibleTo).toBe(users.bob.id);
    // Nothing changed: the board is as it was.
    expect(env.discord.message(replay.id)?.editedAt).toBe(replay.editedAt);

    expect(await forgedHint(users.bob, replay, 'zz9')).toMatch(/does not belong to this message/);
    // After a move, the old board's Hint is out of date.
    await playMove(env.discord, users.alice, replay, moveButtons(env.discord, replay)[0]!.customId!);
    const old = await env.discord.answerTo(env.discord.forgeClick({ user: users.alice, message: replay, customId: hint!.customId! }));
    expect(old).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(old.message?.content).toMatch(/out of date: press Hint on the newest board/);
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  }, 120_000);

  it("gives no hint on today's daily deal to a member who has not finished it", async () => {
    const first = await start(users.alice, 'daily');
    expect(hintOf(first)).toBeUndefined();
    await playToEnd(env.discord, users.alice, first);
    const again = await start(users.alice, 'daily');
    expect(again.content).toMatch(/this replay is unranked/);
    const hint = hintOf(again)!;
    const refused = await env.discord.press({ user: users.bob, message: again, customId: hint.customId! });
    expect(refused).toMatchObject({ callbackType: 4, ephemeral: true });
    expect(refused.message?.content).toMatch(/today's daily deal: hints on it are for players who have finished/);
    const answered = await env.discord.press({ user: users.alice, message: again, customId: hint.customId! }, { timeoutMs: 30_000 });
    expect(answered.message?.embeds[0]?.title).toBe('💡 Hint');
    await env.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'game', subcommand: 'end' });
  }, 120_000);
});
