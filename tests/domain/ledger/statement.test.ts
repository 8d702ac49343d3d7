import { describe, expect, it } from 'vitest';
import { ledgerAccounts, statementAccounts, statementKind, statementLink, type StatementFacts } from '../../../domain/index.ts';

const facts = (over: Partial<StatementFacts>): StatementFacts => ({ transactionKind: 'grant', referenceType: null, account: 'credits', amount: 100, counterparts: [], ...over });

describe('statement lines', () => {
  it('reads the statement over the five accounts a user owns', () => {
    expect(statementAccounts('u1').map((a) => [a.account, a.name])).toEqual([
      ['buyer:u1:credits', 'credits'],
      ['seller:u1:pending', 'pending'],
      ['seller:u1:available', 'available'],
      ['penalties:seller:u1', 'penalties'],
      ['affiliate:u1:earnings', 'earnings'],
    ]);
  });

  it('names top-ups, purchases, refunds, settlements, penalties, commissions and membership charges by their transaction', () => {
    expect(statementKind(facts({ transactionKind: 'payment-received' }))).toBe('top-up');
    expect(statementKind(facts({ transactionKind: 'order-paid', amount: -500 }))).toBe('purchase');
    expect(statementKind(facts({ transactionKind: 'order-warranty-refund' }))).toBe('refund');
    expect(statementKind(facts({ transactionKind: 'order-settle', account: 'available' }))).toBe('settlement');
    expect(statementKind(facts({ transactionKind: 'order-settle', account: 'penalties' }))).toBe('penalty');
    expect(statementKind(facts({ transactionKind: 'order-penalty', account: 'penalties', amount: -300 }))).toBe('penalty');
    expect(statementKind(facts({ transactionKind: 'affiliate-commission', account: 'earnings' }))).toBe('commission');
    expect(statementKind(facts({ transactionKind: 'membership-charge', amount: -499 }))).toBe('membership');
    expect(statementKind(facts({ transactionKind: 'something-new' }))).toBe('other');
  });

  it('tells posted holds apart: the sale into pending funds, a withdrawal from its fee', () => {
    expect(statementKind(facts({ transactionKind: 'hold-posted', referenceType: 'order', account: 'pending' }))).toBe('sale');
    expect(statementKind(facts({ transactionKind: 'hold-posted', referenceType: 'withdrawal', account: 'available', counterparts: [ledgerAccounts.payoutFeeRevenue] }))).toBe('fee');
    expect(statementKind(facts({ transactionKind: 'hold-posted', referenceType: 'withdrawal', account: 'available', counterparts: [ledgerAccounts.payouts('CRYPTO')] }))).toBe('withdrawal');
    expect(statementKind(facts({ transactionKind: 'hold-posted', referenceType: 'request', amount: -100 }))).toBe('purchase');
  });

  it('links each line to the page of what it is about', () => {
    expect(statementLink({ type: 'order', id: 'o 1' })).toBe('/dashboard/order/o%201');
    expect(statementLink({ type: 'payment', id: 'p1' })).toBe('/dashboard/finances/payments');
    expect(statementLink({ type: 'withdrawal', id: 'w1' })).toBe('/dashboard/finances/withdrawals');
    expect(statementLink({ type: 'request', id: 'r1' })).toBe('/dashboard/requests/r1');
    expect(statementLink({ type: 'user', id: 'u1' })).toBeNull();
    expect(statementLink(null)).toBeNull();
  });
});
