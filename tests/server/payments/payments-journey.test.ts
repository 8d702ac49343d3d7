import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../../domain/index.ts';
import { LOCAL_SIGNATURE_HEADER } from '../../../adapters/server/payments/local/local-signature.ts';
import { LEDGER } from '../../../composition-root/server/ledger.module.ts';
import { PAYMENTS } from '../../../composition-root/server/payments.module.ts';
import { SHARED } from '../../../composition-root/server/shared.module.ts';
import { paymentExpiry } from '../../../application/payments/index.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

interface Started {
  readonly payment: { readonly id: string; readonly status: string; readonly nextAction?: { readonly type: string; readonly url: string } };
}
interface Listed {
  readonly payments: readonly { id: string; status: string; method: string; amount: { minor: number }; received: { minor: number } | null }[];
}

let server: TestServer;
let buyer: SimpleDDP;
let buyerId: string;
let buyerToken: string;
let adminToken: string;
let keys = 0;

async function login(email: string): Promise<{ client: SimpleDDP; token: string; id: string }> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${email}@`));
  if (account === undefined) throw new Error(email);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email: account.email }, password: account.password })) as { id: string; token: string };
  return { client, token: answer.token, id: answer.id };
}

async function credits(): Promise<number> {
  const balances = await server.container.get(LEDGER.Ledger).balances([ledgerAccounts.buyerCredits(buyerId)]);
  return balances.find((b) => b.currency === 'USD')?.balance ?? 0;
}

function topUp(minor: number, method: 'CARD' | 'CRYPTO', card?: string): Promise<Started> {
  keys += 1;
  return buyer.call('topUpCredits', { amount: { minor, currency: 'USD' }, method, ...(card === undefined ? {} : { card }), idempotencyKey: `journey-${keys}-${Date.now()}` }) as Promise<Started>;
}

async function statusOf(paymentId: string): Promise<Listed['payments'][number] | undefined> {
  const listed = (await buyer.call('myPayments', {})) as Listed;
  return listed.payments.find((p) => p.id === paymentId);
}

const webhooks = () => server.container.get(PAYMENTS.LocalWebhooks);
const pagePath = (url: string) => new URL(url).pathname;

async function simulate(paymentId: string, minor: number, txHash: string, token = adminToken) {
  const posted = await call(server, '/api/payments/simulate', { body: { paymentId, amount: { minor, currency: 'USD' }, txHash }, headers: { authorization: `Bearer ${token}` } });
  await webhooks().idle();
  return posted;
}

beforeAll(async () => {
  server = await startTestServer();
  const customer = await login('customer');
  buyer = customer.client;
  buyerId = customer.id;
  buyerToken = customer.token;
  adminToken = (await login('admin')).token;
}, 120_000);

afterAll(async () => {
  buyer.disconnect();
  await server.stop();
});

describe(`payments on the real server (${DATABASE_KIND})`, () => {
  it('tops up by card 4242: the credits rise by exactly the amount, and the payment is listed as succeeded', async () => {
    const before = await credits();
    const started = await topUp(5000, 'CARD', '4242 4242 4242 4242');
    expect(started.payment).toEqual({ id: expect.stringMatching(/^pay_/) as string, status: 'succeeded' });
    await webhooks().idle();
    expect((await credits()) - before).toBe(5000);
    expect(await statusOf(started.payment.id)).toMatchObject({ status: 'succeeded', method: 'CARD', amount: { minor: 5000 }, received: { minor: 5000 } });
  });

  it('keeps 3220 waiting until its page is confirmed; the webhook then credits once, delivered twice and late', async () => {
    const before = await credits();
    const started = await topUp(2500, 'CARD', '4000000000003220');
    expect(started.payment.status).toBe('requires_action');
    const page = await call(server, pagePath(started.payment.nextAction?.url ?? ''));
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('Confirm');
    expect((await statusOf(started.payment.id))?.status).toBe('requires_action');
    webhooks().hold();
    const confirmed = await fetch(`${server.url}${pagePath(started.payment.nextAction?.url ?? '')}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${server.url}/checkout/payment/pending/credits/${started.payment.id}?redirect_status=succeeded`);
    expect(await credits()).toBe(before);
    const [body] = webhooks().pending();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await webhooks().release({ times: 2 })).toEqual([200, 200]);
    expect((await credits()) - before).toBe(2500);
    expect((await statusOf(started.payment.id))?.status).toBe('succeeded');
    // The same delivery replayed after the 5-minute tolerance is refused; a tampered one too.
    const stale = webhooks().signed(body ?? '', new Date(Date.now() - 6 * 60_000));
    const refused = await call(server, '/api/payments/webhooks/local', { rawBody: stale.rawBody, headers: { 'content-type': 'application/json', ...stale.headers } });
    expect(refused).toMatchObject({ status: 400, body: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
    const fresh = webhooks().signed(body ?? '', new Date());
    const tampered = await call(server, '/api/payments/webhooks/local', { rawBody: (body ?? '').replace('2500', '250000'), headers: { 'content-type': 'application/json', ...fresh.headers } });
    expect(tampered).toMatchObject({ status: 400, body: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
    expect((await credits()) - before).toBe(2500);
  });

  it('declines 0002 with PAYMENT_DECLINED and keeps no payment', async () => {
    const listed = ((await buyer.call('myPayments', {})) as Listed).payments.length;
    const before = await credits();
    const refused = await callError(buyer, 'topUpCredits', { amount: { minor: 5000, currency: 'USD' }, method: 'CARD', card: '4000000000000002', idempotencyKey: `journey-declined-${Date.now()}` });
    expect(refused).toMatchObject({ error: 402, reason: 'Your card was declined.', details: { code: 'PAYMENT_DECLINED' } });
    await webhooks().idle();
    expect(((await buyer.call('myPayments', {})) as Listed).payments.length).toBe(listed);
    expect(await credits()).toBe(before);
  });

  it('credits a crypto invoice paid partially then over exactly what arrived; only staff may simulate', async () => {
    const before = await credits();
    const started = await topUp(10_000, 'CRYPTO');
    expect(started.payment.status).toBe('pending');
    const invoice = await call(server, pagePath(started.payment.nextAction?.url ?? ''));
    expect(String(invoice.body)).toMatch(/tb1q[0-9a-f]+/);
    expect(String(invoice.body)).toContain('$100.00');
    const invoiceId = pagePath(started.payment.nextAction?.url ?? '').split('/').at(-1) ?? '';
    expect((await call(server, `/pay/local/${invoiceId}/simulate`, { headers: { authorization: `Bearer ${buyerToken}` } })).status).toBe(403);
    expect((await call(server, `/pay/local/${invoiceId}/simulate`, { headers: { authorization: `Bearer ${adminToken}` } })).status).toBe(200);
    expect((await simulate(started.payment.id, 4_000, 'tx-partial-0001', buyerToken)).status).toBe(403);
    expect((await simulate(started.payment.id, 4_000, 'tx-partial-0001')).status).toBe(202);
    expect(await statusOf(started.payment.id)).toMatchObject({ status: 'pending', received: { minor: 4_000 } });
    expect((await simulate(started.payment.id, 9_000, 'tx-over-0000002')).status).toBe(202);
    expect((await credits()) - before).toBe(13_000);
    expect(await statusOf(started.payment.id)).toMatchObject({ status: 'succeeded', received: { minor: 13_000 } });
  });

  it('expires an unpaid invoice by its timer, and still credits it when paid late', async () => {
    const before = await credits();
    const started = await topUp(7_000, 'CRYPTO');
    // The 15-minute timer, brought forward: the server's timer worker fires it.
    await server.container.get(SHARED.Scheduler).schedule(paymentExpiry.at(`paymentExpiry:${started.payment.id}`, new Date(Date.now() - 1000), { paymentId: started.payment.id }));
    await expect.poll(async () => (await statusOf(started.payment.id))?.status, { timeout: 10_000, interval: 100 }).toBe('expired');
    expect((await simulate(started.payment.id, 7_000, 'tx-late-00000003')).status).toBe(202);
    expect((await credits()) - before).toBe(7_000);
    expect(await statusOf(started.payment.id)).toMatchObject({ status: 'expired', received: { minor: 7_000 } });
  });

  it('credits a chain payment once when its webhook arrives eight times at once', async () => {
    const before = await credits();
    const started = await topUp(6_000, 'CRYPTO');
    webhooks().hold();
    expect((await simulate(started.payment.id, 6_000, 'tx-concurrent-04')).status).toBe(202);
    const [body] = webhooks().pending();
    webhooks().discard();
    const delivery = webhooks().signed(body ?? '', new Date());
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(server, '/api/payments/webhooks/local', { rawBody: delivery.rawBody, headers: { 'content-type': 'application/json', ...delivery.headers } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.map((a) => (a.body as { outcome: string }).outcome).sort()).toEqual(['applied', ...Array(7).fill('duplicate')].sort());
    expect((await credits()) - before).toBe(6_000);
  });

  it('leaves the books balanced: every cent credited came out of psp:local, and the trial balance is zero', async () => {
    const psp = (await server.container.get(LEDGER.Ledger).balances([ledgerAccounts.psp('local')])).find((b) => b.currency === 'USD')?.balance;
    // 50 + 25 (card) + 40 + 90 + 70 + 60 (crypto) dollars arrived from the local provider in the tests above.
    expect(psp).toBe(-(5000 + 2500 + 4000 + 9000 + 7000 + 6000));
    const trial = await call(server, '/api/admin/ledger/trial-balance', { headers: { authorization: `Bearer ${adminToken}` } });
    expect(trial).toMatchObject({ status: 200, body: { balanced: true } });
  });

  it('refuses bad top-ups naming the field, and unknown providers', async () => {
    expect(await callError(buyer, 'topUpCredits', { amount: { minor: 100, currency: 'USD' }, method: 'CARD', card: '4242424242424242', idempotencyKey: 'journey-small-1' })).toMatchObject({ error: 400, details: { code: 'AMOUNT_INVALID', field: 'amount.minor' } });
    expect(await callError(buyer, 'topUpCredits', { amount: { minor: 5000, currency: 'USD' }, method: 'CARD', card: 'abc', idempotencyKey: 'journey-small-2' })).toMatchObject({ error: 400, details: { field: 'params.0.card' } });
    const unknown = await call(server, '/api/payments/webhooks/paypal', { rawBody: '{}', headers: { 'content-type': 'application/json', [LOCAL_SIGNATURE_HEADER]: 't=1,v1=00' } });
    expect(unknown.status).toBe(404);
  });
});
