import fc from 'fast-check';
import { expect } from 'vitest';
import type { Hold, HoldRequest, Ledger, LedgerTransactionRequest } from '../../../application/ledger/index.ts';
import { isNonNegative, ledgerAccounts, mustMoney, positionKey, type CurrencyCode, type HoldState, type LedgerAccount, type Position } from '../../../domain/index.ts';

/** What the model property reads of the books, whichever store keeps them. */
export interface BooksView {
  transactions(): Promise<readonly { readonly key: string; readonly entries: readonly { readonly account: string; readonly currency: string; readonly amount: number }[] }[]>;
  positions(): Promise<readonly Position[]>;
  holds(): Promise<readonly { readonly id: string; readonly from: string; readonly currency: string; readonly amount: number; readonly state: HoldState }[]>;
}

// Small pools and amounts that fit each other, so random sequences often pay, hold and resolve the same money.
const currency = fc.constantFrom('USD', 'USD', 'USD', 'EUR') as fc.Arbitrary<CurrencyCode>;
const buyer = fc.integer({ min: 0, max: 1 });
const order = fc.integer({ min: 0, max: 1 });
const seller = fc.integer({ min: 0, max: 1 });

/** One step of the money's life: money in, orders paid into escrow, held for sellers, fees, ig-plus charges, refunds, resolutions and retries. */
export type LedgerOp =
  | { readonly type: 'topUp' | 'grant' | 'membership'; readonly buyer: number; readonly minor: number; readonly currency: CurrencyCode }
  | { readonly type: 'pay' | 'refund'; readonly buyer: number; readonly order: number; readonly minor: number; readonly currency: CurrencyCode }
  | { readonly type: 'hold'; readonly order: number; readonly seller: number; readonly minor: number; readonly currency: CurrencyCode }
  | { readonly type: 'fee'; readonly order: number; readonly minor: number; readonly currency: CurrencyCode }
  /** An affiliate's commission out of the fee revenue, and its reversal after a refund (refused when the earnings do not cover it). */
  | { readonly type: 'commission' | 'reverseCommission'; readonly affiliate: number; readonly minor: number; readonly currency: CurrencyCode }
  | { readonly type: 'resolve'; readonly pick: number; readonly event: 'POST' | 'VOID' }
  | { readonly type: 'replay'; readonly pick: number; readonly altered: boolean };

export const ledgerOp: fc.Arbitrary<LedgerOp> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constantFrom('topUp' as const, 'grant' as const), buyer, minor: fc.integer({ min: 500, max: 5000 }), currency }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('pay' as const), buyer, order, minor: fc.integer({ min: 1, max: 3000 }), currency }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('refund' as const), buyer, order, minor: fc.integer({ min: 1, max: 1500 }), currency }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('hold' as const), order, seller, minor: fc.integer({ min: 1, max: 600 }), currency }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('fee' as const), order, minor: fc.integer({ min: 1, max: 500 }), currency }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom('commission' as const, 'reverseCommission' as const), affiliate: seller, minor: fc.integer({ min: 1, max: 200 }), currency }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('membership' as const), buyer, minor: fc.constantFrom(499, 459, 2_000), currency }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('resolve' as const), pick: fc.nat({ max: 3 }), event: fc.constantFrom('POST' as const, 'VOID' as const) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('replay' as const), pick: fc.nat(), altered: fc.boolean() }) },
);

type Earlier = { readonly kind: 'post'; readonly request: LedgerTransactionRequest } | { readonly kind: 'hold'; readonly request: HoldRequest };

/** The positions the model expects: the domain's rule, restated as plainly as possible. */
class Expected {
  readonly positions = new Map<string, { account: LedgerAccount; currency: string; balance: number; pending: number }>();

  private at(account: LedgerAccount, currency: string) {
    const key = positionKey(account, currency);
    const found = this.positions.get(key) ?? { account, currency, balance: 0, pending: 0 };
    this.positions.set(key, found);
    return found;
  }

  /** Applies the moves if no buyer, escrow or seller account ends below zero; says whether it did. */
  apply(moves: readonly { account: LedgerAccount; currency: string; balance: number; pending: number }[]): boolean {
    const after = new Map<string, { balance: number; pending: number }>();
    for (const m of moves) {
      const key = positionKey(m.account, m.currency);
      const was = after.get(key) ?? { ...this.at(m.account, m.currency) };
      after.set(key, { balance: was.balance + m.balance, pending: was.pending + m.pending });
    }
    for (const m of moves) {
      const p = after.get(positionKey(m.account, m.currency));
      if (p !== undefined && isNonNegative(m.account) && p.balance - p.pending < 0) return false;
    }
    for (const m of moves) Object.assign(this.at(m.account, m.currency), after.get(positionKey(m.account, m.currency)));
    return true;
  }
}

/**
 * Runs `ops` against `ledger` with account ids and keys under `prefix` (so
 * several runs may share one database), checking each answer against a
 * plain model, then the books' invariants: every transaction balances per
 * currency, the sum of all accounts is zero, cached balances equal the sum
 * of entries, no non-negative account is below zero, a replayed key adds
 * nothing, and each hold resolves at most once.
 */
export async function runLedgerModel(ledger: Ledger, books: BooksView, ops: readonly LedgerOp[], prefix: string): Promise<void> {
  const acct = {
    credits: (n: number) => ledgerAccounts.buyerCredits(`${prefix}b${n}`),
    escrow: (n: number) => ledgerAccounts.escrow(`${prefix}o${n}`),
    seller: (n: number) => ledgerAccounts.sellerPending(`${prefix}s${n}`),
    affiliate: (n: number) => ledgerAccounts.affiliateEarnings(`${prefix}a${n}`),
  };
  const expected = new Expected();
  const earlier: Earlier[] = [];
  const holds: { hold: Hold; resolved?: 'posted' | 'voided' }[] = [];
  let counter = 0;
  const key = () => `${prefix}-k${(counter += 1)}`;

  const transfer = async (kind: string, from: LedgerAccount, to: LedgerAccount, amount: number, cur: CurrencyCode) => {
    const request: LedgerTransactionRequest = {
      idempotencyKey: key(),
      kind,
      entries: [
        { account: from, amount: mustMoney(-amount, cur) },
        { account: to, amount: mustMoney(amount, cur) },
      ],
    };
    const allowed = expected.apply([
      { account: from, currency: cur, balance: -amount, pending: 0 },
      { account: to, currency: cur, balance: amount, pending: 0 },
    ]);
    const result = await ledger.post(request);
    if (allowed) {
      expect(result._unsafeUnwrap().replayed).toBe(false);
      earlier.push({ kind: 'post', request });
    } else {
      expect(result._unsafeUnwrapErr()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { account: from } });
    }
  };

  for (const op of ops) {
    switch (op.type) {
      case 'topUp':
        await transfer('top-up', ledgerAccounts.psp('card'), acct.credits(op.buyer), op.minor, op.currency);
        break;
      case 'grant':
        await transfer('grant', ledgerAccounts.promotions, acct.credits(op.buyer), op.minor, op.currency);
        break;
      case 'pay':
        await transfer('order-paid', acct.credits(op.buyer), acct.escrow(op.order), op.minor, op.currency);
        break;
      case 'refund':
        await transfer('order-refund', acct.escrow(op.order), acct.credits(op.buyer), op.minor, op.currency);
        break;
      case 'membership':
        await transfer('membership-charge', acct.credits(op.buyer), ledgerAccounts.membershipRevenue, op.minor, op.currency);
        break;
      case 'fee':
        await transfer('service-fee', acct.escrow(op.order), ledgerAccounts.serviceFeeRevenue, op.minor, op.currency);
        break;
      case 'commission':
        await transfer('affiliate-commission', ledgerAccounts.serviceFeeRevenue, acct.affiliate(op.affiliate), op.minor, op.currency);
        break;
      case 'reverseCommission':
        await transfer('affiliate-commission-reversal', acct.affiliate(op.affiliate), ledgerAccounts.serviceFeeRevenue, op.minor, op.currency);
        break;
      case 'hold': {
        const request: HoldRequest = { idempotencyKey: key(), from: acct.escrow(op.order), to: acct.seller(op.seller), amount: mustMoney(op.minor, op.currency) };
        const allowed = expected.apply([{ account: request.from, currency: op.currency, balance: 0, pending: op.minor }]);
        const result = await ledger.hold(request);
        if (allowed) {
          const hold = result._unsafeUnwrap();
          expect(hold).toMatchObject({ state: 'pending', from: request.from, to: request.to });
          holds.push({ hold });
          earlier.push({ kind: 'hold', request });
        } else {
          expect(result._unsafeUnwrapErr()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { account: request.from } });
        }
        break;
      }
      case 'resolve': {
        const entry = holds[op.pick % Math.max(1, holds.length)];
        if (entry === undefined) break;
        const { hold } = entry;
        const wanted = op.event === 'POST' ? 'posted' : 'voided';
        const result = await (op.event === 'POST' ? ledger.postHold(hold.id) : ledger.voidHold(hold.id));
        if (entry.resolved !== undefined && entry.resolved !== wanted) {
          expect(result._unsafeUnwrapErr().code).toBe('HOLD_ALREADY_RESOLVED');
          break;
        }
        expect(result._unsafeUnwrap().state).toBe(wanted);
        if (entry.resolved === undefined) {
          const { minor: amount, currency: cur } = hold.amount;
          const moves =
            wanted === 'posted'
              ? [
                  { account: hold.from, currency: cur, balance: -amount, pending: -amount },
                  { account: hold.to, currency: cur, balance: amount, pending: 0 },
                ]
              : [{ account: hold.from, currency: cur, balance: 0, pending: -amount }];
          expect(expected.apply(moves)).toBe(true);
          entry.resolved = wanted;
        }
        break;
      }
      case 'replay': {
        const again = earlier[op.pick % Math.max(1, earlier.length)];
        if (again === undefined) break;
        const before = await snapshot(books);
        if (again.kind === 'post') {
          const request = op.altered ? { ...again.request, entries: again.request.entries.map((e) => ({ ...e, amount: mustMoney(e.amount.minor * 2, e.amount.currency) })) } : again.request;
          const result = await ledger.post(request);
          if (op.altered) expect(result._unsafeUnwrapErr().code).toBe('IDEMPOTENCY_KEY_REUSED');
          else expect(result._unsafeUnwrap().replayed).toBe(true);
        } else {
          const request = op.altered ? { ...again.request, amount: mustMoney(again.request.amount.minor + 1, again.request.amount.currency) } : again.request;
          const result = await ledger.hold(request);
          if (op.altered) expect(result._unsafeUnwrapErr().code).toBe('IDEMPOTENCY_KEY_REUSED');
          else expect(holds.map((h) => h.hold.id)).toContain(result._unsafeUnwrap().id);
        }
        expect(await snapshot(books), 'a replayed key changed the books').toEqual(before);
        break;
      }
    }
  }
  await checkInvariants(books, expected, holds, prefix);
}

async function snapshot(books: BooksView) {
  const transactions = await books.transactions();
  const positions = [...(await books.positions())].sort((a, b) => (positionKey(a.account, a.currency) < positionKey(b.account, b.currency) ? -1 : 1));
  return { transactions: transactions.length, entries: transactions.reduce((n, t) => n + t.entries.length, 0), positions };
}

async function checkInvariants(books: BooksView, expected: Expected, holds: readonly { hold: Hold; resolved?: 'posted' | 'voided' }[], prefix: string): Promise<void> {
  const transactions = await books.transactions();
  const sums = new Map<string, number>();
  const entrySums = new Map<string, number>();
  for (const t of transactions) {
    const perCurrency = new Map<string, number>();
    for (const e of t.entries) {
      perCurrency.set(e.currency, (perCurrency.get(e.currency) ?? 0) + e.amount);
      entrySums.set(positionKey(e.account, e.currency), (entrySums.get(positionKey(e.account, e.currency)) ?? 0) + e.amount);
    }
    for (const [cur, sum] of perCurrency) expect(sum, `transaction ${t.key} in ${cur}`).toBe(0);
  }
  const positions = await books.positions();
  for (const p of positions) {
    sums.set(p.currency, (sums.get(p.currency) ?? 0) + p.balance);
    expect(p.balance, `cached balance of ${p.account} in ${p.currency}`).toBe(entrySums.get(positionKey(p.account, p.currency)) ?? 0);
    if (isNonNegative(p.account)) expect(p.balance - p.pending, `available of ${p.account}`).toBeGreaterThanOrEqual(0);
  }
  for (const [cur, sum] of sums) expect(sum, `sum of every account in ${cur}`).toBe(0);
  // The model's positions (this run's own accounts) are the books'.
  const mine = positions.filter((p) => p.account.includes(`:${prefix}`));
  const byKey = new Map(mine.map((p) => [positionKey(p.account, p.currency), p]));
  for (const [k, e] of expected.positions) {
    if (!e.account.includes(`:${prefix}`)) continue;
    expect(byKey.get(k) ?? { account: e.account, currency: e.currency, balance: 0, pending: 0 }).toMatchObject({ balance: e.balance, pending: e.pending });
  }
  // A hold resolves at most once: a posted hold has exactly one posting, any other none; states are what was asked first.
  const stored = new Map((await books.holds()).map((h) => [h.id, h]));
  const postings = new Map(transactions.map((t) => [t.key, t]));
  for (const { hold, resolved } of holds) {
    expect(stored.get(hold.id)?.state).toBe(resolved ?? 'pending');
    const posting = postings.get(`hold:${hold.id}:posted`);
    expect(posting !== undefined).toBe(resolved === 'posted');
  }
}
