/** Risus Royale end to end: a seeded run played through the real client, from the map buttons to the end. */
import { describe, expect, it } from 'vitest';
import { OTHER_CHANNEL_ID, users } from '../../local-discord/index.js';
import { decodeComponentId } from '../../src/discord/actions/custom-id.js';
import { royale } from '../../src/games/royale/index.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import { boardOf, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

describe('End to end: Risus Royale', () => {
  it('plays a seeded run to its end through the map and battle buttons, and ranks it', async () => {
    // A seed whose run this way of playing wins in 7 turns (32 clicks); most runs take all 100 turns, some 450 clicks.
    const character = { wizardry: 2, fighting: 4, thievery: 2, cleric: 2, name: 'Errol Flynn', seed: 'e2e-royale-70' };
    let board = boardOf(await startGame(env.discord, users.dave, 'royale', character, OTHER_CHANNEL_ID));
    // Beside the picture, the edge spaces to enter by, in three rows as they lie (top, sides, bottom).
    expect(board.components).toHaveLength(3);
    let moves = 0;
    for (; moves < 600; moves++) {
      const enabled = moveButtons(env.discord, board).filter((b) => !b.disabled);
      const menus = env.discord.selects(board);
      if (enabled.length === 0 && menus.length === 0) break;
      const fight = enabled.find((b) => decodeComponentId(b.customId ?? '')?.action.type === 'fight');
      const { answer, board: next } =
        fight || enabled.length > 0
          ? await playMove(env.discord, users.dave, board, (fight ?? enabled[0]!).customId!)
          : await playMove(env.discord, users.dave, board, menus[0]!.customId, [menus[0]!.options[0]!.value]);
      expect(answer.callbackType).toBeOneOf([6, 7]);
      board = next;
    }
    expect(moveButtons(env.discord, board)).toEqual([]);
    expect(env.discord.selects(board)).toEqual([]);
    const score = /Score: (-?\d+)/.exec(board.embeds[0]?.description ?? '')?.[1];
    expect(score).toBeDefined();
    const ranked = await env.discord.run({ user: users.dave, name: 'leaderboard', options: { game: 'royale' } });
    expect(ranked.message?.embeds[0]?.description).toContain(`<@${users.dave.id}> (you): best **${royale.describeScore!(Number(score))}**`);
  });

  it('starts a run with the optional rules unranked, saying why on its board; the daily deal takes none of them', async () => {
    const options = {
      wizardry: 1,
      fighting: 4,
      thievery: 3,
      cleric: 2,
      seed: 'e2e-pumps',
      'any-goal': true,
      pumping: true,
      'double-pump': 'C',
    };
    const start = await startGame(env.discord, users.dave, 'royale', options, OTHER_CHANNEL_ID);
    expect(start.message?.content).toBe(
      'This run is unranked: goal 12, pumping and double pumps (Fighting) are not ' +
        'ranked. The leaderboards rank Risus Royale with its standard rules only.',
    );
    expect(start.message?.embeds[0]?.footer?.text).toBe('Seed e2e-pumps · unranked · goal 12 · pumping · double pumps (Fighting) · move 0');
    expect(start.message?.embeds[0]?.fields?.find((f) => f.name === 'Goal')?.value).toMatch(
      /^Achieve any one goal: .*\(goal 12, picked; the deuces dealt goal \d+\)/,
    );
    await env.discord.run({ user: users.dave, channelId: OTHER_CHANNEL_ID, name: 'game', subcommand: 'end' });
    for (const option of ['easy', 'harder', 'any-goal', 'pumping', 'double-pump']) {
      const daily = {
        user: users.dave,
        channelId: OTHER_CHANNEL_ID,
        name: 'royale',
        subcommand: 'daily',
        options: { wizardry: 1, fighting: 4, thievery: 3, cleric: 2, [option]: true },
      };
      expect(() => env.discord.command(daily)).toThrow(`has no option "${option}"`);
    }
  });

  it('refuses a character whose points do not add up, saying what is expected', async () => {
    const answer = await startGame(
      env.discord,
      users.dave,
      'royale',
      { wizardry: 4, fighting: 4, thievery: 4, cleric: 4 },
      OTHER_CHANNEL_ID,
    );
    expect(answer).toMatchObject({ ephemeral: true });
    expect(answer.message?.content).toMatch(/must total 10, not 16.*4-3-2-1.*Nothing was started/);
  });
});
