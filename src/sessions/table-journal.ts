/**
 * A table's journal (what `/saga recap` tells), kept in the store beside the table's session and not
 * in it, so the stored table and a move's time stay as small however long the campaign runs.
 *
 * Each move that adds to the story (the game's `journal` hook) appends one entry, stamped with the
 * move's version and time, to the page of its version: `journal:<channel>:<page>`, a page for every
 * JOURNAL_PAGE_MOVES versions. A move writes its own page only (a few kilobytes at most), conditionally
 * on the page it read (the store decides: two processes appending at once never lose an entry), and an
 * entry already there for that version is not written twice. Starting a page deletes the one
 * JOURNAL_PAGES pages back, so the journal holds the story of the table's last 901 to 1,000 moves, at
 * most one entry a move, oldest dropped first. A page of an earlier table in the channel is never read
 * as this one's: each page names its table's session.
 */
import { z } from 'zod';
import type { KvStore, Stamp } from './store/kv-store.js';

/** How many moves (versions of the table) one page of the journal covers. */
export const JOURNAL_PAGE_MOVES = 100;

/** How many pages a table keeps: with JOURNAL_PAGE_MOVES, the last 901 to 1,000 moves. */
export const JOURNAL_PAGES = 10;

/** The longest entry kept (characters); a story paragraph is far shorter. */
const ENTRY_LENGTH = 2_000;

/** How many times an append is tried again after another process wrote the page between the read and the write. */
const APPEND_ATTEMPTS = 3;

const entrySchema = z.object({
  /** The version of the table the move made. */
  v: z.number().int().min(1),
  /** When the move was made (ISO). */
  at: z.string(),
  text: z.string().max(ENTRY_LENGTH),
});
/** One move's paragraph of the story. */
export type JournalEntry = z.infer<typeof entrySchema>;

const pageSchema = z.object({
  /** The table's session. */
  id: z.string(),
  /** The page's own version, for the conditional write. */
  version: z.number().int().min(1),
  entries: z.array(entrySchema),
});
type Page = z.infer<typeof pageSchema>;

/** The table a journal belongs to: its channel, its session and the version it is at. */
export interface JournalTable {
  channelId: string;
  id: string;
  version: number;
}

/** What is kept of a table's story: its entries in order, and the first version still kept (above 1 once the oldest were dropped). */
export interface JournalRead {
  entries: JournalEntry[];
  keptFrom: number;
}

/** The journals of the tables in the store. */
export class TableJournal {
  constructor(private readonly store: KvStore) {}

  /** Appends the story of the move that made `table.version` (once, however often it is asked). */
  async append(table: JournalTable, at: string, text: string): Promise<void> {
    const page = pageOf(table.version);
    const entry = { v: table.version, at, text: text.slice(0, ENTRY_LENGTH) };
    for (let attempt = 1; attempt <= APPEND_ATTEMPTS; attempt++) {
      const stored = await this.store.get(key(table.channelId, page));
      const parsed = pageSchema.safeParse(stored);
      const mine = parsed.success && parsed.data.id === table.id ? parsed.data : null;
      if (mine?.entries.some((e) => e.v === entry.v)) return;
      if (stored !== undefined && !parsed.success) await this.store.delete(key(table.channelId, page));
      const next: Page = {
        id: table.id,
        version: (mine?.version ?? 0) + 1,
        entries: [...(mine?.entries ?? []), entry].sort((a, b) => a.v - b.v),
      };
      const expected = parsed.success ? stampOf(parsed.data) : null;
      if (await this.store.setIfVersion(key(table.channelId, page), next, expected)) {
        if (!mine && page >= JOURNAL_PAGES) await this.store.delete(key(table.channelId, page - JOURNAL_PAGES));
        return;
      }
    }
    throw new Error(`the journal page ${page} of channel ${table.channelId} kept changing under its append`);
  }

  /** The story kept of `table`, oldest first. */
  async read(table: JournalTable): Promise<JournalRead> {
    const last = pageOf(table.version);
    const first = Math.max(0, last - JOURNAL_PAGES + 1);
    const pages = await Promise.all(Array.from({ length: last - first + 1 }, (_, n) => this.store.get(key(table.channelId, first + n))));
    const entries = pages.flatMap((stored) => {
      const parsed = pageSchema.safeParse(stored);
      return parsed.success && parsed.data.id === table.id ? parsed.data.entries : [];
    });
    return { entries, keptFrom: Math.max(1, first * JOURNAL_PAGE_MOVES) };
  }

  /** Deletes the journal of a table that ended. */
  async clear(table: JournalTable): Promise<void> {
    const last = pageOf(table.version);
    for (let page = Math.max(0, last - JOURNAL_PAGES + 1); page <= last; page++) await this.store.delete(key(table.channelId, page));
  }
}

/** The page holding the entry of a version. */
function pageOf(version: number): number {
  return Math.floor(version / JOURNAL_PAGE_MOVES);
}

function stampOf(page: Page): Stamp {
  return { id: page.id, version: page.version };
}

function key(channelId: string, page: number): string {
  return `journal:${channelId}:${page}`;
}
