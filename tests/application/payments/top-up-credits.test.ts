import { describe, expect, it } from 'vitest';
import { VISITOR } from '../../../domain/index.ts';
import { buyer, paymentsHarness, usd } from './setup.ts';

const params = (minor: number, key = 'topup-0001', currency = 'USD') => ({ amount: { minor, currency: currency as never }, method: 'CARD' as const, card: '4242424242424242', idempotencyKey: key });

describe('TopUpCredits', () => {
  it('tops up by the exact amount, once per idempotency key', async () => {
    const h = paymentsHarness();
    const first = (await h.topUp.execute(buyer, params(5000)))._unsafeUnwrap();
    expect(first).toEqual({ payment: { id: 'pay_1', status: 'succeeded' } });
    expect((await h.topUp.execute(buyer, params(5000)))._unsafeUnwrap()).toEqual(first);
    expect(h.ledger.balance('buyer:u1:credits')).toBe(5000);
    expect(h.card.requests).toHaveLength(1);
    expect((await h.topUp.execute(buyer, params(6000)))._unsafeUnwrapErr().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('keeps amounts within $5–$2,000, converted for other currencies', async () => {
    const h = paymentsHarness();
    expect((await h.topUp.execute(buyer, params(499)))._unsafeUnwrapErr()).toMatchObject({ code: 'AMOUNT_INVALID', details: { field: 'amount.minor' } });
    expect((await h.topUp.execute(buyer, params(200_001, 'topup-0002')))._unsafeUnwrapErr().code).toBe('AMOUNT_INVALID');
    expect((await h.topUp.execute(buyer, params(184_001, 'topup-0003', 'EUR')))._unsafeUnwrapErr().code).toBe('AMOUNT_INVALID');
    expect((await h.topUp.execute(buyer, params(184_000, 'topup-0004', 'EUR')))._unsafeUnwrap().payment.status).toBe('succeeded');
    expect((await h.topUp.execute(buyer, params(5000, 'topup-0005', 'XYZ')))._unsafeUnwrapErr()).toMatchObject({ code: 'CURRENCY_INVALID', details: { field: 'amount.currency' } });
    expect(h.card.requests.map((r) => r.amount)).toEqual([{ minor: 184_000, currency: 'EUR' }]);
  });

  it('is for signed-in users only', async () => {
    const h = paymentsHarness();
    expect((await h.topUp.execute(VISITOR, params(5000)))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
    expect(h.store.rows.size).toBe(0);
  });

  it('lists the buyer’s own payments, newest first, with what arrived', async () => {
    const h = paymentsHarness();
    await h.topUp.execute(buyer, params(5000, 'topup-0006'));
    await h.topUp.execute(buyer, params(7000, 'topup-0007'));
    const listed = (await h.myPayments.execute(buyer, { limit: 50 }))._unsafeUnwrap().payments;
    expect(listed.map((p) => [p.id, p.status, p.method, p.provider, p.amount.minor, p.received?.minor])).toEqual([
      ['pay_2', 'succeeded', 'CARD', 'cards', 7000, 7000],
      ['pay_1', 'succeeded', 'CARD', 'cards', 5000, 5000],
    ]);
    expect(listed[0]?.received).toEqual(usd(7000));
    expect((await h.myPayments.execute(VISITOR, { limit: 50 }))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
  });
});
