import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_DEFAULT_LABEL,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  addToast,
  createToast,
  dismissAllToasts,
  dismissToast,
  removeToast,
  swipeDismisses,
  updateToast,
  type Toast,
} from '../../../../domain/shared/toasts/index.ts';

const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
type Op =
  | { readonly op: 'add'; readonly id: string; readonly title: string }
  | { readonly op: 'dismiss' | 'remove'; readonly id: string }
  | { readonly op: 'update'; readonly id: string; readonly title: string }
  | { readonly op: 'dismissAll' };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('add' as const), id, title: fc.string({ maxLength: 5 }) }),
  fc.record({ op: fc.constantFrom('dismiss' as const, 'remove' as const), id }),
  fc.record({ op: fc.constant('update' as const), id, title: fc.string({ maxLength: 5 }) }),
  fc.constant({ op: 'dismissAll' as const }),
);

function apply(list: readonly Toast[], o: Op): Toast[] {
  switch (o.op) {
    case 'add':
      return addToast(list, createToast({ id: o.id, title: o.title }));
    case 'dismiss':
      return dismissToast(list, o.id);
    case 'remove':
      return removeToast(list, o.id);
    case 'update':
      return updateToast(list, o.id, { title: o.title });
    case 'dismissAll':
      return dismissAllToasts(list);
  }
}

const toastsOf = (ids: readonly string[]): Toast[] => ids.reduce<Toast[]>((l, i) => addToast(l, createToast({ id: i, title: i })), []);

describe('toast list', () => {
  it('has the product constants', () => {
    expect([TOAST_LIMIT, TOAST_DEFAULT_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX]).toEqual([5, 5000, 200, 50]);
    expect([TOAST_HOTKEY, TOAST_DEFAULT_LABEL]).toEqual(['F8', 'Notification']);
  });

  it('never holds more than 5 toasts, nor two with one id, over any sequence of operations', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let list: Toast[] = [];
        for (const o of ops) {
          list = apply(list, o);
          expect(list.length).toBeLessThanOrEqual(TOAST_LIMIT);
          expect(new Set(list.map((t) => t.id)).size).toBe(list.length);
        }
      }),
    );
  });

  it('puts a new toast first and, when full, drops the oldest one (the last), open or not', () => {
    const full = dismissToast(toastsOf(['a', 'b', 'c', 'd', 'e']), 'a');
    expect(full.map((t) => t.id)).toEqual(['e', 'd', 'c', 'b', 'a']);
    const next = addToast(full, createToast({ id: 'f', title: 'f' }));
    expect(next.map((t) => t.id)).toEqual(['f', 'e', 'd', 'c', 'b']);
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), id, (ops, newId) => {
        const before = ops.reduce(apply, []);
        const after = addToast(before, createToast({ id: newId, title: 'new' }));
        const others = before.filter((t) => t.id !== newId);
        expect(after[0]?.id).toBe(newId);
        expect(after.slice(1)).toEqual(others.slice(0, TOAST_LIMIT - 1));
      }),
    );
  });

  it('replaces a toast added again with the same id and moves it to the front', () => {
    const list = addToast(toastsOf(['a', 'b']), createToast({ id: 'a', title: 'again', color: 'red' }));
    expect(list.map((t) => [t.id, t.title])).toEqual([
      ['a', 'again'],
      ['b', 'b'],
    ]);
  });

  it('dismiss closes only that toast, remove drops only that toast, update keeps id and position', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), id, fc.string({ maxLength: 5 }), (ops, target, title) => {
        const list = ops.reduce(apply, []);
        const dismissed = dismissToast(list, target);
        const removed = removeToast(list, target);
        const updated = updateToast(list, target, { title, color: 'red' });
        list.forEach((t, i) => {
          if (t.id === target) {
            expect(dismissed[i]).toEqual({ ...t, open: false });
            expect(updated[i]).toEqual({ ...t, title, color: 'red' });
          } else {
            expect(dismissed[i]).toBe(t);
            expect(updated[i]).toBe(t);
          }
        });
        expect(removed).toEqual(list.filter((t) => t.id !== target));
        expect(dismissAllToasts(list).every((t) => !t.open)).toBe(true);
      }),
    );
  });

  it('creates open toasts with the 5000 ms default duration unless told otherwise', () => {
    expect(createToast({ id: 'x', title: 'This product is currently out of stock.', color: 'red' })).toEqual({
      id: 'x',
      title: 'This product is currently out of stock.',
      color: 'red',
      open: true,
      duration: 5000,
    });
    expect(createToast({ id: 'y', title: 't', duration: 1000 }).duration).toBe(1000);
  });
});

describe('swipeDismisses', () => {
  it.each([
    [49, false],
    [50, true],
    [120, true],
    [-50, false], // to the left
    [Number.NaN, false],
  ])('a swipe of %d px closes: %s', (dx, expected) => {
    expect(swipeDismisses(dx)).toBe(expected);
  });

  it('closes exactly for swipes of at least 50 px to the right', () => {
    fc.assert(
      fc.property(fc.double({ min: -500, max: 500, noNaN: true }), (dx) => {
        expect(swipeDismisses(dx)).toBe(dx >= 50);
      }),
    );
  });
});
