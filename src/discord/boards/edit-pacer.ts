/**
 * The pace of edits of busy public messages (a race's board, a server's daily post): the edits asked for
 * one key are coalesced into one, at most one every two seconds (counted from the end of the one before),
 * and never more than two seconds after the move that asked for it plus the time of an edit in flight and
 * its own, so a busy message stays far from Discord's rate limits and at most a few seconds behind.
 */

/** The least time between two edits of one key (ms). */
export const EDIT_GAP_MS = 2_000;

/** A key's next edit: waiting its turn (`timer`), or in flight (no timer), with a move made meanwhile asking for one more. */
interface PendingEdit {
  timer: NodeJS.Timeout | null;
  again: (() => Promise<unknown>) | null;
}

/** Each key's next edit, at most one every EDIT_GAP_MS. */
export class EditPacer {
  /** Each key's next edit, waiting its turn or in flight. */
  private readonly pending = new Map<string, PendingEdit>();
  /** When each key's last edit was done. */
  private readonly lastEdit = new Map<string, number>();

  constructor(private readonly clock: () => number = () => performance.now()) {}

  /**
   * Asks for the message of `key` to be brought up to date by `edit`: now if its last edit was done two
   * seconds ago, else once it was; asks made while an edit waits are carried by it (it reads the newest
   * state), and an ask made while one is in flight (it may have read the state before that move) by one
   * more edit, two seconds after it is done. So Discord gets a key's edits at least two seconds apart.
   */
  touch(key: string, edit: () => Promise<unknown>): void {
    const pending = this.pending.get(key);
    if (pending) {
      if (pending.timer === null) pending.again = edit;
      return;
    }
    const wait = Math.max(0, (this.lastEdit.get(key) ?? Number.NEGATIVE_INFINITY) + EDIT_GAP_MS - this.clock());
    const next: PendingEdit = { timer: null, again: null };
    next.timer = setTimeout(() => {
      next.timer = null;
      void edit()
        .catch(() => undefined)
        .then(() => {
          // A key forgotten meanwhile (its race closed) gets no more edits.
          if (this.pending.get(key) !== next) return;
          this.pending.delete(key);
          this.lastEdit.set(key, this.clock());
          if (next.again) this.touch(key, next.again);
        });
    }, wait);
    next.timer.unref();
    this.pending.set(key, next);
  }

  /** Forgets a key whose message is final: no edit asked for before is made after it. */
  forget(key: string): void {
    const pending = this.pending.get(key);
    if (pending?.timer) clearTimeout(pending.timer);
    this.pending.delete(key);
    this.lastEdit.delete(key);
  }
}
