/** A fast deep comparison for the playouts, which check thousands of values per run. */
import { isDeepStrictEqual } from 'node:util';

/** Throws (failing the test) when `actual` is not deeply and strictly equal to `expected`; `what` names the value. */
export function same(actual: unknown, expected: unknown, what: string): void {
  if (!isDeepStrictEqual(actual, expected))
    throw new Error(`${what}:\n  expected ${JSON.stringify(expected)}\n  got      ${JSON.stringify(actual)}`);
}
