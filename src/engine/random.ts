/**
 * The seeded generator behind every shuffle, roll and draw (docs/design.md: engines are deterministic).
 *
 * The generator is sfc32 seeded from a string with cyrb128. Its whole state is four unsigned 32-bit
 * integers plus the list of scripted d6 results still to use, so it lives inside the game state as
 * plain JSON. `Random` is a short-lived worker over a copy of that state: games open one at the start
 * of `apply`, draw from it, and store `random.save()` in the new state.
 */

/** The stored form of the generator: sfc32's four words and the scripted dice still unused (checked by random-schema.ts). */
export interface RandomState {
  words: [number, number, number, number];
  script: number[];
}

/** Hashes a seed string into four 32-bit words (cyrb128). */
function cyrb128(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A fresh generator state for a seed, with an optional script of d6 results to use first. */
export function seedRandom(seed: string, dice: readonly number[] = []): RandomState {
  for (const die of dice) {
    if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`Scripted die ${die} is not 1..6`);
  }
  const random = new Random({ words: cyrb128(seed), script: [...dice] });
  for (let i = 0; i < 15; i++) random.next();
  return random.save();
}

/** A worker over a copy of a generator state; `save()` returns the advanced state. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private readonly script: number[];

  constructor(state: RandomState) {
    [this.a, this.b, this.c, this.d] = state.words;
    this.script = [...state.script];
  }

  /** The next unsigned 32-bit integer (sfc32). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform integer in 0..n-1, without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`int(${n}) needs 1..2^32`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    let x = this.next();
    while (x >= limit) x = this.next();
    return x % n;
  }

  /** A new array with the items in a uniformly random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** One d6: the next scripted result while the script lasts, then the generator. */
  d6(): number {
    return this.script.shift() ?? this.int(6) + 1;
  }

  /** `count` d6 results, in order. */
  roll(count: number): number[] {
    return Array.from({ length: count }, () => this.d6());
  }

  /** The advanced state, to store in the game state. */
  save(): RandomState {
    return { words: [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0], script: [...this.script] };
  }
}
