/**
 * Edits of messages sent in the background, one at a time per message, so that nothing answering an
 * interaction ever waits for them. An edit asked for while the message's previous edit is still on its
 * way (Discord rate-limiting it, say) waits, merged with any other edit waiting for that message (later
 * fields win, as two edits in a row would leave them): a busy message gets one edit per turn of the
 * limit, and the last one carries everything asked for. When the message is given newer content by
 * other means (an interaction's own answer), what waits is dropped and what is on its way is aborted,
 * so an older edit can never land over the newer content.
 */

/** Sends one edit of a message; `signal` aborts it; resolves true when the edit was made. */
export type SendEdit<Body> = (key: string, body: Body, signal: AbortSignal) => Promise<boolean>;

/** An edit waiting its turn, and everyone waiting for it. */
interface Waiting<Body> {
  body: Body;
  settle: ((made: boolean) => void)[];
}

/** A message with an edit on its way: how to abort it, and the edit waiting after it. */
interface Slot<Body> {
  abort: AbortController;
  superseded: boolean;
  waiting: Waiting<Body> | null;
}

/** The edits of messages, each message's one at a time, waiting ones merged. */
export class MessageEdits<Body> {
  private readonly slots = new Map<string, Slot<Body>>();

  constructor(
    private readonly send: SendEdit<Body>,
    private readonly merge: (older: Body, newer: Body) => Body,
  ) {}

  /** Asks for an edit of `key`; resolves with whether the edit that carried it was made (true when newer content replaced it). */
  edit(key: string, body: Body): Promise<boolean> {
    return new Promise((resolve) => {
      const slot = this.slots.get(key);
      if (!slot) {
        void this.run(key, { body, settle: [resolve] });
      } else if (slot.waiting) {
        slot.waiting.body = this.merge(slot.waiting.body, body);
        slot.waiting.settle.push(resolve);
      } else {
        slot.waiting = { body, settle: [resolve] };
      }
    });
  }

  /** The message got newer content by other means: drops what waits, and aborts what is on its way. */
  supersede(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    slot.superseded = true;
    slot.abort.abort();
    for (const settle of slot.waiting?.settle ?? []) settle(true);
    slot.waiting = null;
  }

  private async run(key: string, first: Waiting<Body>): Promise<void> {
    const slot: Slot<Body> = { abort: new AbortController(), superseded: false, waiting: null };
    this.slots.set(key, slot);
    for (let next: Waiting<Body> | null = first; next; ) {
      slot.abort = new AbortController();
      slot.superseded = false;
      const made = await this.send(key, next.body, slot.abort.signal).catch(() => false);
      for (const settle of next.settle) settle(made || slot.superseded);
      next = slot.waiting;
      slot.waiting = null;
    }
    this.slots.delete(key);
  }
}
