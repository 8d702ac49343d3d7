import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialPayment,
  mustMoney,
  transitionPayment,
  type CurrencyCode,
  type PaymentCollection,
  type PaymentEffect,
  type PaymentEvent,
  type PaymentState,
  type PaymentStatus,
} from '../../../domain/index.ts';

const USD = 'USD' as CurrencyCode;
const usd = (minor: number) => mustMoney(minor, USD);

function run(state: PaymentState, events: readonly PaymentEvent[]): { state: PaymentState; effects: PaymentEffect[] } {
  const effects: PaymentEffect[] = [];
  let current = state;
  for (const event of events) {
    const next = transitionPayment(current, event);
    current = next.state;
    effects.push(...next.effects);
  }
  return { state: current, effects };
}

const credited = (effects: readonly PaymentEffect[]) => effects.reduce((sum, e) => sum + (e.type === 'credit' ? e.amount.minor : 0), 0);
const refunded = (effects: readonly PaymentEffect[]) => effects.reduce((sum, e) => sum + (e.type === 'refund' ? e.amount.minor : 0), 0);

const event: fc.Arbitrary<PaymentEvent> = fc.oneof(
  fc.constant({ type: 'ACTION_REQUIRED' } as const),
  fc.constant({ type: 'AWAITING_FUNDS' } as const),
  fc.integer({ min: 1, max: 20_000 }).map((minor) => ({ type: 'FUNDS_ARRIVED', amount: usd(minor) }) as const),
  fc.constant({ type: 'FAILED', reason: 'declined' } as const),
  fc.constant({ type: 'EXPIRED' } as const),
  fc.integer({ min: 1, max: 20_000 }).map((minor) => ({ type: 'REFUNDED', amount: usd(minor) }) as const),
);
const collection = fc.constantFrom<PaymentCollection>('capture', 'invoice', 'credits');
const start = fc.tuple(fc.integer({ min: 1, max: 10_000 }), collection).map(([minor, c]) => initialPayment(usd(minor), c));

/** The edges of the table; anything else is a bug. */
const ALLOWED: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  created: ['requires_action', 'pending', 'succeeded', 'failed', 'expired'],
  requires_action: ['succeeded', 'failed', 'expired'],
  pending: ['succeeded', 'failed', 'expired'],
  succeeded: ['refunded'],
  failed: [],
  expired: [],
  refunded: [],
};

describe('payment machine', () => {
  it('moves only along the table', () => {
    fc.assert(
      fc.property(start, fc.array(event, { maxLength: 12 }), (initial, events) => {
        let state = initial;
        for (const e of events) {
          const next = transitionPayment(state, e).state;
          if (next.status !== state.status) expect(ALLOWED[state.status]).toContain(next.status);
          state = next;
        }
      }),
    );
  });

  it('credits exactly what arrived (never for site credits), and refunds never more than that', () => {
    fc.assert(
      fc.property(start, fc.array(event, { maxLength: 12 }), (initial, events) => {
        const { state, effects } = run(initial, events);
        expect(credited(effects)).toBe(initial.collection === 'credits' ? 0 : state.receivedMinor);
        expect(refunded(effects)).toBe(state.refundedMinor);
        expect(state.refundedMinor).toBeLessThanOrEqual(state.receivedMinor);
      }),
    );
  });

  it('tells the listener of a capture at most once, with everything received so far', () => {
    fc.assert(
      fc.property(start, fc.array(event, { maxLength: 12 }), (initial, events) => {
        const { effects } = run(initial, events);
        const captures = effects.filter((e) => e.type === 'captured');
        expect(captures.length).toBeLessThanOrEqual(1);
        for (const capture of captures) if (initial.collection === 'invoice') expect(capture.received.minor).toBeGreaterThanOrEqual(initial.amount.minor);
      }),
    );
  });

  it('changes nothing when an event repeats, except that each chain payment to an invoice counts', () => {
    fc.assert(
      fc.property(start, fc.array(event, { maxLength: 8 }), event, (initial, events, last) => {
        const once = run(initial, [...events, last]).state;
        const twice = transitionPayment(once, last);
        const additive = initial.collection === 'invoice' && last.type === 'FUNDS_ARRIVED';
        if (!additive && last.type !== 'REFUNDED') {
          expect(twice.state).toEqual(once);
          expect(twice.effects).toEqual([]);
        }
      }),
    );
  });

  it('captures a card once: its webhook after the synchronous answer credits nothing more', () => {
    const paid = run(initialPayment(usd(5000), 'capture'), [{ type: 'FUNDS_ARRIVED', amount: usd(5000) }]);
    expect(paid.state.status).toBe('succeeded');
    expect(paid.effects).toEqual([{ type: 'credit', amount: usd(5000) }, { type: 'captured', received: usd(5000) }]);
    expect(transitionPayment(paid.state, { type: 'FUNDS_ARRIVED', amount: usd(5000) }).effects).toEqual([]);
  });

  it('keeps a confirmation step waiting until the card is confirmed', () => {
    const waiting = run(initialPayment(usd(5000), 'capture'), [{ type: 'ACTION_REQUIRED' }]).state;
    expect(waiting.status).toBe('requires_action');
    expect(transitionPayment(waiting, { type: 'FUNDS_ARRIVED', amount: usd(5000) }).state.status).toBe('succeeded');
  });

  it('credits a partial then an over-payment of an invoice as they arrive; it succeeds once paid in full', () => {
    const open = run(initialPayment(usd(10_000), 'invoice'), [{ type: 'AWAITING_FUNDS' }]).state;
    const partial = transitionPayment(open, { type: 'FUNDS_ARRIVED', amount: usd(4_000) });
    expect(partial.state).toMatchObject({ status: 'pending', receivedMinor: 4_000 });
    expect(partial.effects).toEqual([{ type: 'credit', amount: usd(4_000) }]);
    const over = transitionPayment(partial.state, { type: 'FUNDS_ARRIVED', amount: usd(7_500) });
    expect(over.state).toMatchObject({ status: 'succeeded', receivedMinor: 11_500 });
    expect(over.effects).toEqual([{ type: 'credit', amount: usd(7_500) }, { type: 'captured', received: usd(11_500) }]);
  });

  it('does not pay with an under-paid invoice: it expires, and money arriving late is still credited', () => {
    const open = run(initialPayment(usd(10_000), 'invoice'), [{ type: 'AWAITING_FUNDS' }, { type: 'FUNDS_ARRIVED', amount: usd(3_000) }]).state;
    const expired = transitionPayment(open, { type: 'EXPIRED' });
    expect(expired.state.status).toBe('expired');
    expect(expired.effects).toEqual([{ type: 'failed', reason: 'expired' }]);
    const late = transitionPayment(expired.state, { type: 'FUNDS_ARRIVED', amount: usd(10_000) });
    expect(late.state).toMatchObject({ status: 'expired', receivedMinor: 13_000 });
    expect(late.effects).toEqual([{ type: 'credit', amount: usd(10_000) }]);
  });

  it('tracks partial refunds and becomes refunded when all that arrived went back', () => {
    const paid = run(initialPayment(usd(5000), 'capture'), [{ type: 'FUNDS_ARRIVED', amount: usd(5000) }]).state;
    const part = transitionPayment(paid, { type: 'REFUNDED', amount: usd(2000) });
    expect(part.state).toMatchObject({ status: 'succeeded', refundedMinor: 2000 });
    const rest = transitionPayment(part.state, { type: 'REFUNDED', amount: usd(9000) });
    expect(rest.state).toMatchObject({ status: 'refunded', refundedMinor: 5000 });
    expect(rest.effects).toEqual([{ type: 'refund', amount: usd(3000) }]);
  });

  it('ignores money in another currency than the payment (a provider bug, never credited blindly)', () => {
    const open = run(initialPayment(usd(5000), 'invoice'), [{ type: 'AWAITING_FUNDS' }]).state;
    expect(transitionPayment(open, { type: 'FUNDS_ARRIVED', amount: mustMoney(5000, 'EUR' as CurrencyCode) })).toEqual({ state: open, effects: [] });
  });
});
