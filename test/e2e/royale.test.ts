/** Risus Royale end to end: a seeded run played through the real client, from the map buttons to the end. */
import { describe, expect, it } from 'vitest';
import { royale } from '../../src/games/royale/index.js';
import { OTHER_CHANNEL_ID, users, type StoredMessage } from '../../local-discord/index.js';
import { useBotUnderTest } from './use-bot.js';
import { moveButtons } from '../helpers/moves.js';

const env = useBotUnderTest();

describe('End to end: Risus Royale', () => {
  it('plays a seeded run to its end through the map and battle buttons, and ranks it', async () => {
    const character = { wizardry: 2, fighting: 4, thievery: 2, cleric: 2, name: 'Errol Flynn', seed: 'e2e-kardz' };
    const start = await env.discord.run({ user: users.dave, channelId: OTHER_CHANNEL_ID, name: 'royale', subcommand: 'start', options: character });
    let board: StoredMessage = start.message!;
    expect(board.components).toHaveLength(4);
    let moves = 0;
    for (; moves < 600; moves++) {
      const enabled = moveButtons(env.discord, board).filter((b) => !b.disabled);
      const menus = env.discord.selects(board);
      if (enabled.length === 0 && menus.length === 0) break;
      const fight = enabled.find((b) => b.label?.startsWith('Fight'));
      const answer = fight || enabled.length > 0
        ? await env.discord.press({ user: users.dave, message: board, customId: (fight ?? enabled[0]!).customId! })
        : await env.discord.answerTo(env.discord.select({ user: users.dave, message: board, customId: menus[0]!.customId, values: [menus[0]!.options[0]!.value] }));
      expect(answer.callbackType).toBe(7);
      board = answer.message!;
    }
    expect(moveButtons(env.discord, board)).toEqual([]);
    expect(env.discord.selects(board)).toEqual([]);
    const score = /Score: (-?\d+)/.exec(board.embeds[0]?.description ?? '')?.[1];
    expect(score).toBeDefined();
    const ranked = await env.discord.run({ user: users.dave, name: 'leaderboard', options: { game: 'royale' } });
    expect(ranked.message?.embeds[0]?.description).toContain(`<@${users.dave.id}> (you): best **${royale.describeScore!(Number(score))}**`);
  });

  it('refuses a character whose points do not add up, saying what is expected', async () => {
    const answer = await env.discord.run({ user: users.dave, channelId: OTHER_CHANNEL_ID, name: 'royale', subcommand: 'start', options: { wizardry: 4, fighting: 4, thievery: 4, cleric: 4 } });
    expect(answer).toMatchObject({ ephemeral: true });
    expect(answer.message?.content).toMatch(/must total 10, not 16.*4-3-2-1.*Nothing was started/);
  });
});
