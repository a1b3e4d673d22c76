/**
 * `npm run build` (and before `npm start`): the bot as JavaScript under dist/, one file for each
 * program (the bot, the sharded launcher, the command deployer) and each worker thread (the bot's
 * background worker, the solver-only one of the scripts, the drawing's), bundled from src/ with the
 * packages left to node_modules/; code they share, and code imported on demand (a store other
 * than SQLite, the replays' drawing), in files of their own beside them (esbuild's splitting), so that
 * nothing is loaded before it is used. The bot then
 * runs on Node alone, without tsx's loader, a thread of its own that held some 37 MB of every bot
 * process (docs/performance.md, "What keeps it fast and small"). esbuild only strips the types
 * (`npm run typecheck` checks them).
 * dist/ sits at the depth of src/, and each worker file next to the bundle that starts it, so the paths
 * the code builds from its own place (the data/ folder, the SQLite file, a worker's module) hold in both.
 */
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
// Built beside dist/ and then put in its place, so that dist/ is never half written.
const out = `${dist}.${process.pid}`;

await build({
  entryPoints: {
    main: 'src/main.ts',
    sharded: 'src/sharded.ts',
    'deploy-commands': 'src/deploy-commands.ts',
    'solver-worker': 'src/sessions/coach/solver-worker.ts',
    'background-worker': 'src/discord/pictures/background-worker.ts',
    'drawing-worker': 'src/discord/pictures/drawing-worker.ts',
  },
  absWorkingDir: root,
  outdir: out,
  bundle: true,
  packages: 'external',
  format: 'esm',
  // Without it, a module imported on demand (the Redis and Postgres stores) would be hoisted into the
  // bot's file, and its packages loaded at start (some 3 MB of memory for a bot on SQLite).
  splitting: true,
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});
rmSync(dist, { recursive: true, force: true });
renameSync(out, dist);
