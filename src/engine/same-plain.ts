/** Comparing plain-JSON game states (docs/design.md: a state is plain JSON, round-tripped through the store and its schema). */

/** The keys of an object whose values JSON writes: a key holding undefined is as good as absent. */
function writtenKeys(value: Record<string, unknown>): string[] {
  return Object.keys(value).filter((key) => value[key] !== undefined);
}

/**
 * True when two plain-JSON values are the same value, whatever the order of their objects' keys: a state
 * read back through its game's schema has its keys in the schema's order, not in the order the rules wrote them.
 */
export function samePlain(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => samePlain(item, b[i]));
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = writtenKeys(left);
  return keys.length === writtenKeys(right).length && keys.every((key) => right[key] !== undefined && samePlain(left[key], right[key]));
}
