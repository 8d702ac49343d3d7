import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER } from '../../../composition-root/server/ledger.module.ts';
import { ledgerAccounts } from '../../../domain/index.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

interface Party {
  readonly client: SimpleDDP;
  readonly id: string;
}

interface RequestDoc {
  id: string;
  state: string;
  budgetMinor: number;
  offerCount: number;
  orderId: string | null;
  role?: string;
  offers?: { id: string; sellerId: string; state: string; priceMinor: number }[];
}

let server: TestServer;
let buyer: Party;
let seller: Party;
let rival: Party;
let keys = 0;
const key = () => `request-${process.pid}-${Date.now()}-${(keys += 1)}`;

async function login(prefix: string): Promise<Party> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email: account.email }, password: account.password })) as { id: string };
  return { client, id: answer.id };
}

async function credits(userId: string): Promise<{ balance: number; available: number }> {
  const [b] = (await server.container.get(LEDGER.Ledger).balances([ledgerAccounts.buyerCredits(userId)])).filter((x) => x.currency === 'USD');
  return { balance: b?.balance ?? 0, available: b?.available ?? 0 };
}

const post = (over: Record<string, unknown> = {}) =>
  buyer.client.call('createRequest', {
    gameType: 'fortnite',
    productType: 'accounts',
    title: 'OG account with Renegade Raider',
    description: 'Full access, e-mail changeable, at least 100 skins.',
    budgetMinor: 20_000,
    deadlineDays: 7,
    idempotencyKey: key(),
    ...over,
  }) as Promise<RequestDoc>;

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller, rival] = await Promise.all([login('customer'), login('seller'), login('bulk-seller')]);
  const admin = await login('admin');
  await admin.client.call('grantCredits', { userId: buyer.id, amount: { minor: 100_000, currency: 'USD' }, reason: 'requests test', idempotencyKey: key() });
  admin.client.disconnect();
}, 120_000);

afterAll(async () => {
  for (const p of [buyer, seller, rival]) p.client.disconnect();
  await server.stop();
});

describe(`buyers' requests with a locked budget (${DATABASE_KIND})`, () => {
  it('locks the budget, takes sellers’ offers within it, and accepting one makes a paid order and frees the rest', async () => {
    const start = await credits(buyer.id);
    const params = { gameType: 'fortnite', productType: 'accounts', title: 'OG account with Renegade Raider', description: 'Full access, e-mail changeable, at least 100 skins.', budgetMinor: 20_000, deadlineDays: 7, idempotencyKey: key() };
    const request = (await buyer.client.call('createRequest', params)) as RequestDoc;
    expect(request).toMatchObject({ state: 'open', budgetMinor: 20_000 });
    // A retry is the same request and locks nothing more.
    expect(await buyer.client.call('createRequest', params)).toMatchObject({ id: request.id });
    expect(await credits(buyer.id)).toEqual({ balance: start.balance, available: start.available - 20_000 });

    // The board is public and live: a visitor sees the request.
    const visitor = await connectClient(server.url);
    const board = visitor.subscribe('requestBoard');
    await board.ready();
    expect((visitor.collection('requestBoard').fetch() as unknown as RequestDoc[]).map((r) => r.id)).toContain(request.id);

    // Price plus the buyer's fee must fit the budget.
    expect(await callError(seller.client, 'answerRequest', { requestId: request.id, priceMinor: 19_900, deliveryDuration: '1H', message: 'Have it.' })).toMatchObject({
      error: 422,
      details: { code: 'BUDGET_EXCEEDED', field: 'priceMinor' },
    });
    const offer = (await seller.client.call('answerRequest', { requestId: request.id, priceMinor: 15_000, deliveryDuration: '1H', message: 'Have it, 140 skins.' })) as { id: string; state: string };
    expect(offer.state).toBe('open');
    const cheaper = (await rival.client.call('answerRequest', { requestId: request.id, priceMinor: 12_000, deliveryDuration: '6H', message: 'Mine has 110.' })) as { id: string };
    expect(await callError(buyer.client, 'answerRequest', { requestId: request.id, priceMinor: 5_000, deliveryDuration: '1H', message: 'me' })).toMatchObject({ error: 403 });

    // Offers are private: the buyer sees both, each seller only their own, a visitor none.
    const asBuyer = (await buyer.client.call('getRequest', { requestId: request.id })) as RequestDoc;
    expect(asBuyer).toMatchObject({ role: 'buyer', offerCount: 2 });
    expect(asBuyer.offers?.map((o) => o.priceMinor)).toEqual([12_000, 15_000]);
    expect(((await seller.client.call('getRequest', { requestId: request.id })) as RequestDoc).offers?.map((o) => o.id)).toEqual([offer.id]);
    expect(((await visitor.call('getRequest', { requestId: request.id })) as RequestDoc).offers).toEqual([]);
    visitor.disconnect();

    const accepted = (await buyer.client.call('acceptRequestOffer', { requestId: request.id, offerId: offer.id })) as { orderId: string };
    const order = (await buyer.client.call('getOrder', { orderId: accepted.orderId })) as { state: string; sellerId: string; unitPrice: { minor: number }; total: { minor: number } };
    expect(order).toMatchObject({ state: 'paid', sellerId: seller.id, unitPrice: { minor: 15_000 } });
    expect(order.total.minor).toBeLessThanOrEqual(20_000);
    // The hold is gone; the credits paid exactly the order's total.
    expect(await credits(buyer.id)).toEqual({ balance: start.balance - order.total.minor, available: start.available - order.total.minor });
    const after = (await buyer.client.call('getRequest', { requestId: request.id })) as RequestDoc;
    expect(after).toMatchObject({ state: 'accepted', orderId: accepted.orderId });
    expect(after.offers?.find((o) => o.id === cheaper.id)?.state).toBe('rejected');
    // Done is done: no second order, no more offers.
    expect(await buyer.client.call('acceptRequestOffer', { requestId: request.id, offerId: offer.id })).toEqual(accepted);
    expect(await callError(buyer.client, 'acceptRequestOffer', { requestId: request.id, offerId: cheaper.id, idempotencyKey: key() })).toMatchObject({ error: 409, details: { code: 'REQUEST_NOT_OPEN' } });
    expect(await callError(rival.client, 'answerRequest', { requestId: request.id, priceMinor: 9_000, deliveryDuration: '1H', message: 'late' })).toMatchObject({ error: 409 });
  });

  it('cancelling or the deadline releases the budget', async () => {
    const start = await credits(buyer.id);
    const cancelled = await post();
    expect((await credits(buyer.id)).available).toBe(start.available - 20_000);
    expect(await buyer.client.call('cancelRequest', { requestId: cancelled.id })).toMatchObject({ state: 'cancelled' });
    expect(await credits(buyer.id)).toEqual(start);

    const expiring = await post({ deadlineDays: 1 });
    await seller.client.call('answerRequest', { requestId: expiring.id, priceMinor: 10_000, deliveryDuration: '1H', message: 'Can do.' });
    await call(server, '/api/test/clock', { body: { advanceMs: 25 * 3_600_000 } });
    await expect.poll(async () => ((await buyer.client.call('getRequest', { requestId: expiring.id })) as RequestDoc).state).toBe('expired');
    expect(await credits(buyer.id)).toEqual(start);
  });

  it('refuses a budget beyond the credits, one’s own request, bad fields and strangers', async () => {
    expect(await callError(buyer.client, 'createRequest', { gameType: 'fortnite', productType: 'accounts', title: 'Too much', description: 'More than I have in credits.', budgetMinor: 10_000_000, deadlineDays: 3, idempotencyKey: key() })).toMatchObject({
      error: 402,
      details: { code: 'INSUFFICIENT_CREDITS', field: 'budgetMinor' },
    });
    expect(await callError(buyer.client, 'createRequest', { gameType: 'fortnite', productType: 'accounts', title: 'Bad', description: 'short', budgetMinor: 5_000, deadlineDays: 3, idempotencyKey: key() })).toMatchObject({
      error: 400,
      details: { field: 'params.0.description' },
    });
    expect(await callError(buyer.client, 'createRequest', { gameType: 'fortnite', productType: 'accounts', title: 'Far', description: 'Deadline too far away.', budgetMinor: 5_000, deadlineDays: 90, idempotencyKey: key() })).toMatchObject({
      error: 400,
      details: { field: 'params.0.deadlineDays' },
    });
    const mine = await post({ budgetMinor: 5_000 });
    expect(await callError(rival.client, 'cancelRequest', { requestId: mine.id })).toMatchObject({ error: 404, details: { code: 'REQUEST_NOT_FOUND' } });
    expect(await callError(rival.client, 'acceptRequestOffer', { requestId: mine.id, offerId: 'nope' })).toMatchObject({ error: 404 });
    expect(await callError(buyer.client, 'getRequest', { requestId: 'no-such-request' })).toMatchObject({ error: 404 });
    await buyer.client.call('cancelRequest', { requestId: mine.id });
  });
});
