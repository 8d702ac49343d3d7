import { describe, expect, it } from 'vitest';
import { LocalPaymentProvider } from '../../../adapters/server/payments/local/local-payment-provider.ts';
import { LocalWebhookQueue, type WebhookDelivery } from '../../../adapters/server/payments/local/local-webhook-queue.ts';
import { SiteCreditsProvider } from '../../../adapters/server/payments/site-credits-provider.ts';
import { describePaymentProviderConformance, type ProviderHarness } from './payment-provider.conformance.ts';

const SECRET = 'whsec_conformance_local_0001';

/** The local provider with a queue whose deliveries are kept instead of sent. */
export function localProvider() {
  const sent: WebhookDelivery[] = [];
  const queue = new LocalWebhookQueue({ secret: SECRET, send: (delivery) => Promise.resolve(sent.push(delivery) > 0 ? 200 : 500) });
  const provider = new LocalPaymentProvider({ secret: SECRET, queue, baseUrl: () => 'http://shop.test' });
  const lastSent = async () => {
    await queue.idle();
    const last = sent.at(-1);
    if (last === undefined) throw new Error('nothing was sent');
    return last;
  };
  return { provider, queue, sent, lastSent };
}

function localHarness(): ProviderHarness {
  const { provider, queue, lastSent } = localProvider();
  return {
    provider,
    now: () => new Date(),
    instantCard: '4242424242424242',
    declinedCards: [
      { card: '4000000000000002', reason: /declined/ },
      { card: '4000000000009995', reason: /insufficient funds/ },
    ],
    confirmation: {
      card: '4000000000003220',
      confirm: async (id) => {
        provider.confirm(id);
        return lastSent();
      },
    },
    invoice: {
      pay: async (id, _request, amount, txHash) => {
        (await provider.simulate(id, { amount, txHash }))._unsafeUnwrap();
        return lastSent();
      },
    },
    sign: (body, at) => queue.signed(body, at),
    keptCards: { good: '4242424242424242', failsLater: '4000000000000341', asksPayer: '4000000000003220', refused: '4000000000000002' },
  };
}

describePaymentProviderConformance('local test provider', () => Promise.resolve(localHarness()));
describePaymentProviderConformance('site credits', () => Promise.resolve({ provider: new SiteCreditsProvider(), now: () => new Date() }));

describe('local test provider: specifics', () => {
  it('refuses to charge a card without a number, and declines numbers that are no test card', async () => {
    const { provider } = localProvider();
    const base = { reference: 'pay_1', amount: { minor: 500, currency: 'USD' } as never, method: 'CARD' as const, returnUrl: 'http://shop.test', description: 'x' };
    expect((await provider.create({ ...base, idempotencyKey: 'k1' }))._unsafeUnwrapErr()).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'card' } });
    expect((await provider.create({ ...base, card: '4111111111111111', idempotencyKey: 'k2' }))._unsafeUnwrap().status).toBe('declined');
  });

  it('sends nothing for a confirmation step until the buyer acts; Cancel sends a failure', async () => {
    const { provider, sent, queue } = localProvider();
    const answer = (await provider.create({ reference: 'pay_2', amount: { minor: 500, currency: 'USD' } as never, method: 'CARD', card: '4000000000003220', idempotencyKey: 'k3', returnUrl: 'http://shop.test', description: 'x' }))._unsafeUnwrap();
    await queue.idle();
    expect(sent).toEqual([]);
    provider.cancel(answer.providerPaymentId);
    await queue.idle();
    expect(JSON.parse(sent[0]?.rawBody ?? '{}')).toMatchObject({ type: 'payment.failed', data: { reference: 'pay_2' } });
    // Confirming after a cancel changes nothing.
    expect(provider.confirm(answer.providerPaymentId)?.status).toBe('canceled');
  });

  it('holds deliveries for tests and releases them late and duplicated, signed when sent', async () => {
    const { provider, sent, queue } = localProvider();
    queue.hold();
    const answer = (await provider.create({ reference: 'pay_3', amount: { minor: 900, currency: 'USD' } as never, method: 'CRYPTO', idempotencyKey: 'k4', returnUrl: 'http://shop.test', description: 'x' }))._unsafeUnwrap();
    (await provider.simulate(answer.providerPaymentId, { amount: { minor: 900, currency: 'USD' } as never, txHash: 'tx-000000001' }))._unsafeUnwrap();
    // The same chain transaction reported twice is one event.
    (await provider.simulate(answer.providerPaymentId, { amount: { minor: 900, currency: 'USD' } as never, txHash: 'tx-000000001' }))._unsafeUnwrap();
    expect(queue.pending()).toHaveLength(1);
    expect(sent).toEqual([]);
    expect(await queue.release({ times: 2 })).toEqual([200, 200]);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.rawBody).toBe(sent[1]?.rawBody);
  });

  it('retries a delivery our endpoint did not accept', async () => {
    const statuses = [503, 500, 200];
    const sent: WebhookDelivery[] = [];
    const queue = new LocalWebhookQueue({ secret: SECRET, retryDelaysMs: [1, 1, 1], send: (d) => Promise.resolve(sent.push(d) > 0 ? (statuses.shift() ?? 200) : 0) });
    queue.enqueue('{"id":"evt_retry"}');
    await queue.idle();
    expect(sent).toHaveLength(3);
  });
});
