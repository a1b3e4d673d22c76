/** A cache of drawn pictures keyed by their scene's content, bounded by bytes: the least recently used go first. */

/** Pictures by key, at most `maxBytes` of them in all. */
export class PictureCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The picture for `key`, marked as just used; undefined when it is not kept. */
  get(key: string): Buffer | undefined {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  /** Keeps a picture, dropping the least recently used ones until the total fits (a picture bigger than the whole cache is not kept). */
  set(key: string, picture: Buffer): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.length;
    }
    if (picture.length > this.maxBytes) return;
    this.entries.set(key, picture);
    this.bytes += picture.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }

  /** The bytes kept now. */
  get size(): number {
    return this.bytes;
  }

  /** The pictures kept now. */
  get count(): number {
    return this.entries.size;
  }
}
