/** A move a worker's answer names (solver-messages.ts checks only its shape), read by its game's own action schema. */
import type { AnyGame } from '../../engine/game.js';
import type { WorkerMove } from './solver-messages.js';

/** `raw` as a move of `game`; throws when it is not one (the answer it came in is then not believed). */
export function gameMove(game: AnyGame, raw: WorkerMove): unknown {
  const parsed = game.actionSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`the coach's worker named a move that is not one of ${game.id}`);
  return parsed.data;
}
