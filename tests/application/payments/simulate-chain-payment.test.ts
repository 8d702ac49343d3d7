import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { SimulateChainPayment } from '../../../application/payments/index.ts';
import type { ChainPaymentSimulator } from '../../../application/payments/ports/index.ts';
import { mustMoney, type CurrencyCode, type Money } from '../../../domain/index.ts';
import { admin, buyer, paymentsHarness, usd } from './setup.ts';

class RecordingChain implements ChainPaymentSimulator {
  posted: { id: string; amount: Money; txHash: string }[] = [];
  simulate(id: string, payment: { readonly amount: Money; readonly txHash: string }) {
    this.posted.push({ id, ...payment });
    return Promise.resolve(ok(undefined));
  }
}

async function setup() {
  const h = paymentsHarness();
  h.chain.answer = () => ({ status: 'pending', providerPaymentId: 'inv_9', redirectUrl: 'https://psp.test/inv', expiresAt: new Date('2026-11-23T12:15:00Z') });
  const invoiceId = (await h.startPayment.execute(buyer, { purpose: { kind: 'TOP_UP' }, amount: usd(5000), method: 'CRYPTO', idempotencyKey: 'key-sim-01' }))._unsafeUnwrap().id;
  const cardId = (await h.startPayment.execute(buyer, { purpose: { kind: 'TOP_UP' }, amount: usd(5000), method: 'CARD', card: '4242424242424242', idempotencyKey: 'key-sim-02' }))._unsafeUnwrap().id;
  const chain = new RecordingChain();
  return { chain, invoiceId, cardId, simulate: new SimulateChainPayment(h.store, chain, 'chain') };
}

describe('SimulateChainPayment', () => {
  it('lets staff post any amount to a crypto invoice, through the provider', async () => {
    const s = await setup();
    (await s.simulate.execute(admin, { paymentId: s.invoiceId, amount: usd(7000), txHash: 'tx-00000001' }))._unsafeUnwrap();
    expect(s.chain.posted).toEqual([{ id: 'inv_9', amount: usd(7000), txHash: 'tx-00000001' }]);
  });

  it('refuses buyers, card payments, unknown ids and another currency', async () => {
    const s = await setup();
    expect((await s.simulate.execute(buyer, { paymentId: s.invoiceId, amount: usd(7000), txHash: 'tx-00000002' }))._unsafeUnwrapErr().code).toBe('FORBIDDEN');
    expect((await s.simulate.execute(admin, { paymentId: s.cardId, amount: usd(7000), txHash: 'tx-00000003' }))._unsafeUnwrapErr().code).toBe('PAYMENT_NOT_FOUND');
    expect((await s.simulate.execute(admin, { paymentId: 'pay_404', amount: usd(7000), txHash: 'tx-00000004' }))._unsafeUnwrapErr().code).toBe('PAYMENT_NOT_FOUND');
    expect((await s.simulate.execute(admin, { paymentId: s.invoiceId, amount: mustMoney(7000, 'EUR' as CurrencyCode), txHash: 'tx-00000005' }))._unsafeUnwrapErr().code).toBe('CURRENCY_MISMATCH');
    expect(s.chain.posted).toEqual([]);
  });
});
