/** Test stores: a session service over a temporary SQLite file, with a fake clock and ids. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Leaderboard } from '../../src/sessions/leaderboard.js';
import { SessionService } from '../../src/sessions/session-service.js';
import { openStorage, type Storage } from '../../src/sessions/storage.js';

/** A store on a temporary SQLite file and the services over it. */
export interface TestStore {
  file: string;
  storage: Storage;
  sessions: SessionService;
  leaderboard: Leaderboard;
  /** Closes the store; `reopen` opens the same file again, as a restarted bot would. */
  close(): Promise<void>;
  reopen(): Promise<TestStore>;
  /** Removes the temporary folder (after close). */
  cleanup(): void;
}

let ids = 0;

/** Opens a store on `file`, or on a new temporary file. */
export async function openTestStore(file?: string): Promise<TestStore> {
  const dir = file ? null : mkdtempSync(join(tmpdir(), 'gm-bot-test-'));
  const path = file ?? join(dir as string, 'bot.sqlite');
  const storage = await openStorage(`sqlite://${path}`);
  const leaderboard = new Leaderboard(storage.keyv);
  let clock = Date.parse('2026-11-22T12:00:00Z');
  const sessions = new SessionService(storage.keyv, leaderboard, {
    now: () => new Date((clock += 1000)),
    newId: () => `s${(ids++).toString(36)}`,
  });
  return {
    file: path,
    storage,
    sessions,
    leaderboard,
    close: () => storage.close(),
    reopen: () => openTestStore(path),
    cleanup: () => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
