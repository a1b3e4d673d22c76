/**
 * Vitest global setup: builds dist/ once (scripts/build.mjs, what `npm start` runs first), so that
 * every bot process the tests start runs the code under test, as `npm start` would.
 */
import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '../../local-discord/index.js';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
}
