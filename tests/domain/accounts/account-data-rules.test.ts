import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBillingDetails, crownsForOrder, mayDeleteAccount, money, type CurrencyCode } from '../../../domain/index.ts';

const usd = (minor: number) => money(minor, 'USD' as CurrencyCode)._unsafeUnwrap();

describe('crowns', () => {
  it('are one per whole unit of the subtotal: $123.45 earns 123, 99 cents none, JPY one per yen', () => {
    expect(crownsForOrder(usd(12_345))).toBe(123);
    expect(crownsForOrder(usd(99))).toBe(0);
    expect(crownsForOrder(money(500, 'JPY' as CurrencyCode)._unsafeUnwrap())).toBe(500);
  });

  it('never exceed the dollars paid and never go negative', () => {
    fc.assert(fc.property(fc.integer({ min: -1_000_000, max: 100_000_000 }), (minor) => {
      const crowns = crownsForOrder(usd(minor));
      expect(crowns).toBeGreaterThanOrEqual(0);
      expect(crowns * 100).toBeLessThanOrEqual(Math.max(0, minor));
    }));
  });
});

describe('billing details', () => {
  const base = { name: 'Ada Ltd', address: '1 Row', city: 'London', postalCode: 'N1', country: 'gb', vatId: 'gb-123.456.789' };
  it('normalize the country and the VAT id, and name the first field at fault', () => {
    expect(checkBillingDetails(base)._unsafeUnwrap()).toMatchObject({ country: 'GB', vatId: 'GB123456789' });
    expect(checkBillingDetails({ ...base, vatId: '' })._unsafeUnwrap().vatId).toBeNull();
    expect(checkBillingDetails({ ...base, city: ' ' })._unsafeUnwrapErr().details).toEqual({ field: 'city' });
    expect(checkBillingDetails({ ...base, country: 'XX' })._unsafeUnwrapErr().details).toEqual({ field: 'country' });
    expect(checkBillingDetails({ ...base, vatId: '12' })._unsafeUnwrapErr().details).toEqual({ field: 'vatId' });
  });
});

describe('deleting an account', () => {
  const none = { openOrderIds: [], balances: [], openWithdrawalIds: [] };
  it('is allowed with nothing open and zero balances, and otherwise says every reason, the first as the code', () => {
    expect(mayDeleteAccount({ ...none, balances: [{ account: 'buyer:u:credits', currency: 'USD', amountMinor: 0 }] }).isOk()).toBe(true);
    const refused = mayDeleteAccount({ openOrderIds: [], balances: [{ account: 'buyer:u:credits', currency: 'USD', amountMinor: 5 }], openWithdrawalIds: ['w1'] })._unsafeUnwrapErr();
    expect(refused.code).toBe('ACCOUNT_HAS_BALANCE');
    expect(refused.details?.['blockers']).toEqual(['ACCOUNT_HAS_BALANCE', 'ACCOUNT_HAS_OPEN_WITHDRAWALS']);
    expect(mayDeleteAccount({ ...none, openOrderIds: ['o1'] })._unsafeUnwrapErr().code).toBe('ACCOUNT_HAS_OPEN_ORDERS');
  });
});
