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

/** Opens a store on a new temporary file. */
export function openTestStore(): Promise<TestStore> {
  const dir = mkdtempSync(join(tmpdir(), 'gm-bot-test-'));
  return openAt(dir, join(dir, 'bot.sqlite'));
}

async function openAt(dir: string, path: string): Promise<TestStore> {
  const storage = await openStorage(`sqlite://${path}`);
  const leaderboard = new Leaderboard(storage.sql);
  let clock = Date.parse('2026-11-22T12:00:00Z');
  const sessions = new SessionService(storage.store, leaderboard, {
    now: () => new Date((clock += 1000)),
    newId: () => `s${(ids++).toString(36)}`,
  });
  return {
    file: path,
    storage,
    sessions,
    leaderboard,
    close: () => storage.close(),
    reopen: () => openAt(dir, path),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
