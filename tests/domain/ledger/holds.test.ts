import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  availableOf,
  checkHoldTerms,
  holdPlacedChanges,
  holdResolvedChanges,
  ledgerAccounts,
  mustMoney,
  transitionHold,
  type CurrencyCode,
  type HoldEvent,
  type HoldState,
} from '../../../domain/index.ts';

const event = fc.constantFrom<HoldEvent>('POST', 'VOID');

describe('the hold state machine', () => {
  it('resolves a hold at most once: the first resolution sticks, repeating it is a no-op, the other is HOLD_ALREADY_RESOLVED', () => {
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 10 }), (events) => {
        let state: HoldState = 'pending';
        let changes = 0;
        for (const e of events) {
          const result = transitionHold(state, e);
          const first = events[0] === 'POST' ? 'posted' : 'voided';
          if (state !== 'pending' && (e === 'POST') !== (state === 'posted')) {
            expect(result._unsafeUnwrapErr()).toMatchObject({ code: 'HOLD_ALREADY_RESOLVED', details: { state } });
            continue;
          }
          const next = result._unsafeUnwrap();
          if (next.changed) changes += 1;
          state = next.state;
          expect(state).toBe(first);
        }
        expect(changes).toBe(1);
      }),
    );
  });
});

describe('a hold on positions', () => {
  const usd = 'USD' as CurrencyCode;
  const terms = { from: ledgerAccounts.escrow('o1'), to: ledgerAccounts.sellerPending('s1'), amount: mustMoney(400, usd) };

  it('sets money aside, then moves it (posted) or gives it back (voided), keeping the sum of balances', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 10_000 }), fc.constantFrom<'posted' | 'voided'>('posted', 'voided'), (funded, outcome) => {
        const start = [{ account: terms.from, currency: 'USD', balance: funded, pending: 0 }];
        const held = applyChanges(start, holdPlacedChanges(terms))._unsafeUnwrap();
        const [fromHeld] = held;
        expect(fromHeld && availableOf(fromHeld)).toBe(funded - 400);
        const done = applyChanges(held, holdResolvedChanges(terms, outcome))._unsafeUnwrap();
        const from = done.find((p) => p.account === terms.from);
        expect(from?.pending).toBe(0);
        expect(from?.balance).toBe(outcome === 'posted' ? funded - 400 : funded);
        expect(done.reduce((sum, p) => sum + p.balance, 0)).toBe(funded);
      }),
    );
  });

  it('cannot set aside more than is available', () => {
    const start = [{ account: terms.from, currency: 'USD', balance: 399, pending: 0 }];
    expect(applyChanges(start, holdPlacedChanges(terms))._unsafeUnwrapErr()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { account: terms.from } });
  });

  it('moves a positive amount between two different accounts', () => {
    expect(checkHoldTerms(terms).isOk()).toBe(true);
    expect(checkHoldTerms({ ...terms, to: terms.from })._unsafeUnwrapErr().code).toBe('VALIDATION_FAILED');
    expect(checkHoldTerms({ ...terms, amount: mustMoney(0, usd) })._unsafeUnwrapErr().code).toBe('AMOUNT_INVALID');
  });
});
