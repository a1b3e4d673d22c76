/**
 * Where the browser tests find Chromium, in order: the `CHROMIUM_PATH` setting; the Chromium Playwright
 * downloaded for this version of playwright-core (`npx playwright-core install chromium`, on Linux and
 * macOS); then a system's usual places. With none, the tests fail, never skip, saying how to get one.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** The usual places of a system's Chromium or Chrome: Debian and other Linuxes, then macOS. */
const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** How to get a Chromium, said by every failure to find one. */
const HOW_TO_INSTALL =
  'Install one: on Debian `apt-get install chromium`; on macOS `brew install --cask chromium`; anywhere ' +
  '`npx playwright-core install chromium` (the Chromium of this playwright-core). Or set CHROMIUM_PATH to a ' +
  'Chromium or Chrome executable.';

/** What the search reads: the environment, where Playwright keeps its Chromium (if it knows), and whether a file is there. */
export interface ChromiumPlaces {
  env: Record<string, string | undefined>;
  playwright: () => string | undefined;
  exists: (path: string) => boolean;
}

/** Playwright's own place for its Chromium on this machine, or undefined on a platform it does not serve. */
function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

const THIS_MACHINE: ChromiumPlaces = { env: process.env, playwright: playwrightChromium, exists: existsSync };

/** The Chromium the browser tests launch; throws, saying how to install one, when there is none. */
export function findChromium(places: ChromiumPlaces = THIS_MACHINE): string {
  const setting = places.env.CHROMIUM_PATH;
  if (setting) {
    if (places.exists(setting)) return setting;
    throw new Error(`CHROMIUM_PATH is set to ${setting}, and there is no file there. ${HOW_TO_INSTALL}`);
  }
  const playwright = places.playwright();
  const candidates = playwright ? [playwright, ...SYSTEM_CHROMIUMS] : SYSTEM_CHROMIUMS;
  const found = candidates.find((path) => places.exists(path));
  if (found) return found;
  throw new Error(`The browser tests need Chromium, and none was found (looked in ${candidates.join(', ')}). ${HOW_TO_INSTALL}`);
}
