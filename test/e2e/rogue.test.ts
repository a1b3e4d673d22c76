/** Rogue Risus end to end: a seeded run played through the real client, buttons and item menus, to its story and its rank. */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, OTHER_CHANNEL_ID, type TestUser, users } from '../../local-discord/index.js';
import { moveButtons, playMove } from '../helpers/moves.js';
import { boardOf, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

const env = useBotUnderTest();

/** The buttons a careful player prefers, best first. */
const PREFERENCE = [
  /^Take the roll/,
  /^Fight a round/,
  /^Extra shot/,
  /^Wear as/,
  /^Explore/,
  /^Go down/,
  /^Escape/,
  /^Face the level/,
  /^Draw a card/,
];

describe('End to end: Rogue Risus', () => {
  it('plays a seeded run to its end with buttons and item menus, tells its story, and ranks it', async () => {
    const options = { cliche: 'fighter', name: 'Rogue *Bold*', seed: 'e2e-393' };
    let board = boardOf(await startGame(env.discord, users.carol, 'rogue', options, OTHER_CHANNEL_ID));
    expect(board.embeds[0]?.title).toContain('Rogue *Bold*'.replace(/\*/g, '\\*'));
    const intruder = await env.discord.press({ user: users.bob, message: board, customId: env.discord.buttons(board)[0]!.customId! });
    expect(intruder).toMatchObject({ ephemeral: true });
    let menusUsed = 0;
    let moves = 0;
    for (; moves < 2000; moves++) {
      const enabled = moveButtons(env.discord, board).filter((b) => !b.disabled);
      const menus = env.discord.selects(board);
      if (enabled.length === 0 && menus.length === 0) break;
      const preferred = PREFERENCE.map((label) => enabled.find((b) => label.test(b.label ?? ''))).find(Boolean);
      const useMenu = menus.length > 0 && (menusUsed < 3 || !preferred);
      const { answer, board: next } = useMenu
        ? await playMove(env.discord, users.carol, board, menus[0]!.customId, [menus[0]!.options[0]!.value])
        : await playMove(env.discord, users.carol, board, (preferred ?? enabled[0]!).customId!);
      if (useMenu) menusUsed++;
      expect(answer.callbackType).toBeOneOf([6, 7]);
      expect(answer.elapsedMs).toBeLessThan(3000);
      board = next;
    }
    expect(moves).toBeGreaterThan(100);
    expect(menusUsed).toBeGreaterThan(0);
    expect(moveButtons(env.discord, board)).toEqual([]);
    expect(env.discord.selects(board)).toEqual([]);
    const embed = board.embeds[0]!;
    expect(embed.footer?.text).toContain('Seed e2e-393');
    const story = embed.fields?.find((f) => f.name.includes('story'))?.value ?? '';
    expect(story).toMatch(/^Rogue \\\*Bold\\\* the Fighter entered level 1/);
    // Beside the picture the story keeps its first line, the level it ended on and how it ended.
    expect(story.split('\n')[1]).toMatch(/^… Level 5: 9 cards drawn, 1 kill\.$/);
    expect(story).toMatch(/Slain by the .+ on level \d+\.$/);
    const score = /\*\*Score: ([\d,]+)\*\*/.exec(embed.description ?? '')?.[1]?.replace(/,/g, '');
    expect(Number(score)).toBeGreaterThanOrEqual(50_000);
    const [, level, kills] = /Deepest level (\d+), (\d+) kills/.exec(embed.description ?? '') ?? [];
    const ranked = await env.discord.run({ user: users.carol, name: 'leaderboard', options: { game: 'rogue' } });
    expect(ranked.message?.embeds[0]?.description).toContain(`<@${users.carol.id}> (you): best **level ${level} · ${kills} kills**`);
    const stats = await env.discord.run({ user: users.carol, name: 'stats', options: { game: 'rogue' } });
    expect(stats.message?.embeds[0]?.fields?.[0]).toMatchObject({
      name: 'Rogue Risus',
      value: expect.stringContaining(`Best **level ${level} · ${kills} kills**`),
    });
  });

  it("deals today's dungeon alike to two players in two channels, whatever their cliché", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const daily = (user: TestUser, channelId: string) =>
      env.discord.run({ user, channelId, name: 'rogue', subcommand: 'daily', options: { cliche: 'fire-mage' } });
    const carol = await daily(users.carol, CHANNEL_ID);
    const dave = await daily(users.dave, OTHER_CHANNEL_ID);
    const drawn = [];
    for (const [user, answer] of [
      [users.carol, carol],
      [users.dave, dave],
    ] as const) {
      expect(answer.message?.embeds[0]?.footer?.text).toContain(`Daily deal of ${today}`);
      const draw = env.discord.buttons(answer.message!).find((b) => b.label === 'Draw a card')!;
      const after = await env.discord.press({ user, message: answer.message!, customId: draw.customId! });
      drawn.push(after.message?.embeds[0]?.fields?.map((f) => `${f.name}: ${f.value}`).filter((f) => !f.includes('Character')));
    }
    expect(drawn[0]).toEqual(drawn[1]);
    for (const channelId of [CHANNEL_ID, OTHER_CHANNEL_ID]) {
      const user = channelId === CHANNEL_ID ? users.carol : users.dave;
      expect(await env.discord.run({ user, channelId, name: 'game', subcommand: 'end' })).toMatchObject({ ephemeral: false });
    }
  });
});
