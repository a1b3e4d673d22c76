/** What the bot's thread and the replay thread (replay-thread.ts, replay-worker.ts) say to each other. */

/** A run to play back: its game, seed, options and moves (plain data, cloned on the way). */
export interface ReplayRequest {
  id: number;
  game: string;
  seed: string;
  options: unknown;
  actions: unknown[];
}

/** A made replay: the GIF's bytes (moved, not copied), its frames, its width and how long it took (ms); or why it could not be made. */
export type ReplayReply =
  | { id: number; ok: true; bytes: ArrayBuffer; frames: number; width: number; ms: number }
  | { id: number; ok: false; error: string };

/** Discord's upload limit for a bot's file (10 MiB): a replay over it is made again smaller. */
export const UPLOAD_LIMIT = 10 * 1024 * 1024;
