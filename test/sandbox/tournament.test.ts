/**
 * A tournament's standings in the sandbox's browser, on the bot's clock moved on by the test: the
 * server starts a three-day Royal Assassin tournament, Alice and Bob play the first day's deal and
 * Carol the second's, and `/tournament standings` is drawn as the page shows it, its chart at the
 * embed's width. Saved as artifacts/sandbox/tournament-standings.png, and the chart at full size as
 * tournament-chart.png.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_ID, type TestUser, users } from '../../local-discord/index.js';
import { type Sandbox, startSandbox } from '../../sandbox/sandbox.js';
import { playToEnd } from '../helpers/moves.js';
import { launchChromium, type TestBrowser } from './browser.js';

const dir = mkdtempSync(join(tmpdir(), 'gm-sandbox-tournament-'));
const clockFile = join(dir, 'clock-offset');
let offset = 0;
let sandbox: Sandbox;
let browser: TestBrowser;

/** Moves the bot's clock to `minutes` past the UTC midnight `days` days after today's (the bot's). */
function moveTo(days: number, minutes: number): void {
  const now = new Date(Date.now() + offset);
  offset += Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days) + minutes * 60_000 - now.getTime();
  writeFileSync(clockFile, String(offset));
}

beforeAll(async () => {
  writeFileSync(clockFile, '0');
  [sandbox, browser] = await Promise.all([
    startSandbox({ port: 0, log: () => undefined, botEnv: { CLOCK_OFFSET_FILE: clockFile, WORK_INTERVAL_MS: '200' } }),
    launchChromium(),
  ]);
  await browser.page.setViewportSize({ width: 1280, height: 1000 });
  await browser.page.goto(sandbox.url);
  await browser.page.locator('body.is-ready').waitFor();
  await browser.page.locator('[data-user="alice"]').click();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

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
