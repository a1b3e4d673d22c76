/** Re-checks a recorded run against the engine: its seed, options and actions must give its score. */
import type { FindGame, GameResult } from '../../src/engine/game.js';
import { replay } from '../../src/engine/replay.js';
import type { RunRecord } from '../../src/sessions/scores/ledger.js';

/** The result the engine gives for a recorded run of a game `findGame` knows, or why it cannot be replayed. */
export function replayRun(run: RunRecord, findGame: FindGame): { ok: true; result: GameResult } | { ok: false; reason: string } {
  const game = findGame(run.game);
  if (!game) return { ok: false, reason: `unknown game ${run.game}` };
  if (!run.actions) return { ok: false, reason: 'the run has no recorded actions' };
  const replayed = replay(game, { seed: run.seed, options: run.options ?? undefined }, run.actions);
  return replayed.ok ? { ok: true, result: game.result(replayed.state) } : replayed;
}
