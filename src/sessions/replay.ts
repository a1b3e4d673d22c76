/** Re-checks a recorded run against the engine: its seed, options and actions must give its score. */
import type { GameResult } from '../engine/game.js';
import { findGame } from '../games/index.js';
import type { RunRecord } from './ledger.js';

/** The result the engine gives for a recorded run, or why it cannot be replayed. */
export function replayRun(run: RunRecord): { ok: true; result: GameResult } | { ok: false; reason: string } {
  const game = findGame(run.game);
  if (!game) return { ok: false, reason: `unknown game ${run.game}` };
  if (!run.actions) return { ok: false, reason: 'the run has no recorded actions' };
  let state = game.setup({ seed: run.seed, options: run.options ?? undefined });
  for (const [i, action] of run.actions.entries()) {
    const parsed = game.actionSchema.safeParse(action);
    if (!parsed.success) return { ok: false, reason: `action ${i + 1} does not read as a ${game.title} action` };
    const next = game.apply(state, parsed.data);
    if (!next.ok) return { ok: false, reason: `action ${i + 1} is refused: ${next.message}` };
    state = next.state;
  }
  return { ok: true, result: game.result(state) };
}
