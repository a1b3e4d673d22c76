/** The browser tests find Chromium where it is, and fail, never skip, when there is none, saying how to install one. */
import { describe, expect, it } from 'vitest';
import { type ChromiumPlaces, findChromium } from './chromium-path.js';

const PLAYWRIGHTS = '/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const MAC_CHROME = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';

/** A machine with these files, this environment, and Playwright's place for its Chromium. */
function machine(files: string[], env: Record<string, string> = {}, playwright: string | undefined = PLAYWRIGHTS): ChromiumPlaces {
  return { env, playwright: () => playwright, exists: (path) => files.includes(path) };
}

describe('Sandbox: the test browser', () => {
  it('takes CHROMIUM_PATH first', () => {
    expect(findChromium(machine(['/opt/chrome', PLAYWRIGHTS, '/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/chrome' }))).toBe('/opt/chrome');
  });

  it("then the Chromium Playwright downloaded, before the system's", () => {
    expect(findChromium(machine([PLAYWRIGHTS, '/usr/bin/chromium']))).toBe(PLAYWRIGHTS);
  });

  it("then the system's usual places, on Linux and on macOS", () => {
    expect(findChromium(machine(['/usr/bin/chromium-browser', '/usr/bin/google-chrome']))).toBe('/usr/bin/chromium-browser');
    expect(findChromium(machine(['/usr/bin/google-chrome']))).toBe('/usr/bin/google-chrome');
    expect(findChromium(machine([MAC_CHROME], {}, undefined))).toBe(MAC_CHROME);
    expect(findChromium(machine(['/Applications/Chromium.app/Contents/MacOS/Chromium']))).toBe(
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
    );
  });

  it('fails with how to install one when there is none', () => {
    expect(() => findChromium(machine([]))).toThrow(/none was found \(looked in .*chrome-linux64\/chrome, \/usr\/bin\/chromium, /);
    for (const way of [
      '`apt-get install chromium`',
      '`brew install --cask chromium`',
      '`npx playwright-core install chromium`',
      'set CHROMIUM_PATH',
    ])
      expect(() => findChromium(machine([]))).toThrow(way);
  });

  it('fails, rather than looks elsewhere, when CHROMIUM_PATH names no file', () => {
    expect(() => findChromium(machine(['/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/missing' }))).toThrow(
      /CHROMIUM_PATH is set to \/opt\/missing, and there is no file there\. Install one/,
    );
  });
});
