/** What the bot's thread and its background worker say to each other about replays (solver-pool.ts, solver-work.ts, discord/pictures/replay-make.ts). */
import type { ReplayFrame } from '../../engine/replay.js';

/**
 * A finished run to draw: its game, and its frames: the public views of its board (the deal's, then after each move) with what led
 * to each in one line, which the bot's thread played back from the run's start and moves with the game's rules (plain data, cloned
 * on the way).
 */
export interface ReplayJob {
  game: string;
  frames: ReplayFrame[];
}

/** A replay job as it is sent to the worker, with the id its answer carries back. */
export interface ReplayRequest extends ReplayJob {
  id: number;
}

/** A made replay: the GIF, its frames and width, and how long it took in the thread (ms). */
export interface MadeReplay {
  bytes: Buffer;
  frames: number;
  width: number;
  ms: number;
}

/** A made replay: the GIF's bytes (moved, not copied), its frames, its width and how long it took (ms); or why it could not be made. */
export type ReplayReply =
  | { id: number; ok: true; bytes: ArrayBuffer; frames: number; width: number; ms: number }
  | { id: number; ok: false; error: string };

/** Discord's upload limit for a bot's file (10 MiB): a replay over it is made again smaller. */
export const UPLOAD_LIMIT = 10 * 1024 * 1024;
