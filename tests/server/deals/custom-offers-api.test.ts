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

interface OfferView {
  id: string;
  state: string;
  buyerId: string;
  unitPriceMinor: number;
  price: { subtotal: { minor: number }; fee: { minor: number }; total: { minor: number } } | null;
}

let server: TestServer;
let buyer: Party;
let seller: Party;
let stranger: Party;
let conversationId: string;
let keys = 0;
const key = () => `deal-${process.pid}-${Date.now()}-${(keys += 1)}`;

async function login(prefix: string): Promise<Party> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email: account.email }, password: account.password })) as { id: string };
  return { client, id: answer.id };
}

const credits = async (userId: string) => (await server.container.get(LEDGER.Ledger).balances([ledgerAccounts.buyerCredits(userId)])).find((b) => b.currency === 'USD')?.available ?? 0;
const terms = (over: Record<string, unknown> = {}) => ({
  conversationId,
  gameType: 'fortnite',
  productType: 'boosting',
  title: 'Champion league push, 3 divisions',
  unitPriceMinor: 4_000,
  quantity: 1,
  deliveryDuration: '24H',
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller, stranger] = await Promise.all([login('customer'), login('seller'), login('bulk-seller')]);
  const admin = await login('admin');
  await admin.client.call('grantCredits', { userId: buyer.id, amount: { minor: 100_000, currency: 'USD' }, reason: 'deals test', idempotencyKey: key() });
  admin.client.disconnect();
  ({ conversationId } = (await buyer.client.call('openConversation', { userId: seller.id })) as { conversationId: string });
}, 120_000);

afterAll(async () => {
  for (const p of [buyer, seller, stranger]) p.client.disconnect();
  await server.stop();
});

describe(`custom offers in a conversation (${DATABASE_KIND})`, () => {
  it('the seller sends an offer; the buyer sees it live with the server’s fee, accepts it and the order is paid from credits at the seller’s price', async () => {
    const live = buyer.client.subscribe('customOffers', { conversationId });
    await live.ready();
    const offers = () => buyer.client.collection('customOffers').fetch() as unknown as OfferView[];
    // A price the client names for the buyer is not read; only the seller's unit price is.
    const sent = (await seller.client.call('sendOffer', { ...terms(), price: { total: { minor: 1 } } })) as OfferView;
    expect(sent).toMatchObject({ state: 'open', buyerId: buyer.id, unitPriceMinor: 4_000 });
    await expect.poll(() => offers().find((o) => o.id === sent.id)?.state).toBe('open');
    const shown = offers().find((o) => o.id === sent.id);
    expect(shown?.price?.subtotal.minor).toBe(4_000);
    expect(shown?.price?.fee.minor).toBeGreaterThan(0);
    const total = shown?.price?.total.minor ?? 0;
    expect(total).toBe(4_000 + (shown?.price?.fee.minor ?? 0));

    // The offer is also a message in the conversation, so the buyer is told like any message.
    const page = buyer.client.subscribe('messages', { conversationId });
    await page.ready();
    expect((buyer.client.collection('messages').fetch() as unknown as { body: string }[]).some((m) => m.body.includes('Champion league push'))).toBe(true);

    const before = await credits(buyer.id);
    const answer = (await buyer.client.call('answerOffer', { offerId: sent.id, accept: true })) as { state: string; order: { orderIds: string[]; total: { minor: number }; payment: { status: string } } };
    expect(answer).toMatchObject({ state: 'accepted', order: { total: { minor: total }, payment: { status: 'succeeded' } } });
    expect(await credits(buyer.id)).toBe(before - total);
    const order = (await buyer.client.call('getOrder', { orderId: answer.order.orderIds[0] })) as { state: string; productId: string | null; unitPrice: { minor: number }; sellerId: string };
    expect(order).toMatchObject({ state: 'paid', productId: null, unitPrice: { minor: 4_000 }, sellerId: seller.id });
    await expect.poll(() => offers().find((o) => o.id === sent.id)?.state).toBe('accepted');
    // Answering again replays the first answer; nothing is charged twice.
    expect(await buyer.client.call('answerOffer', { offerId: sent.id, accept: true })).toMatchObject({ state: 'accepted' });
    expect(await credits(buyer.id)).toBe(before - total);
  });

  it('declines, withdraws and expires; a closed offer cannot be accepted', async () => {
    const declined = (await seller.client.call('sendOffer', terms({ title: 'Offer to decline' }))) as OfferView;
    expect(await buyer.client.call('answerOffer', { offerId: declined.id, accept: false })).toEqual({ offerId: declined.id, state: 'declined' });
    expect(await callError(buyer.client, 'answerOffer', { offerId: declined.id, accept: true, idempotencyKey: key() })).toMatchObject({ error: 409, details: { code: 'CUSTOM_OFFER_NOT_OPEN' } });

    const withdrawn = (await seller.client.call('sendOffer', terms({ title: 'Offer to withdraw' }))) as OfferView;
    expect(await seller.client.call('withdrawOffer', { offerId: withdrawn.id })).toEqual({ offerId: withdrawn.id, state: 'withdrawn' });
    expect(await callError(buyer.client, 'answerOffer', { offerId: withdrawn.id, accept: true })).toMatchObject({ error: 409 });

    const expiring = (await seller.client.call('sendOffer', terms({ title: 'Offer to expire', expiresInHours: 1 }))) as OfferView;
    await call(server, '/api/test/clock', { body: { advanceMs: 61 * 60_000 } });
    const before = await credits(buyer.id);
    expect(await callError(buyer.client, 'answerOffer', { offerId: expiring.id, accept: true })).toMatchObject({ error: 409, details: { code: 'CUSTOM_OFFER_NOT_OPEN' } });
    expect(await credits(buyer.id)).toBe(before);
  });

  it('refuses buyers sending offers, strangers, the seller accepting, bad terms and unknown product types', async () => {
    expect(await callError(buyer.client, 'sendOffer', terms())).toMatchObject({ error: 403 });
    expect(await callError(stranger.client, 'sendOffer', terms())).toMatchObject({ error: 404, details: { code: 'CONVERSATION_NOT_FOUND' } });
    expect(await callError(seller.client, 'sendOffer', terms({ unitPriceMinor: 10 }))).toMatchObject({ error: 400, details: { field: 'unitPriceMinor' } });
    expect(await callError(seller.client, 'sendOffer', terms({ quantity: 0 }))).toMatchObject({ error: 400, details: { field: 'params.0.quantity' } });
    expect(await callError(seller.client, 'sendOffer', terms({ title: 'x' }))).toMatchObject({ error: 400, details: { field: 'params.0.title' } });
    expect(await callError(seller.client, 'sendOffer', terms({ productType: 'no-such-type' }))).toMatchObject({ error: 400, details: { field: 'productType' } });
    const open = (await seller.client.call('sendOffer', terms({ title: 'Only the buyer may take this' }))) as OfferView;
    expect(await callError(seller.client, 'answerOffer', { offerId: open.id, accept: true })).toMatchObject({ error: 404, details: { code: 'CUSTOM_OFFER_NOT_FOUND' } });
    const visitor = await connectClient(server.url);
    expect(await callError(visitor, 'answerOffer', { offerId: open.id, accept: true })).toMatchObject({ error: 401 });
    visitor.disconnect();
  });

  it('a buyer without the credits is refused and the offer stays open', async () => {
    const big = (await seller.client.call('sendOffer', terms({ title: 'Too dear for the buyer', unitPriceMinor: 900_000 }))) as OfferView;
    expect(await callError(buyer.client, 'answerOffer', { offerId: big.id, accept: true })).toMatchObject({ details: { code: 'INSUFFICIENT_CREDITS' } });
    expect(await buyer.client.call('answerOffer', { offerId: big.id, accept: false, idempotencyKey: key() })).toMatchObject({ state: 'declined' });
  });
});
