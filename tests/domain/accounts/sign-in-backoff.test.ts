import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_BACKOFF_CAP_MS,
  backoffAfter,
  FREE_FAILURES_PER_ADDRESS,
  FREE_FAILURES_PER_PAIR,
  PAIR_BACKOFF_CAP_MS,
  signInWaitMs,
} from '../../../domain/index.ts';

const none = { count: 0, lastAt: null };

describe('sign-in back-off', () => {
  it('is free for the first failures, then doubles from one second, never past its cap', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), (count) => {
        const wait = backoffAfter(count, FREE_FAILURES_PER_PAIR, PAIR_BACKOFF_CAP_MS);
        if (count < FREE_FAILURES_PER_PAIR) expect(wait).toBe(0);
        else expect(wait).toBe(Math.min(1_000 * 2 ** (count - FREE_FAILURES_PER_PAIR), PAIR_BACKOFF_CAP_MS));
        expect(backoffAfter(count + 1, FREE_FAILURES_PER_PAIR, PAIR_BACKOFF_CAP_MS)).toBeGreaterThanOrEqual(wait);
      }),
    );
  });

  it('makes an attempt wait only until the back-off after the latest failure has passed, and never an hour', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000 }), fc.nat({ max: 1_000 }), fc.nat({ max: 3_600_000 }), (pairCount, addressCount, sinceLast) => {
        const now = new Date(1_800_000_000_000);
        const lastAt = new Date(now.getTime() - sinceLast);
        const wait = signInWaitMs(now, { pair: { count: pairCount, lastAt }, address: { count: addressCount, lastAt } });
        expect(wait).toBeLessThanOrEqual(Math.max(PAIR_BACKOFF_CAP_MS, ADDRESS_BACKOFF_CAP_MS));
        if (pairCount < FREE_FAILURES_PER_PAIR && addressCount < FREE_FAILURES_PER_ADDRESS) expect(wait).toBe(0);
        expect(signInWaitMs(new Date(now.getTime() + wait), { pair: { count: pairCount, lastAt }, address: { count: addressCount, lastAt } })).toBe(0);
      }),
    );
    expect(signInWaitMs(new Date(), { pair: none, address: none })).toBe(0);
  });
});
