import { describe, expect, it } from 'vitest';
import { buyer, paymentsHarness, usd, webhook, type PaymentsHarness } from './setup.ts';

async function confirmingCard(h: PaymentsHarness): Promise<string> {
  h.card.answer = () => ({ status: 'requires_action', providerPaymentId: 'pp_3ds', redirectUrl: 'https://psp.test/confirm' });
  return (await h.startPayment.execute(buyer, { purpose: { kind: 'TOP_UP' }, amount: usd(5000), method: 'CARD', card: '4000000000003220', idempotencyKey: 'key-00001' }))._unsafeUnwrap().id;
}

async function invoice(h: PaymentsHarness, minor: number): Promise<string> {
  h.chain.answer = () => ({ status: 'pending', providerPaymentId: 'inv_1', redirectUrl: 'https://psp.test/inv', expiresAt: new Date('2026-11-23T12:15:00Z') });
  return (await h.startPayment.execute(buyer, { purpose: { kind: 'TOP_UP' }, amount: usd(minor), method: 'CRYPTO', idempotencyKey: 'key-00002' }))._unsafeUnwrap().id;
}

const succeeded = (reference: string, providerPaymentId: string, minor: number, eventId: string) => ({ type: 'payment.succeeded', eventId, providerPaymentId, reference, amount: usd(minor) });

describe('HandleWebhook', () => {
  it('credits a confirmed card once, however often and late the event is delivered', async () => {
    const h = paymentsHarness();
    const id = await confirmingCard(h);
    const event = webhook('cards', succeeded(id, 'pp_3ds', 5000, 'evt_1'));
    expect((await h.handleWebhook.execute(event))._unsafeUnwrap()).toBe('applied');
    expect((await h.handleWebhook.execute(event))._unsafeUnwrap()).toBe('duplicate');
    // The same capture under another event id (a provider resending it as new) credits nothing more either.
    expect((await h.handleWebhook.execute(webhook('cards', succeeded(id, 'pp_3ds', 5000, 'evt_2'))))._unsafeUnwrap()).toBe('applied');
    expect(h.ledger.balance('buyer:u1:credits')).toBe(5000);
    expect(h.listener.captures).toHaveLength(1);
    expect(h.store.rows.get(id)?.state.status).toBe('succeeded');
  });

  it('refuses a delivery whose signature does not verify, changing nothing', async () => {
    const h = paymentsHarness();
    const id = await confirmingCard(h);
    const refused = await h.handleWebhook.execute(webhook('cards', succeeded(id, 'pp_3ds', 5000, 'evt_1'), 'forged'));
    expect(refused._unsafeUnwrapErr().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(h.ledger.posted).toEqual([]);
    expect(h.log.seen.size).toBe(0);
  });

  it('acknowledges and ignores an event for no payment of ours, or for another provider payment', async () => {
    const h = paymentsHarness();
    const id = await confirmingCard(h);
    expect((await h.handleWebhook.execute(webhook('cards', succeeded('pay_404', 'pp_x', 5000, 'evt_1'))))._unsafeUnwrap()).toBe('ignored');
    expect((await h.handleWebhook.execute(webhook('cards', succeeded(id, 'pp_other', 5000, 'evt_2'))))._unsafeUnwrap()).toBe('ignored');
    expect((await h.handleWebhook.execute(webhook('chain', succeeded(id, 'pp_3ds', 5000, 'evt_3'))))._unsafeUnwrap()).toBe('ignored');
    expect(h.ledger.posted).toEqual([]);
  });

  it('credits a partial then an over-payment of an invoice exactly as they arrived', async () => {
    const h = paymentsHarness();
    const id = await invoice(h, 10_000);
    await h.handleWebhook.execute(webhook('chain', succeeded(id, 'inv_1', 4_000, 'evt_tx1')));
    expect(h.store.rows.get(id)?.state).toMatchObject({ status: 'pending', receivedMinor: 4_000 });
    expect(h.listener.captures).toEqual([]);
    await h.handleWebhook.execute(webhook('chain', succeeded(id, 'inv_1', 7_000, 'evt_tx2')));
    await h.handleWebhook.execute(webhook('chain', succeeded(id, 'inv_1', 7_000, 'evt_tx2')));
    expect(h.ledger.balance('buyer:u1:credits')).toBe(11_000);
    expect(h.ledger.posted.map((p) => p.idempotencyKey)).toEqual([`payment:${id}:received:evt_tx1`, `payment:${id}:received:evt_tx2`]);
    expect(h.listener.captures.map((c) => c.amount.minor)).toEqual([11_000]);
  });

  it('still credits money that arrives after the invoice expired, and the listener heard the expiry', async () => {
    const h = paymentsHarness();
    const id = await invoice(h, 10_000);
    (await h.expirePayment.execute(id))._unsafeUnwrap();
    expect(h.store.rows.get(id)?.state.status).toBe('expired');
    expect(h.listener.failures).toEqual([id]);
    (await h.expirePayment.execute(id))._unsafeUnwrap();
    expect(h.listener.failures).toEqual([id]);
    await h.handleWebhook.execute(webhook('chain', succeeded(id, 'inv_1', 10_000, 'evt_late')));
    expect(h.ledger.balance('buyer:u1:credits')).toBe(10_000);
    expect(h.store.rows.get(id)?.state).toMatchObject({ status: 'expired', receivedMinor: 10_000 });
    expect(h.listener.captures).toEqual([]);
  });

  it('marks a cancelled confirmation failed with its reason', async () => {
    const h = paymentsHarness();
    const id = await confirmingCard(h);
    await h.handleWebhook.execute(webhook('cards', { type: 'payment.failed', eventId: 'evt_f', providerPaymentId: 'pp_3ds', reference: id, reason: 'Cancelled by the buyer' }));
    expect(h.store.rows.get(id)?.state).toMatchObject({ status: 'failed', failureReason: 'Cancelled by the buyer' });
    expect(h.listener.failures).toEqual([id]);
  });

  it('answers NOT_FOUND for a provider it does not know', async () => {
    const h = paymentsHarness();
    expect((await h.handleWebhook.execute(webhook('paypal', {})))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });
});
