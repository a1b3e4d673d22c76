/** Royal Assassin end to end: a seeded game played to its end by clicking the buttons the bot drew. */
import { describe, expect, it } from 'vitest';
import { OTHER_CHANNEL_ID, users } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { replay } from '../../src/engine/replay.js';
import { type AssassinAction, type AssassinState, assassin } from '../../src/games/assassin/index.js';
import { moveButtons, playMove, playToEnd } from '../helpers/moves.js';
import { boardOf, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

describe('End to end: Royal Assassin', () => {
  it('plays a seeded game to its end through the real client, scored as the engine scores it, and ranks it', async () => {
    let board = boardOf(await startGame(env.discord, users.carol, 'assassin', { seed: 'e2e-throne' }, OTHER_CHANNEL_ID));
    expect(board.embeds[0]?.description).toMatch(/Setup placed \d+ Royals/);
    const played: AssassinAction[] = [];
    while (moveButtons(env.discord, board).length > 0) {
      expect(played.length).toBeLessThan(500);
      const buttons = moveButtons(env.discord, board);
      const choice = buttons.find((b) => /^(Attack|Continue|Joker)/.test(b.label ?? '')) ?? buttons[0]!;
      played.push(decodeComponentId(choice.customId!)!.action as AssassinAction);
      const { answer, board: next } = await playMove(env.discord, users.carol, board, choice.customId!);
      expect(answer.callbackType).toBeOneOf([6, 7]);
      board = next;
    }
    const replayed = replay(assassin, { seed: 'e2e-throne', options: { variants: [] } }, played);
    if (!replayed.ok) throw new Error(replayed.reason);
    const result = assassin.result(replayed.state as AssassinState);
    expect(result.over).toBe(true);
    expect(board.embeds[0]?.description).toContain(`**Score: ${result.score}**`);
    expect(board.embeds[0]?.title).toMatch(result.won ? /keeps the throne/ : /takes the throne/);
    const ranked = await env.discord.run({ user: users.carol, name: 'leaderboard', options: { game: 'assassin' } });
    expect(ranked.message?.embeds[0]?.description).toContain(
      `<@${users.carol.id}> (you): best **${assassin.describeScore!(result.score!)}**`,
    );
    expect(ranked.message?.embeds[0]?.footer?.text).toContain('standard rules only');
  });

  it('leaves a game with alternate rules unranked, says so on its board, and keeps it off the leaderboard', async () => {
    const variants = 'exact-cancel, recycle-reserve';
    const start = await startGame(env.discord, users.bob, 'assassin', { seed: 'e2e-variants', variants }, OTHER_CHANNEL_ID);
    expect(start.message?.content).toBe(
      'This run is unranked: alternate rules are not ranked. The leaderboards rank Royal Assassin with its standard rules only.',
    );
    expect(start.message?.embeds[0]?.footer?.text).toMatch(/^Seed e2e-variants · unranked · exact-cancel, recycle-reserve · /);
    const here = await env.discord.run({ user: users.carol, channelId: OTHER_CHANNEL_ID, name: 'rules', options: { game: 'assassin' } });
    expect(here).toMatchObject({ ephemeral: true });
    expect(here.message?.embeds[0]?.description).toContain("This channel's game plays `exact-cancel`, `recycle-reserve`");
    const elsewhere = await env.discord.run({ user: users.carol, name: 'rules', options: { game: 'assassin' } });
    expect(elsewhere.message?.embeds[0]?.description).not.toContain("This channel's game");
    const board = await playToEnd(env.discord, users.bob, boardOf(start), 500);
    expect(board.embeds[0]?.description).toMatch(/\*\*Score: \d+\*\*/);
    const leaderboard = await env.discord.run({ user: users.bob, name: 'leaderboard', options: { game: 'assassin' } });
    expect(leaderboard.message?.embeds[0]?.description).not.toContain(`<@${users.bob.id}>`);
  });

  it('refuses an unknown variant without starting anything', async () => {
    const answer = await startGame(env.discord, users.carol, 'assassin', { variants: 'dragons' }, OTHER_CHANNEL_ID);
    expect(answer).toMatchObject({ ephemeral: true });
    expect(answer.message?.content).toMatch(/Unknown variant `dragons`.*Nothing was started/);
  });
});
