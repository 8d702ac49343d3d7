import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addOneMonth,
  igPlusPrice,
  membershipActive,
  NO_MEMBERSHIP,
  RENEWAL_ATTEMPTS,
  transitionMembership,
  type MembershipEvent,
  type MembershipState,
} from '../../../domain/index.ts';

const at = (iso: string) => new Date(iso);
const bought = transitionMembership(NO_MEMBERSHIP, { type: 'PAID', now: at('2026-01-31T10:00:00Z') });

describe('ig-plus membership machine', () => {
  it('starts a month from the purchase, switches the member on and schedules the renewal at the period end', () => {
    expect(bought.state).toMatchObject({ status: 'active', periodEnd: at('2026-02-28T10:00:00Z'), cancelAtPeriodEnd: false });
    expect(bought.effects).toEqual([
      { type: 'setMember', on: true },
      { type: 'scheduleRenewal', at: at('2026-02-28T10:00:00Z') },
      { type: 'notify', notice: 'started' },
    ]);
  });

  it('keeps billing periods on the same day of the month, clamped to short months', () => {
    expect(addOneMonth(at('2026-01-31T10:00:00Z'))).toEqual(at('2026-02-28T10:00:00Z'));
    expect(addOneMonth(at('2028-01-31T00:00:00Z'))).toEqual(at('2028-02-29T00:00:00Z'));
    expect(addOneMonth(at('2026-12-15T23:59:00Z'))).toEqual(at('2027-01-15T23:59:00Z'));
  });

  it('asks for a charge at the period end, and a renewal extends from the old end, not from when it was paid', () => {
    const due = transitionMembership(bought.state, { type: 'RENEWAL_DUE', now: at('2026-02-28T10:00:01Z') });
    expect(due.effects).toEqual([{ type: 'charge' }]);
    const early = transitionMembership(bought.state, { type: 'RENEWAL_DUE', now: at('2026-02-20T00:00:00Z') });
    expect(early.effects).toEqual([]);
    const renewed = transitionMembership(bought.state, { type: 'PAID', now: at('2026-03-01T09:00:00Z') });
    expect(renewed.state.periodEnd).toEqual(at('2026-03-28T10:00:00Z'));
    expect(renewed.effects).toContainEqual({ type: 'notify', notice: 'renewed' });
  });

  it('ends a cancelled membership at its period end without charging; resuming undoes the cancellation', () => {
    const cancelled = transitionMembership(bought.state, { type: 'CANCEL_REQUESTED', now: at('2026-02-01T00:00:00Z') });
    expect(cancelled.state.cancelAtPeriodEnd).toBe(true);
    expect(transitionMembership(cancelled.state, { type: 'CANCEL_REQUESTED', now: at('2026-02-02T00:00:00Z') }).effects).toEqual([]);
    expect(transitionMembership(cancelled.state, { type: 'RESUMED' }).state.cancelAtPeriodEnd).toBe(false);
    const ended = transitionMembership(cancelled.state, { type: 'RENEWAL_DUE', now: at('2026-02-28T10:00:00Z') });
    expect(ended.state.status).toBe('ended');
    expect(ended.effects).toEqual([{ type: 'setMember', on: false }, { type: 'notify', notice: 'ended' }]);
  });

  it('retries a failed renewal daily while the member keeps the benefits, then lapses', () => {
    let state = bought.state;
    for (let attempt = 1; attempt < RENEWAL_ATTEMPTS; attempt += 1) {
      const failed = transitionMembership(state, { type: 'RENEWAL_FAILED', now: at('2026-03-01T00:00:00Z') });
      state = failed.state;
      expect(state).toMatchObject({ status: 'past_due', failedAttempts: attempt, nextAttemptAt: at('2026-03-02T00:00:00Z') });
      expect(membershipActive(state)).toBe(true);
    }
    const lapsed = transitionMembership(state, { type: 'RENEWAL_FAILED', now: at('2026-03-03T00:00:00Z') });
    expect(lapsed.state.status).toBe('ended');
    expect(lapsed.effects).toContainEqual({ type: 'notify', notice: 'lapsed' });
  });

  it('prices a month from 4.99 USD at the rate, rounded once', () => {
    expect(igPlusPrice('USD' as never, 1)._unsafeUnwrap()).toEqual({ minor: 499, currency: 'USD' });
    expect(igPlusPrice('EUR' as never, 0.92)._unsafeUnwrap()).toEqual({ minor: 459, currency: 'EUR' });
    expect(igPlusPrice('JPY' as never, 151.3)._unsafeUnwrap()).toEqual({ minor: 755, currency: 'JPY' });
  });

  const event: fc.Arbitrary<MembershipEvent> = fc.oneof(
    fc.date({ min: at('2026-01-01T00:00:00Z'), max: at('2027-01-01T00:00:00Z'), noInvalidDate: true }).chain((now) =>
      fc.constantFrom<MembershipEvent>({ type: 'PAID', now }, { type: 'CANCEL_REQUESTED', now }, { type: 'RENEWAL_DUE', now }, { type: 'RENEWAL_FAILED', now }),
    ),
    fc.constant<MembershipEvent>({ type: 'RESUMED' }),
  );

  it('never lets the benefits and the state disagree, never shortens a paid period, and repeats nothing', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state: MembershipState = NO_MEMBERSHIP;
        let member = false;
        for (const e of events) {
          const next = transitionMembership(state, e);
          for (const effect of next.effects) if (effect.type === 'setMember') member = effect.on;
          if (e.type === 'PAID' || state.status === 'ended') expect(next.state.periodEnd >= state.periodEnd || state.status === 'ended').toBe(true);
          else expect(next.state.periodEnd).toEqual(state.periodEnd);
          expect(member).toBe(membershipActive(next.state));
          expect(next.state.failedAttempts).toBeLessThanOrEqual(RENEWAL_ATTEMPTS);
          // The same event again at once: a retried timer or double click changes nothing, except a second payment.
          if (e.type !== 'PAID' && e.type !== 'RENEWAL_FAILED' && !next.effects.some((x) => x.type === 'charge')) expect(transitionMembership(next.state, e).effects).toEqual([]);
          state = next.state;
        }
      }),
    );
  });
});
