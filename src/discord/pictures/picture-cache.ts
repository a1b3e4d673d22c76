/** A cache of drawn boards keyed by their content, bounded by bytes: the least recently used go first. */
import { useEntry } from '../../engine/recently-used.js';
import type { DrawnBoard } from './drawing-messages.js';

/** The bytes a drawn board holds: its picture and its alt text. */
function sizeOf(drawn: DrawnBoard): number {
  return drawn.bytes.length + drawn.alt.length;
}

/** Drawn boards by key, at most `maxBytes` of them in all. */
export class PictureCache {
  private readonly entries = new Map<string, DrawnBoard>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The board drawn for `key`, marked as just used; undefined when it is not kept. */
  get(key: string): DrawnBoard | undefined {
    return useEntry(this.entries, key);
  }

  /** Keeps a drawn board, dropping the least recently used ones until the total fits (one bigger than the whole cache is not kept). */
  set(key: string, drawn: DrawnBoard): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= sizeOf(old);
    }
    if (sizeOf(drawn) > this.maxBytes) return;
    this.entries.set(key, drawn);
    this.bytes += sizeOf(drawn);
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(value);
    }
  }

  /** The bytes kept now. */
  get size(): number {
    return this.bytes;
  }

  /** The boards kept now. */
  get count(): number {
    return this.entries.size;
  }
}
