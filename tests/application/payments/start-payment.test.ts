import { describe, expect, it } from 'vitest';
import { domainError, VISITOR } from '../../../domain/index.ts';
import { buyer, paymentsHarness, usd } from './setup.ts';

const topUp = { kind: 'TOP_UP' } as const;
const group = { kind: 'ORDER_GROUP', orderGroupId: 'og_1' } as const;

describe('StartPayment', () => {
  it('captures a card the provider collects at once before answering: psp → credits, then the listener', async () => {
    const h = paymentsHarness();
    const started = (await h.startPayment.execute(buyer, { purpose: group, amount: usd(5000), method: 'CARD', card: '4242424242424242', idempotencyKey: 'key-00001' }))._unsafeUnwrap();
    expect(started).toEqual({ id: 'pay_1', status: 'succeeded' });
    expect(h.ledger.balance('buyer:u1:credits')).toBe(5000);
    expect(h.ledger.balance('psp:cards')).toBe(-5000);
    expect(h.ledger.posted.map((p) => p.idempotencyKey)).toEqual(['payment:pay_1:captured']);
    expect(h.listener.captures).toEqual([{ paymentId: 'pay_1', userId: 'u1', purpose: group, amount: usd(5000) }]);
    expect(h.store.rows.get('pay_1')?.state.status).toBe('succeeded');
    expect(h.card.requests[0]).toMatchObject({ reference: 'pay_1', card: '4242424242424242', idempotencyKey: 'u1:key-00001', returnUrl: 'https://shop.test/back/pay_1' });
  });

  it('answers PAYMENT_DECLINED with the reason and keeps nothing', async () => {
    const h = paymentsHarness();
    h.card.answer = () => ({ status: 'declined', providerPaymentId: 'pp_x', reason: 'Your card was declined.' });
    const refused = (await h.startPayment.execute(buyer, { purpose: topUp, amount: usd(5000), method: 'CARD', card: '4000000000000002', idempotencyKey: 'key-00002' }))._unsafeUnwrapErr();
    expect(refused).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
    expect(h.store.rows.size).toBe(0);
    expect(h.ledger.posted).toEqual([]);
    expect(h.listener.captures).toEqual([]);
  });

  it('pays with site credits at once, posting nothing from a provider; a listener refusal keeps nothing', async () => {
    const h = paymentsHarness();
    expect((await h.startPayment.execute(buyer, { purpose: group, amount: usd(1200), method: 'CREDITS', idempotencyKey: 'key-00003' }))._unsafeUnwrap().status).toBe('succeeded');
    expect(h.ledger.posted).toEqual([]);
    expect(h.listener.captures).toHaveLength(1);
    h.listener.refuse = domainError('INSUFFICIENT_CREDITS', 'Not enough credits');
    expect((await h.startPayment.execute(buyer, { purpose: group, amount: usd(999_999), method: 'CREDITS', idempotencyKey: 'key-00004' }))._unsafeUnwrapErr().code).toBe('INSUFFICIENT_CREDITS');
    expect(h.store.rows.size).toBe(1);
  });

  it('leaves a card that needs confirmation waiting, with the provider page and a 15-minute expiry timer', async () => {
    const h = paymentsHarness();
    h.card.answer = () => ({ status: 'requires_action', providerPaymentId: 'pp_3ds', redirectUrl: 'https://psp.test/confirm/pp_3ds' });
    const started = (await h.startPayment.execute(buyer, { purpose: topUp, amount: usd(5000), method: 'CARD', card: '4000000000003220', idempotencyKey: 'key-00005' }))._unsafeUnwrap();
    expect(started).toEqual({ id: 'pay_1', status: 'requires_action', nextAction: { type: 'redirect', url: 'https://psp.test/confirm/pp_3ds' } });
    expect(h.ledger.posted).toEqual([]);
    expect(h.scheduler.timers).toEqual([{ kind: 'paymentExpiry', key: 'paymentExpiry:pay_1', dueAt: new Date('2026-11-23T12:15:00Z'), payload: { paymentId: 'pay_1' } }]);
    expect(h.store.rows.get('pay_1')).toMatchObject({ providerPaymentId: 'pp_3ds', state: { status: 'requires_action' } });
  });

  it('opens a crypto invoice pending until its expiry', async () => {
    const h = paymentsHarness();
    const expiresAt = new Date('2026-11-23T12:15:00Z');
    h.chain.answer = () => ({ status: 'pending', providerPaymentId: 'inv_1', redirectUrl: 'https://psp.test/invoice/inv_1', expiresAt });
    const started = (await h.startPayment.execute(buyer, { purpose: topUp, amount: usd(5000), method: 'CRYPTO', idempotencyKey: 'key-00006' }))._unsafeUnwrap();
    expect(started.status).toBe('pending');
    expect(h.store.rows.get('pay_1')).toMatchObject({ method: 'CRYPTO', provider: 'chain', expiresAt, state: { status: 'pending', collection: 'invoice' } });
    expect(h.scheduler.timers[0]?.dueAt).toEqual(expiresAt);
  });

  it('refuses a visitor, and a method no provider offers', async () => {
    const h = paymentsHarness();
    expect((await h.startPayment.execute(VISITOR, { purpose: topUp, amount: usd(5000), method: 'CARD', card: '4242424242424242', idempotencyKey: 'key-00007' }))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
    const noCrypto = paymentsHarness({ crypto: false });
    const refused = (await noCrypto.startPayment.execute(buyer, { purpose: topUp, amount: usd(5000), method: 'CRYPTO', idempotencyKey: 'key-00008' }))._unsafeUnwrapErr();
    expect(refused).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE', details: { field: 'method' } });
    expect([h.store.rows.size, noCrypto.store.rows.size]).toEqual([0, 0]);
  });
});
