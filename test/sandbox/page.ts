/**
 * The sandbox's page in a browser for the browser tests: the sandbox and Chromium started for a test file, the page open and
 * ready (in Discord's dark theme, or its light one); the composer as a member uses it; a clock for the bot that a test moves on; and
 * the daily post on that clock, as Alice's page shows it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHANNEL_ID, type InteractionAnswer, type StoredMessage, type TestUser, users } from '../../local-discord/index.js';
import { type Sandbox, type StartSandboxOptions, startSandbox } from '../../sandbox/sandbox.js';
import { dailyPosts } from '../e2e/steps.js';
import { launchChromium, type TestBrowser } from './browser.js';

/** How the test file wants the page: the sandbox's log and bot settings, the window's size, whom it plays as from the start. */
interface PageOptions extends Pick<StartSandboxOptions, 'log' | 'botEnv'> {
  viewport?: { width: number; height: number };
  member?: string;
  /** Discord's light theme instead of its dark one. */
  theme?: 'light';
}

/**
 * Starts the sandbox and a browser before the file's tests (handed to `take`), opens the page and waits for it to be ready, and
 * closes both after them. Starting both on a busy machine may take longer than a hook's default.
 */
export function useSandboxPage(options: PageOptions, take: (sandbox: Sandbox, browser: TestBrowser) => void): void {
  let sandbox: Sandbox | undefined;
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    [sandbox, browser] = await Promise.all([
      startSandbox({ port: 0, log: options.log ?? (() => undefined), ...(options.botEnv ? { botEnv: options.botEnv } : {}) }),
      launchChromium(),
    ]);
    take(sandbox, browser);
    if (options.viewport) await browser.page.setViewportSize(options.viewport);
    await browser.page.goto(options.theme ? `${sandbox.url}?theme=${options.theme}` : sandbox.url);
    await browser.page.locator('body.is-ready').waitFor();
    if (options.member) await playAs(browser.page, options.member);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await sandbox?.close();
  });
}

/** Plays as this member (the member list on the right). */
export async function playAs(page: Page, username: string): Promise<void> {
  await page.locator(`[data-user="${username}"]`).click();
}

/** Types `/command sub` in the composer and presses Enter for its option fields. */
export async function openCommand(page: Page, command: string): Promise<void> {
  await page.locator('.composer-input').click();
  await page.keyboard.type(command);
  await page.keyboard.press('Enter');
  expect(await page.locator('.cmd-chip').innerText()).toBe(command);
}

/**
 * Fills the open command's fields (a list is picked by value or label: choices, booleans, members; a box is typed in) and sends it with
 * Enter.
 */
export async function fillAndSend(page: Page, options: Record<string, string | number>): Promise<void> {
  let last: Locator = page.locator('.composer-send');
  for (const [name, value] of Object.entries(options)) {
    last = page.getByLabel(name, { exact: true });
    if (await last.evaluate((el) => el.tagName === 'SELECT')) await last.selectOption(String(value));
    else await last.fill(String(value));
  }
  await last.press('Enter');
}

/** The bot's clock, read from a file the test moves it on in; removed after the file's tests. */
export interface MovableClock {
  /** What the bot needs to read this clock, and to look for due work every 200 ms. */
  botEnv: Record<string, string>;
  /** The time on the bot's clock, in ms. */
  now(): number;
  /** Moves the bot's clock on by `ms`. */
  moveBy(ms: number): void;
}

/** A clock for the sandbox's bot that starts at this process's time and that the test moves on. */
export function useMovableClock(): MovableClock {
  const dir = mkdtempSync(join(tmpdir(), 'gm-sandbox-clock-'));
  const file = join(dir, 'clock-offset');
  let offset = 0;
  writeFileSync(file, '0');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    botEnv: { CLOCK_OFFSET_FILE: file, WORK_INTERVAL_MS: '200' },
    now: () => Date.now() + offset,
    moveBy: (ms) => {
      offset += ms;
      writeFileSync(file, String(offset));
    },
  };
}

/** The width of a picture the page shows once the browser has loaded and decoded it; 0 while it has not (or it is broken). */
export function loadedWidth(picture: Locator): Promise<number> {
  return picture.evaluate((img) => {
    const loaded = img as unknown as { complete: boolean; naturalWidth: number };
    return loaded.complete ? loaded.naturalWidth : 0;
  });
}

/** Sets the daily post of the test channel at the next full UTC hour of `clock`; resolves with what `/settings` answered. */
async function setDailyPost(sandbox: Sandbox, clock: MovableClock): Promise<string | undefined> {
  const hour = (new Date(clock.now()).getUTCHours() + 1) % 24;
  const options = { 'daily-channel': CHANNEL_ID, 'daily-hour': hour, timezone: 'UTC' };
  return (await sandbox.discord.run({ user: users.olga, channelId: CHANNEL_ID, name: 'settings', options })).message?.content;
}

/** Moves `clock` to the next daily post that an answer of `/settings` names, and resolves with the post once it is made. */
export async function nextDailyPost(sandbox: Sandbox, clock: MovableClock, answer: string | undefined): Promise<StoredMessage> {
  const at = Number(/Next post: <t:(\d+):F>/.exec(answer ?? '')?.[1]) * 1000;
  const count = dailyPosts(sandbox.discord, CHANNEL_ID).length;
  clock.moveBy(at - clock.now() + 1_000);
  await expect.poll(() => dailyPosts(sandbox.discord, CHANNEL_ID).length, { timeout: 10_000 }).toBe(count + 1);
  return dailyPosts(sandbox.discord, CHANNEL_ID).at(-1)!;
}

/** The sandbox and Alice's page for a file's tests of the daily post, the bot on a clock they move on. */
export interface DailyPostPage {
  readonly sandbox: Sandbox;
  readonly browser: TestBrowser;
  readonly clock: MovableClock;
  /** Sets the test channel's daily post and moves the clock to it; resolves with the post once it is made. */
  firstPost(): Promise<StoredMessage>;
  /** Presses Scoundrel on a daily post as `user` (dealing may take long on a busy machine), and resolves with the answer. */
  dealScoundrel(user: TestUser, post: StoredMessage): Promise<InteractionAnswer>;
}

/**
 * Starts the sandbox on a movable clock and its page as Alice sees it (1280 × 1000) before the file's tests (handed to `take`), for
 * the daily post.
 */
export function useDailyPostPage(take: (page: DailyPostPage) => void): void {
  const clock = useMovableClock();
  useSandboxPage({ botEnv: clock.botEnv, viewport: { width: 1280, height: 1000 }, member: 'alice' }, (sandbox, browser) =>
    take({
      sandbox,
      browser,
      clock,
      firstPost: async () => nextDailyPost(sandbox, clock, await setDailyPost(sandbox, clock)),
      dealScoundrel: (user, post) => {
        const scoundrel = sandbox.discord.buttons(post).find((b) => b.label === 'Scoundrel')!.customId!;
        return sandbox.discord.press({ user, message: post, customId: scoundrel }, { timeoutMs: 60_000 });
      },
    }),
  );
}
