/**
 * The seeded random source of the demo data. Demo data must come out
 * identical for one seed on every machine and Node version (tests, benchmarks
 * and screenshots compare it), so nothing here touches `Math.random`.
 *
 * The generator is xoshiro128** (128-bit state). A 32-bit generator such as
 * mulberry32 would not do: listings each get their own stream, seeded from
 * (seed, index), and with only 2^32 states a million streams would repeat
 * about a hundred times.
 */

/** A stream key: a number (folded as two 32-bit words) or a string (hashed). */
export type SeedKey = string | number;

/** FNV-1a over UTF-16 code units; stable and cheap for short stream names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The murmur3 finalizer: a bijection on 32-bit words, so distinct inputs stay distinct. */
export function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function words(key: SeedKey): number[] {
  if (typeof key === 'string') return [hashString(key)];
  const n = Math.trunc(key);
  return [n >>> 0, Math.floor(n / 0x1_0000_0000) >>> 0];
}

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

/** A deterministic stream of numbers; see the module comment. */
export class Prng {
  private constructor(
    private a: number,
    private b: number,
    private c: number,
    private d: number,
  ) {}

  /**
   * The stream for `seed` and a path of keys (e.g. `'listing', 41`). Each
   * state word is folded through a bijection per key word, so two paths that
   * differ only in their last number never share a state.
   */
  static from(seed: number, ...keys: readonly SeedKey[]): Prng {
    const lanes = [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344];
    for (const w of [...words(seed), ...keys.flatMap(words)]) {
      for (let i = 0; i < 4; i++) lanes[i] = fmix32((lanes[i] ?? 0) ^ ((w + Math.imul(i + 1, 0x9e3779b9)) >>> 0));
    }
    const [a = 0, b = 0, c = 0, d = 1] = lanes;
    const rng = new Prng(a, b, c, a === 0 && b === 0 && c === 0 && d === 0 ? 1 : d);
    for (let i = 0; i < 8; i++) rng.uint32(); // diffuse the seeding
    return rng;
  }

  /** A uniform 32-bit unsigned integer. */
  uint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** A uniform float in [0, 1). */
  next(): number {
    return this.uint32() / 0x1_0000_0000;
  }

  /** A uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A uniform float in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element; an empty list is a bug in the seed data, so it throws. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Prng.pick: empty list');
    return item;
  }

  /** An index drawn by weight, given the running totals of the weights. */
  weightedIndex(cumulative: readonly number[]): number {
    const total = cumulative[cumulative.length - 1] ?? 0;
    const target = this.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** `k` distinct elements in random order (all of them when `k` is larger). */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = [...items];
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }
}

/** Running totals of `weights`, the input of `Prng.weightedIndex`. */
export function cumulate(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((w) => (sum += w));
}
