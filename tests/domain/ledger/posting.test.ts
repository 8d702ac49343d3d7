import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountOwner,
  checkBalanced,
  ledgerAccounts,
  mustMoney,
  sumsByCurrency,
  type CurrencyCode,
  type LedgerAccount,
  type PostingEntry,
} from '../../../domain/index.ts';

const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const account: fc.Arbitrary<LedgerAccount> = fc.oneof(
  id.map(ledgerAccounts.buyerCredits),
  id.map(ledgerAccounts.escrow),
  id.map(ledgerAccounts.sellerPending),
  id.map(ledgerAccounts.sellerAvailable),
  id.map(ledgerAccounts.psp),
  fc.constantFrom(ledgerAccounts.serviceFeeRevenue, ledgerAccounts.coupons, ledgerAccounts.membership, ledgerAccounts.promotions),
);
const currency = fc.constantFrom('USD', 'EUR', 'JPY') as fc.Arbitrary<CurrencyCode>;
const amount = fc.integer({ min: 1, max: 1_000_000_000 });

/** A balanced transaction: per currency, legs whose amounts sum to zero (one leg takes the negated sum of the others). */
const balanced: fc.Arbitrary<PostingEntry[]> = fc
  .array(fc.record({ currency, legs: fc.array(fc.record({ account, minor: amount, sign: fc.boolean() }), { minLength: 1, maxLength: 4 }), closing: account }), {
    minLength: 1,
    maxLength: 3,
  })
  .filter((groups) => new Set(groups.map((g) => g.currency)).size === groups.length)
  .map((groups) =>
    groups.flatMap(({ currency: c, legs, closing }) => {
      const entries = legs.map((leg) => ({ account: leg.account, amount: mustMoney(leg.sign ? leg.minor : -leg.minor, c) }));
      const sum = entries.reduce((total, entry) => total + entry.amount.minor, 0);
      // A closing leg of 0 is no leg: nudge the first one so every amount stays non-zero.
      if (sum === 0) return [...entries, { account: closing, amount: mustMoney(1, c) }, { account: closing, amount: mustMoney(-1, c) }];
      return [...entries, { account: closing, amount: mustMoney(-sum, c) }];
    }),
  );

describe('a ledger transaction', () => {
  it('is accepted when its entries sum to zero in every currency', () => {
    fc.assert(
      fc.property(balanced, (entries) => {
        expect(checkBalanced(entries).isOk()).toBe(true);
        expect([...sumsByCurrency(entries).values()].every((sum) => sum === 0)).toBe(true);
      }),
    );
  });

  it('is refused as LEDGER_UNBALANCED, naming the currency and its sum, when any one entry is off', () => {
    fc.assert(
      fc.property(balanced, fc.nat(), fc.integer({ min: -1000, max: 1000 }).filter((n) => n !== 0), (entries, pick, off) => {
        const index = pick % entries.length;
        const target = entries[index];
        if (target === undefined) throw new Error('no entry');
        // Skip the nudge that would make the entry itself zero (refused for another reason).
        fc.pre(target.amount.minor + off !== 0);
        const broken = entries.map((entry, i) => (i === index ? { ...entry, amount: mustMoney(entry.amount.minor + off, entry.amount.currency) } : entry));
        const error = checkBalanced(broken)._unsafeUnwrapErr();
        expect(error.code).toBe('LEDGER_UNBALANCED');
        expect(error.details).toEqual({ currency: target.amount.currency, sum: off });
      }),
    );
  });

  it('needs two entries, real account names and non-zero amounts', () => {
    const usd = 'USD' as CurrencyCode;
    const credits = ledgerAccounts.buyerCredits('u1');
    expect(checkBalanced([])._unsafeUnwrapErr().code).toBe('LEDGER_UNBALANCED');
    expect(checkBalanced([{ account: credits, amount: mustMoney(0, usd) }])._unsafeUnwrapErr().code).toBe('LEDGER_UNBALANCED');
    const zeroes = [
      { account: credits, amount: mustMoney(0, usd) },
      { account: ledgerAccounts.promotions, amount: mustMoney(0, usd) },
    ];
    expect(checkBalanced(zeroes)._unsafeUnwrapErr().code).toBe('AMOUNT_INVALID');
    const unknown = [
      { account: 'buyer:u1:wallet' as LedgerAccount, amount: mustMoney(5, usd) },
      { account: ledgerAccounts.promotions, amount: mustMoney(-5, usd) },
    ];
    expect(checkBalanced(unknown)._unsafeUnwrapErr()).toMatchObject({ code: 'VALIDATION_FAILED', details: { account: 'buyer:u1:wallet' } });
  });
});

describe('the owner of an account', () => {
  it('is the user of a buyer or seller account, and nobody for escrows, providers and the books', () => {
    fc.assert(
      fc.property(id, (user) => {
        expect(accountOwner(ledgerAccounts.buyerCredits(user))).toBe(user);
        expect(accountOwner(ledgerAccounts.sellerPending(user))).toBe(user);
        expect(accountOwner(ledgerAccounts.sellerAvailable(user))).toBe(user);
        expect(accountOwner(ledgerAccounts.escrow(user))).toBeUndefined();
        expect(accountOwner(ledgerAccounts.psp(user))).toBeUndefined();
      }),
    );
    expect(accountOwner(ledgerAccounts.promotions)).toBeUndefined();
  });
});
