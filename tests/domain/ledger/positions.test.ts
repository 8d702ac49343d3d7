import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChanges, availableOf, isNonNegative, ledgerAccounts, positionKey, type LedgerAccount, type Position, type PositionChange } from '../../../domain/index.ts';

const accounts: readonly LedgerAccount[] = [
  ledgerAccounts.buyerCredits('b1'),
  ledgerAccounts.escrow('o1'),
  ledgerAccounts.sellerPending('s1'),
  ledgerAccounts.psp('card'),
  ledgerAccounts.promotions,
];
const currency = fc.constantFrom('USD', 'EUR');
const account = fc.constantFrom(...accounts);

/** Positions as the ledger keeps them: a non-negative account never below zero, pending never negative. */
const positions: fc.Arbitrary<Position[]> = fc
  .uniqueArray(fc.record({ account, currency, balance: fc.integer({ min: -5000, max: 5000 }), held: fc.integer({ min: 0, max: 5000 }) }), {
    selector: (p) => positionKey(p.account, p.currency),
    maxLength: 10,
  })
  .map((list) =>
    list.map(({ account: a, currency: c, balance, held }) => {
      const b = isNonNegative(a) ? Math.abs(balance) : balance;
      return { account: a, currency: c, balance: b, pending: isNonNegative(a) ? Math.min(held, b) : held };
    }),
  );
const change: fc.Arbitrary<PositionChange> = fc.record({ account, currency, balance: fc.integer({ min: -3000, max: 3000 }), pending: fc.constant(0) });

describe('applying changes to positions', () => {
  it('adds every delta, or refuses with INSUFFICIENT_FUNDS exactly when a non-negative account would go below zero', () => {
    fc.assert(
      fc.property(positions, fc.array(change, { maxLength: 8 }), (before, changes) => {
        const expected = new Map<string, Position>();
        for (const c of changes) {
          const key = positionKey(c.account, c.currency);
          const was = expected.get(key) ?? before.find((p) => positionKey(p.account, p.currency) === key) ?? { account: c.account, currency: c.currency, balance: 0, pending: 0 };
          expected.set(key, { ...was, balance: was.balance + c.balance, pending: was.pending + c.pending });
        }
        const overdrawn = [...expected.values()].filter((p) => isNonNegative(p.account) && availableOf(p) < 0);
        const result = applyChanges(before, changes);
        if (overdrawn.length > 0) {
          const error = result._unsafeUnwrapErr();
          expect(error.code).toBe('INSUFFICIENT_FUNDS');
          expect(overdrawn.map((p) => p.account)).toContain(error.details?.['account']);
        } else {
          const after = result._unsafeUnwrap();
          expect(new Map(after.map((p) => [positionKey(p.account, p.currency), p]))).toEqual(expected);
        }
      }),
    );
  });

  it('never refuses a change that only raises accounts', () => {
    fc.assert(
      fc.property(positions, fc.array(change.map((c) => ({ ...c, balance: Math.abs(c.balance) })), { maxLength: 8 }), (before, changes) => {
        expect(applyChanges(before, changes).isOk()).toBe(true);
      }),
    );
  });

  it('counts what is held as spent: available = balance − pending', () => {
    const credits = ledgerAccounts.buyerCredits('b1');
    const before: Position[] = [{ account: credits, currency: 'USD', balance: 1000, pending: 700 }];
    const spend = (minor: number) => applyChanges(before, [{ account: credits, currency: 'USD', balance: -minor, pending: 0 }]);
    expect(spend(300)._unsafeUnwrap()).toEqual([{ account: credits, currency: 'USD', balance: 700, pending: 700 }]);
    expect(spend(301)._unsafeUnwrapErr()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { account: credits, currency: 'USD', available: 300, requested: 301 } });
  });
});
