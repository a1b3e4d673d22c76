import { defineConfig } from 'vitest/config';

/** The tests that start the built bot or a browser, or read dist/: their project builds dist/ first. */
const e2e = ['test/e2e/**/*.test.ts', 'test/sandbox/**/*.test.ts', 'test/scripts/build.test.ts'];

/**
 * Two projects, run one after the other (docs/testing.md, "How the suite runs"): `unit` (`npm run test:quick`), then
 * `e2e`. Each runs two files at a time (this machine has two cores), and a worker keeps the modules it loaded for its
 * next file (`isolate: false`): loading them again for every file cost more than many tests.
 */
export default defineConfig({
  test: {
    // The root's global setup runs whichever projects run, once; the projects see what it provides.
    globalSetup: ['test/helpers/servers.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: e2e,
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 30_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: e2e,
          globalSetup: ['test/helpers/build.ts'],
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // Bots and browsers wait on the processor with everything else the machine runs: these only end a test that hangs,
          // or an expect.poll that waits in vain (vitest's own default gives up after one second).
          testTimeout: 60_000,
          hookTimeout: 90_000,
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
