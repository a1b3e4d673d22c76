/** Chromium driven by playwright-core for the sandbox's browser tests: headless, a fresh profile, no network but 127.0.0.1. */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { REPO_ROOT } from '../../local-discord/index.js';
import { findChromium } from './chromium-path.js';

/** Where the tests save screenshots of the page (git-ignored). */
const SCREENSHOTS = join(REPO_ROOT, 'artifacts', 'sandbox');

/** The flags Chromium needs here (no sandbox as root, no GPU, nothing phoning home). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A running browser with one page. */
export interface TestBrowser {
  page: Page;
  context: BrowserContext;
  /** Saves a PNG of the page as artifacts/sandbox/<name>.png. */
  screenshot(name: string): Promise<void>;
  /** Saves a PNG of one element (a message, whole even when taller than the window) as artifacts/sandbox/<name>.png. */
  screenshotOf(element: Locator, name: string): Promise<void>;
  /** Waits for the page to draw the message `messageId`, then saves it as artifacts/sandbox/<name>.png. */
  screenshotOfMessage(messageId: string, name: string): Promise<void>;
  close(): Promise<void>;
}

/** Launches headless Chromium (chromium-path.ts) with a fresh user-data-dir; fails with how to install it when there is none. */
export async function launchChromium(): Promise<TestBrowser> {
  const executablePath = findChromium();
  const profile = mkdtempSync(join(tmpdir(), 'sandbox-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 860 },
  });
  context.setDefaultTimeout(5_000);
  // Only the sandbox on this machine: any other request is cut off.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  const page = context.pages()[0] ?? (await context.newPage());
  mkdirSync(SCREENSHOTS, { recursive: true });
  const browser: TestBrowser = {
    page,
    context,
    screenshot: async (name) => {
      await page.mouse.move(0, 0); // no hover highlight in the picture
      await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
    },
    screenshotOf: async (element, name) => {
      // A window tall enough for the whole element, so the channel's header and composer cover none of it.
      const viewport = page.viewportSize();
      const box = await element.boundingBox();
      if (viewport && box && box.height + 240 > viewport.height)
        await page.setViewportSize({ width: viewport.width, height: Math.ceil(box.height + 240) });
      await element.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await element.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
      if (viewport) await page.setViewportSize(viewport);
    },
    screenshotOfMessage: async (messageId, name) => {
      const drawn = page.locator(`#message-${messageId}`);
      await drawn.waitFor();
      await browser.screenshotOf(drawn, name);
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
  return browser;
}
