import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextCouponState, type CouponEvent, type CouponState } from '../../../../domain/shopping/checkout/index.ts';

const STATES: readonly CouponState[] = ['loading', true, false, null];
const stateArb = fc.constantFrom(...STATES);
const eventArb: fc.Arbitrary<CouponEvent> = fc.oneof(
  fc.record({ type: fc.constant('applied' as const), code: fc.constantFrom('', '  ', 'SAVE10', ' aff-1 ') }),
  fc.record({ type: fc.constant('answered' as const), verdict: fc.constantFrom('none' as const, 'valid' as const, 'invalid' as const) }),
  fc.record({ type: fc.constant('failed' as const) }),
);

describe('nextCouponState', () => {
  it('follows the table', () => {
    for (const state of STATES) {
      expect(nextCouponState(state, { type: 'applied', code: 'SAVE10' })).toBe('loading');
      expect(nextCouponState(state, { type: 'applied', code: ' ' })).toBeNull();
      expect(nextCouponState(state, { type: 'answered', verdict: 'valid' })).toBe(true);
      expect(nextCouponState(state, { type: 'answered', verdict: 'invalid' })).toBe(false);
    }
    expect(nextCouponState('loading', { type: 'answered', verdict: 'none' })).toBeNull();
    expect(nextCouponState(true, { type: 'answered', verdict: 'none' })).toBe(true);
    expect(nextCouponState(false, { type: 'answered', verdict: 'none' })).toBe(false);
    expect(nextCouponState('loading', { type: 'failed' })).toBeNull();
    expect(nextCouponState(false, { type: 'failed' })).toBe(false);
  });

  it('waits exactly after a code was applied and until anything else happens', () => {
    fc.assert(
      fc.property(stateArb, fc.array(eventArb, { minLength: 1, maxLength: 12 }), (start, events) => {
        const end = events.reduce(nextCouponState, start);
        const last = events.at(-1);
        expect(end === 'loading').toBe(last?.type === 'applied' && last.code.trim() !== '');
      }),
    );
  });

  it('keeps a settled state through a quote without a verdict or a failed quote', () => {
    fc.assert(
      fc.property(fc.constantFrom<CouponState>(true, false, null), fc.constantFrom<CouponEvent>({ type: 'answered', verdict: 'none' }, { type: 'failed' }), (state, event) => {
        expect(nextCouponState(state, event)).toBe(state);
      }),
    );
  });
});
