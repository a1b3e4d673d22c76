/** The browser tests fail, never skip, when Chromium is missing, and say how to install it. */
import { describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';

describe('Sandbox: the test browser', () => {
  it('fails with the install command when Chromium is missing', async () => {
    await expect(launchChromium('/nonexistent/chromium')).rejects.toThrow(
      "need Debian's Chromium at /nonexistent/chromium, and it is not installed. " +
        'Install it with `apt-get update && apt-get install -y chromium`',
    );
  });
});
