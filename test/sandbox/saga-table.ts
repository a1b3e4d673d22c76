/**
 * A Saga table played through the sandbox's local Discord, as the browser tests play it: Alice opens it as the GM, Bob and Carol join,
 * Alice starts fights of both against an opponent, each plays a card from their hand, and Alice resolves the round.
 */
import { expect } from 'vitest';
import { CHANNEL_ID, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import type { Sandbox } from '../../sandbox/sandbox.js';

/** The steps of a Saga table in the test channel of a started sandbox. */
export function sagaTable(sandbox: Sandbox) {
  const { discord } = sandbox;
  const saga = (user: TestUser, subcommand: string, options: Record<string, string | number | boolean> = {}) =>
    discord.run({ user, channelId: CHANNEL_ID, name: 'saga', subcommand, options });
  /** The table as it stands: the newest public Saga message with controls (it is posted anew under a public record). */
  const live = (): StoredMessage =>
    discord
      .messages(CHANNEL_ID)
      .filter((m) => !m.ephemeral && m.embeds[0]?.title?.startsWith('Saga for Risus') && m.components.length > 0)
      .at(-1)!;
  return {
    saga,
    live,
    /** Alice opens the table (edge 2), Bob joins as Bo the Bold (Ninja 4, Poet 2), Carol as Cy (Brawler 3, [Wizard] 2, edge 3). */
    async open(): Promise<void> {
      await saga(users.alice, 'start', { edge: 2 });
      await saga(users.bob, 'join', { character: 'Bo the Bold', cliches: 'Ninja (4), Poet (2)' });
      await saga(users.carol, 'join', { character: 'Cy', cliches: 'Brawler (3), [Wizard] (2)', edge: 3 });
    },
    /** Alice starts a fight of Bo (Ninja) and Cy (Brawler) against `opponent`, physical and of rank 5 unless `extra` says otherwise. */
    fight: (opponent: string, extra: Record<string, string | number | boolean> = {}) =>
      saga(users.alice, 'fight', {
        opponent,
        style: 'physical',
        rank: 5,
        player: users.bob.id,
        cliche: 'Ninja',
        player2: users.carol.id,
        cliche2: 'Brawler',
        ...extra,
      }),
    /**
     * Opens the member's hand from the table and plays the first card offered, stopping when a chain allows; a player out of the fight
     * has none to play.
     */
    async playCard(user: TestUser): Promise<void> {
      const view = discord.buttons(live()).find((b) => b.label === 'My hand / GM panel')!;
      const hand = (await discord.press({ user, message: live(), customId: view.customId! })).message!;
      const menu = discord.selects(hand)[0];
      if (!menu) return;
      const played = await discord.answerTo(
        discord.select({ user, message: hand, customId: menu.customId, values: [menu.options[0]!.value] }),
      );
      const stop = discord.buttons(played.message!).find((b) => b.label === 'Stop here');
      if (stop) await discord.press({ user, message: played.message!, customId: stop.customId! });
    },
    /** The GM resolves the open round; resolves once the table shows it. */
    async resolve(): Promise<void> {
      await expect.poll(() => discord.buttons(live()).some((b) => b.label === 'Resolve (GM)'), { timeout: 10_000 }).toBe(true);
      const before = `${live().id}@${live().editedAt}`;
      await saga(users.alice, 'resolve');
      await expect.poll(() => `${live().id}@${live().editedAt}`, { timeout: 10_000 }).not.toBe(before);
    },
  };
}
