/** Test stores: the session service and leaderboard over a fresh store of a backend, with a fake clock and ids. */

import { rmSync } from 'node:fs';
import { afterEach, beforeEach } from 'vitest';
import { findGame } from '../../src/catalog.js';
import { Leaderboard } from '../../src/sessions/scores/leaderboard.js';
import { SessionService } from '../../src/sessions/session-service.js';
import { openStorage } from '../../src/sessions/store/open-storage.js';
import type { Storage } from '../../src/sessions/store/storage.js';
import { type Backend, freshUrl } from './backends.js';

/** A fresh store and the services over it. */
export interface TestStore {
  backend: Backend;
  url: string;
  storage: Storage;
  sessions: SessionService;
  leaderboard: Leaderboard;
  /** Closes the store; `reopen` opens the same store again, as a restarted bot would. */
  close(): Promise<void>;
  reopen(): Promise<TestStore>;
  /** Opens a second connection to the same store, as another process would. */
  another(): Promise<Storage>;
  /** Removes the store's temporary files (after close). */
  cleanup(): void;
  /** Writes raw text as a stored row, bypassing keyv (to damage it). */
  writeRaw(key: string, text: string): Promise<void>;
}

let ids = 0;

/** Opens a fresh store of a backend (SQLite by default). */
export async function openTestStore(backend: Backend = 'sqlite'): Promise<TestStore> {
  const { url, dir } = await freshUrl(backend);
  return openAt(backend, url, dir);
}

async function openAt(backend: Backend, url: string, dir: string | null): Promise<TestStore> {
  const storage = await openStorage(url);
  const leaderboard = new Leaderboard(storage.ledger);
  let clock = Date.parse('2026-11-22T12:00:00Z');
  const sessions = new SessionService(storage.store, leaderboard, {
    findGame,
    now: () => new Date((clock += 1000)),
    newId: () => `s${(ids++).toString(36)}${process.pid.toString(36)}`,
  });
  return {
    backend,
    url,
    storage,
    sessions,
    leaderboard,
    close: () => storage.close(),
    reopen: () => openAt(backend, url, dir),
    another: () => openStorage(url),
    cleanup: () => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
    writeRaw: async (key, text) => {
      if (backend === 'redis') await storage.raw('SET', key, text);
      else
        await storage.raw('INSERT INTO keyv (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', key, text);
    },
  };
}

/** Opens a fresh store of `backend` before each test of the enclosing `describe` (handed to `take`), and closes and removes it after. */
export function useTestStore(backend: Backend, take: (store: TestStore) => void): void {
  let store: TestStore | undefined;
  beforeEach(async () => {
    store = await openTestStore(backend);
    take(store);
  });
  afterEach(async () => {
    await store?.close();
    store?.cleanup();
  });
}
