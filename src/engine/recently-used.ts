/** Least-recently-used order kept by a Map's insertion order: its first key is always the one used longest ago. */

/** The value of `key`, moved last in the map as just used; undefined when the map does not hold it. */
export function useEntry<K, V>(map: Map<K, V>, key: K): V | undefined {
  const value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
    map.set(key, value);
  }
  return value;
}
