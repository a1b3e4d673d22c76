/** An in-process lock per key (a channel, the leaderboard): work under one key runs one at a time. */

/** Runs tasks one after another per key; different keys run concurrently. */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `task` once every earlier task for `key` has settled, and returns its result. */
  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(task, task);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
