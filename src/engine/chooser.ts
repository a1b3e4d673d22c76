/** The seeded chooser of every random playout (tests and scripts never use Math.random). */

/** An LCG seeded with `seed`: each call gives an index in 0..n-1. */
export function chooser(seed: number): (n: number) => number {
  let x = (Math.imul(seed, 2654435761) + 1) >>> 0;
  return (n) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
}
