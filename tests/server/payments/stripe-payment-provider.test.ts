import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentProvider } from '../../../adapters/server/payments/stripe/stripe-payment-provider.ts';
import { mustMoney, type CurrencyCode } from '../../../domain/index.ts';
import { describePaymentProviderConformance, type ProviderHarness } from './payment-provider.conformance.ts';
import { fixture, startStripeReplay } from './stripe-replay-server.ts';

const WEBHOOK_SECRET = 'whsec_test_recorded0001';
let replay: Awaited<ReturnType<typeof startStripeReplay>>;

beforeAll(async () => {
  replay = await startStripeReplay();
});
afterAll(() => replay.close());

function stripeProvider(): StripePaymentProvider {
  return new StripePaymentProvider({ secretKey: 'sk_test_recorded', webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port: replay.port, protocol: 'http' } });
}

/** Signs a body as Stripe does (`stripe-signature: t=…,v1=…`). */
function signed(rawBody: string, at: Date) {
  const header = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: WEBHOOK_SECRET, timestamp: Math.floor(at.getTime() / 1000) });
  return { rawBody, headers: { 'stripe-signature': header } };
}

function harness(): ProviderHarness {
  return {
    provider: stripeProvider(),
    now: () => new Date(),
    instantCard: '4242424242424242',
    declinedCards: [
      { card: '4000000000000002', reason: /^Your card was declined\.$/ },
      { card: '4000000000009995', reason: /insufficient funds/ },
    ],
    confirmation: {
      card: '4000000000003220',
      // After 3D Secure, Stripe sends payment_intent.succeeded (recorded), carrying our reference in the metadata.
      confirm: (_id, request) => Promise.resolve(signed(fixture('payment-intent-succeeded.event.json').replaceAll('{{reference}}', request.reference), new Date())),
    },
    sign: signed,
    keptCards: { good: '4242424242424242', failsLater: '4000000000000341', asksPayer: '4000000000003220', refused: '4000000000000002' },
  };
}

describePaymentProviderConformance('Stripe (recorded answers)', () => Promise.resolve(harness()));

describe('Stripe adapter: specifics', () => {
  it('creates and confirms one PaymentIntent with the test token, our reference and our idempotency key', async () => {
    const before = replay.seen.length;
    const answer = await stripeProvider().create({
      reference: 'pay_stripe_1',
      amount: mustMoney(5000, 'USD' as CurrencyCode),
      method: 'CARD',
      card: '4242424242424242',
      idempotencyKey: 'u1:stripe-key-1',
      returnUrl: 'https://shop.test/back',
      description: 'Top-up',
    });
    expect(answer._unsafeUnwrap()).toEqual({ status: 'succeeded', providerPaymentId: 'pi_3SfXq2LkdIwHu7ix1AbCdEf0' });
    const sent = replay.seen.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/v1/payment_intents');
    expect(Object.fromEntries(sent[0]?.params ?? [])).toMatchObject({ amount: '5000', currency: 'usd', payment_method: 'pm_card_visa', confirm: 'true', 'metadata[reference]': 'pay_stripe_1', return_url: 'https://shop.test/back' });
    expect(sent[0]?.headers['idempotency-key']).toBe('u1:stripe-key-1');
  });

  it('sends no card number Stripe has no test token for, and takes no crypto', async () => {
    const before = replay.seen.length;
    const base = { reference: 'pay_stripe_2', amount: mustMoney(5000, 'USD' as CurrencyCode), idempotencyKey: 'u1:stripe-key-2', returnUrl: 'https://shop.test', description: 'x' };
    expect((await stripeProvider().create({ ...base, method: 'CARD', card: '4111111111111111' }))._unsafeUnwrapErr()).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'card' } });
    expect((await stripeProvider().create({ ...base, method: 'CRYPTO' }))._unsafeUnwrapErr().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect(replay.seen.length).toBe(before);
  });

  it('refunds part of a PaymentIntent with refunds.create: payment_intent, amount and our idempotency key; a retry with the key is one refund', async () => {
    const before = replay.seen.length;
    const request = { providerPaymentId: 'pi_3SfXq2LkdIwHu7ix1AbCdEf0', amount: mustMoney(1250, 'USD' as CurrencyCode), idempotencyKey: 'card-refund:ord_1' };
    const first = await stripeProvider().refund(request);
    const again = await stripeProvider().refund(request);
    expect(first._unsafeUnwrap()).toEqual({ providerRefundId: 're_3SfXq2LkdIwHu7ix0RfNdA01' });
    expect(again._unsafeUnwrap()).toEqual(first._unsafeUnwrap());
    const sent = replay.seen.slice(before);
    expect(sent.map((r) => [r.method, r.path])).toEqual([['POST', '/v1/refunds'], ['POST', '/v1/refunds']]);
    expect(Object.fromEntries(sent[0]?.params ?? [])).toEqual({ payment_intent: 'pi_3SfXq2LkdIwHu7ix1AbCdEf0', amount: '1250' });
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual(['card-refund:ord_1', 'card-refund:ord_1']);
  });

  it('answers a refund Stripe refuses as AMOUNT_INVALID with its message', async () => {
    const answer = await stripeProvider().refund({ providerPaymentId: 'pi_refunded_already', amount: mustMoney(100, 'USD' as CurrencyCode), idempotencyKey: 'card-refund:ord_2' });
    expect(answer._unsafeUnwrapErr()).toMatchObject({ code: 'AMOUNT_INVALID', message: expect.stringContaining('already been refunded') as unknown });
  });

  it('answers UNAVAILABLE when Stripe cannot be reached', async () => {
    const offline = new StripePaymentProvider({ secretKey: 'sk_test_recorded', webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port: 1, protocol: 'http' } });
    const answer = await offline.create({ reference: 'p', amount: mustMoney(5000, 'USD' as CurrencyCode), method: 'CARD', card: '4242424242424242', idempotencyKey: 'k-offline', returnUrl: 'https://shop.test', description: 'x' });
    expect(answer._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
  });

  it('acknowledges events it does not act on', () => {
    const delivery = signed(JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: {} } }), new Date());
    expect(stripeProvider().parseWebhook(delivery.rawBody, delivery.headers, new Date())._unsafeUnwrap()).toEqual({ type: 'ignored', eventId: 'evt_other' });
  });
});
