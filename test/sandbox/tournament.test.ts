/**
 * A tournament's standings in the sandbox's browser, on the bot's clock moved on by the test: the
 * server starts a three-day Royal Assassin tournament, Alice and Bob play the first day's deal and
 * Carol the second's, and `/tournament standings` is drawn as the page shows it, its chart at the
 * embed's width. Saved as artifacts/sandbox/tournament-standings.png, and the chart at full size as
 * tournament-chart.png.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, type TestUser, users } from '../../local-discord/index.js';
import type { Sandbox } from '../../sandbox/sandbox.js';
import { playToEnd } from '../helpers/moves.js';
import type { TestBrowser } from './browser.js';
import { useMovableClock, useSandboxPage } from './page.js';

const clock = useMovableClock();
let sandbox: Sandbox;
let browser: TestBrowser;
useSandboxPage({ botEnv: clock.botEnv, viewport: { width: 1280, height: 1000 }, member: 'alice' }, (started, launched) => {
  [sandbox, browser] = [started, launched];
});

/** Moves the bot's clock to `minutes` past the UTC midnight `days` days after today's (the bot's). */
function moveTo(days: number, minutes: number): void {
  const now = new Date(clock.now());
  clock.moveBy(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days) + minutes * 60_000 - now.getTime());
}

/** Plays today's Royal Assassin daily to its end. */
async function playDaily(user: TestUser): Promise<void> {
  const started = await sandbox.discord.run({ user, channelId: CHANNEL_ID, name: 'assassin', subcommand: 'daily' }, { timeoutMs: 30_000 });
  await playToEnd(sandbox.discord, user, started.message!, 300);
}

describe('Sandbox: a tournament', () => {
  it('draws the standings with their chart', async () => {
    moveTo(1, 60);
    await sandbox.discord.run({
      user: users.olga,
      channelId: CHANNEL_ID,
      name: 'tournament',
      subcommand: 'start',
      options: { game: 'assassin', days: 3, name: 'Autumn assassins' },
    });
    await playDaily(users.alice);
    await playDaily(users.bob);
    moveTo(1, 60);
    await playDaily(users.carol);
    const standings = await sandbox.discord.run({ user: users.alice, channelId: CHANNEL_ID, name: 'tournament', subcommand: 'standings' });
    const message = standings.message!;
    expect(message.embeds[0]?.description).toContain('Day 2 of 3');
    const attachment = message.attachments[0]!;
    const file = sandbox.discord.attachmentFile(attachment.id)!;
    mkdirSync('artifacts/sandbox', { recursive: true });
    writeFileSync('artifacts/sandbox/tournament-chart.png', file.data);
    const drawn = browser.page.locator(`#message-${message.id}`);
    await drawn.waitFor();
    await drawn.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        drawn.locator('img:visible').evaluateAll((images) => images.every((image) => (image as unknown as { complete: boolean }).complete)),
      )
      .toBe(true);
    await browser.screenshotOf(drawn, 'tournament-standings');
  }, 180_000);
});
