/** Copying plain-JSON game states (docs/design.md: `apply` works on a copy and never mutates its input). */

/** A deep copy of a plain-JSON value: objects, arrays, strings, numbers, booleans and null. */
export function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) copy[key] = clonePlain((value as Record<string, unknown>)[key]);
    return copy as T;
  }
  return value;
}
