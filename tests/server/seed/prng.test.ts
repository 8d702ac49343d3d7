import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ID_LENGTH, meteorId, Prng } from '../../../adapters/server/seed/index.ts';

const seedArb = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });

describe('Prng', () => {
  it('gives the same stream for the same seed and keys', () => {
    fc.assert(
      fc.property(seedArb, fc.string(), fc.nat(), (seed, key, index) => {
        const a = Prng.from(seed, key, index);
        const b = Prng.from(seed, key, index);
        const draw = (r: Prng): number[] => Array.from({ length: 8 }, () => r.uint32());
        expect(draw(a)).toEqual(draw(b));
      }),
    );
  });

  it('gives different streams to neighbouring listing indexes', () => {
    fc.assert(
      fc.property(seedArb, fc.nat({ max: 2 ** 32 - 2 }), (seed, index) => {
        expect(Prng.from(seed, 'listing', index).uint32()).not.toBe(Prng.from(seed, 'listing', index + 1).uint32());
      }),
    );
  });

  it('keeps int() within its inclusive bounds and next() within [0, 1)', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: -1000, max: 1000 }), fc.nat({ max: 1000 }), (seed, min, span) => {
        const rng = Prng.from(seed);
        for (let i = 0; i < 20; i++) {
          const n = rng.int(min, min + span);
          expect(Number.isInteger(n) && n >= min && n <= min + span).toBe(true);
          const f = rng.next();
          expect(f >= 0 && f < 1).toBe(true);
        }
      }),
    );
  });

  it('samples distinct elements of the list', () => {
    fc.assert(
      fc.property(seedArb, fc.uniqueArray(fc.integer(), { maxLength: 30 }), fc.nat({ max: 40 }), (seed, items, k) => {
        const sample = Prng.from(seed).sample(items, k);
        expect(sample.length).toBe(Math.min(k, items.length));
        expect(new Set(sample).size).toBe(sample.length);
        for (const x of sample) expect(items).toContain(x);
      }),
    );
  });

  it('is spread evenly enough for demo data (each of 10 buckets within 20 % of its share)', () => {
    const rng = Prng.from(7, 'spread');
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) {
      const b = Math.floor(rng.next() * 10);
      buckets[b] = (buckets[b] ?? 0) + 1;
    }
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(2_000);
  });
});

describe('meteorId', () => {
  it('is 17 characters of the Meteor alphabet', () => {
    fc.assert(
      fc.property(seedArb, fc.nat({ max: 2 ** 32 - 1 }), (seed, serial) => {
        expect(meteorId(Prng.from(seed), serial, 'x')).toMatch(new RegExp(`^[23456789A-HJ-NP-Za-km-z]{${ID_LENGTH}}$`));
      }),
    );
  });

  it('never repeats within a namespace, even when the random tail is the same', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 32 - 1 }), fc.nat({ max: 2 ** 32 - 1 }), (a, b) => {
        fc.pre(a !== b);
        expect(meteorId(Prng.from(1), a, 'listings')).not.toBe(meteorId(Prng.from(1), b, 'listings'));
      }),
    );
  });
});
