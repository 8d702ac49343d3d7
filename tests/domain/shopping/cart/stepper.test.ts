import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setLineQuantity, showsStepper, stepDown, stepperState, stepUp, type CartItem } from '../../../../domain/shopping/cart/index.ts';
import { exampleLine, line } from './arbitraries.ts';

describe('stepperState', () => {
  it('minus off at or below min, plus off at or above max, both off when disabled', () => {
    fc.assert(
      fc.property(line, fc.boolean(), (l, disabled) => {
        const s = stepperState(l, disabled);
        expect(s.minusDisabled).toBe(disabled || l.quantity <= l.minQuantity);
        expect(s.plusDisabled).toBe(disabled || l.quantity >= l.maxQuantity);
        expect(s.step).toBe(l.incrementalQuantity ? l.minQuantity : 1);
      }),
    );
  });

  it('named examples', () => {
    const at = (quantity: number, minQuantity: number, maxQuantity: number, incrementalQuantity = false): CartItem =>
      exampleLine({ _id: 'x', quantity, minQuantity, maxQuantity, incrementalQuantity });
    expect(stepperState(at(1, 1, 5))).toEqual({ minusDisabled: true, plusDisabled: false, step: 1 });
    expect(stepperState(at(5, 1, 5))).toEqual({ minusDisabled: false, plusDisabled: true, step: 1 });
    expect(stepperState(at(3, 1, 5), true)).toEqual({ minusDisabled: true, plusDisabled: true, step: 1 });
    expect(stepperState(at(10, 5, 50, true))).toEqual({ minusDisabled: false, plusDisabled: false, step: 5 });
    // Batches of 5 up to 12: 10 + 5 = 15, capped at 12; 12 − 5 = 7; 7 − 5 = 2, held at min 5.
    expect(stepUp(at(10, 5, 12, true)).quantity).toBe(12);
    expect(stepDown(at(12, 5, 12, true)).quantity).toBe(7);
    expect(stepDown(at(7, 5, 12, true)).quantity).toBe(5);
  });
});

describe('stepUp / stepDown', () => {
  it('stepUp adds one step, never past max, and does nothing when plus is off', () => {
    fc.assert(
      fc.property(line, (l) => {
        const up = stepUp(l);
        if (stepperState(l).plusDisabled) expect(up).toBe(l);
        else expect(up).toEqual({ ...l, quantity: Math.min(l.quantity + stepperState(l).step, l.maxQuantity) });
        expect(up.quantity).toBeLessThanOrEqual(l.maxQuantity);
      }),
    );
  });

  it('stepDown takes one step, never below min or 1, and does nothing when minus is off', () => {
    fc.assert(
      fc.property(line, (l) => {
        const down = stepDown(l);
        if (stepperState(l).minusDisabled) expect(down).toBe(l);
        else expect(down).toEqual({ ...l, quantity: Math.max(l.quantity - stepperState(l).step, l.minQuantity) });
        expect(down.quantity).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('showsStepper only when the line may hold more than one unit', () => {
    fc.assert(
      fc.property(line, (l) => {
        expect(showsStepper(l)).toBe(l.maxQuantity > 1);
      }),
    );
  });
});

describe('setLineQuantity', () => {
  it('clamps to [minQuantity, maxQuantity], max winning, and touches only that line', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), fc.integer({ min: -5, max: 80 }), (lines, q) => {
        const cart = lines.filter((l, i) => lines.findIndex((m) => m._id === l._id) === i);
        const target = cart[0];
        fc.pre(target !== undefined);
        const next = setLineQuantity(cart, target._id, q)._unsafeUnwrap();
        expect(next[0]?.quantity).toBe(Math.min(Math.max(q, target.minQuantity), target.maxQuantity));
        expect(next.slice(1)).toEqual(cart.slice(1));
      }),
    );
  });

  it('refuses non-integers and ignores unknown ids', () => {
    const l = exampleLine({ _id: 'x', quantity: 2 });
    expect(setLineQuantity([l], l._id, 2.5)._unsafeUnwrapErr().code).toBe('QUANTITY_INVALID');
    expect(setLineQuantity([l], 'nope', 3)._unsafeUnwrap()).toEqual([l]);
  });
});
