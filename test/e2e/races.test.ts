/**
 * Races through the real bot process, on SQLite and on Redis: a `/game show` sent in the
 * same moment as a move, and a double click, never make the newest board refused or drawn older.
 */
import { describe, expect, it } from 'vitest';
import { OTHER_CHANNEL_ID, type StoredMessage, users } from '../../local-discord/index.js';
import { availableBackends } from '../helpers/backends.js';
import { boardOf, startGame } from './steps.js';
import { useBotUnderTest } from './use-bot.js';

describe.each(availableBackends().filter((backend) => backend !== 'postgres'))('Races end to end (%s)', (backend) => {
  const env = useBotUnderTest(backend);
  const channelId = OTHER_CHANNEL_ID;

  /** The channel's board with live buttons, once the board it replaced has lost its own: exactly one, or the test fails. */
  async function liveBoard(): Promise<StoredMessage> {
    const live = () =>
      env.discord.messages(channelId).filter((m) => !m.ephemeral && m.embeds.length > 0 && env.discord.buttons(m).length > 0);
    await expect.poll(() => live()).toHaveLength(1);
    return live()[0]!;
  }

  function moveOf(message: StoredMessage): number {
    return Number(/move (\d+)$/.exec(message.embeds[0]?.footer?.text ?? '')?.[1] ?? NaN);
  }

  it('never refuses the newest board after a /game show sent in the same moment as a move', async () => {
    // Royal Assassin: a long game of single-button turns, so every round has a move to make.
    await startGame(env.discord, users.alice, 'assassin', { seed: `race-show-${backend}` }, channelId);
    for (let round = 1; round <= 12; round++) {
      const live = await liveBoard();
      const customId = env.discord.buttons(live)[0]!.customId!;
      const [moved, shown] = await Promise.all([
        env.discord.press({ user: users.alice, message: live, customId }),
        env.discord.run({ user: users.alice, channelId, name: 'game', subcommand: 'show' }),
      ]);
      expect(moved.callbackType, moved.message?.content).toBe(7);
      expect(shown.ephemeral).toBe(false);
      // One board has live buttons, and it shows the newest move: never an older one.
      expect(moveOf(await liveBoard())).toBe(round);
    }
    const next = await liveBoard();
    const click = await env.discord.press({ user: users.alice, message: next, customId: env.discord.buttons(next)[0]!.customId! });
    expect(click.callbackType, click.message?.content).toBe(7);
    await env.discord.run({ user: users.alice, channelId, name: 'game', subcommand: 'end' });
  });

  it('applies a double click once and acknowledges the second quietly, never "out of date"', async () => {
    const start = boardOf(await startGame(env.discord, users.alice, 'scoundrel', { seed: `race-double-${backend}` }, channelId));
    const customId = env.discord.buttons(start)[0]!.customId!;
    const first = env.discord.click({ user: users.alice, message: start, customId });
    const second = env.discord.click({ user: users.alice, message: start, customId });
    const answers = await Promise.all([first, second].map((id) => env.discord.answerTo(id, { waitForEdit: false })));
    expect(answers.map((a) => a.callbackType).sort()).toEqual([6, 7]);
    expect(answers.every((a) => !/out of date/.test(a.message?.content ?? ''))).toBe(true);
    expect(moveOf(await liveBoard())).toBe(1);
    await env.discord.run({ user: users.alice, channelId, name: 'game', subcommand: 'end' });
  });
});
