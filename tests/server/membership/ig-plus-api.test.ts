import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER } from '../../../composition-root/server/ledger.module.ts';
import { ledgerAccounts } from '../../../domain/index.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { demoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

interface Party {
  readonly client: SimpleDDP;
  readonly id: string;
}
interface Membership {
  status: string;
  periodEnd: string;
  cancelAtPeriodEnd: boolean;
  failedAttempts: number;
}
interface Bought {
  membership: Membership | null;
  payment: { id: string; status: string } | null;
  savedCard: { brand: string; last4: string } | null;
}

const DAY = 24 * 60 * 60_000;
let server: TestServer;
let admin: Party;
let keys = 0;
const key = () => `plus-${process.pid}-${Date.now()}-${(keys += 1)}`;

const login = (prefix: string): Promise<Party> => demoParty(server, prefix);

const ledger = () => server.container.get(LEDGER.Ledger);
const credits = async (userId: string) => (await ledger().balances([ledgerAccounts.buyerCredits(userId)])).find((b) => b.currency === 'USD')?.available ?? 0;
const revenue = async () => (await ledger().balances([ledgerAccounts.membershipRevenue])).find((b) => b.currency === 'USD')?.balance ?? 0;
const grant = (userId: string, minor: number) => admin.client.call('grantCredits', { userId, amount: { minor, currency: 'USD' }, reason: 'ig-plus test', idempotencyKey: key() });
const advance = (ms: number) => call(server, '/api/test/clock', { body: { advanceMs: ms } });
const mine = async (p: Party) => ((await p.client.call('getIgPlus', { currency: 'USD' })) as { membership: Membership | null }).membership;

/** The own user record's flag, as the storefront reads it (live through `loggedInUser`). */
async function igPlusActive(p: Party): Promise<boolean | undefined> {
  const sub = p.client.subscribe('loggedInUser');
  await sub.ready();
  const [me] = p.client.collection('users').fetch() as unknown as { igPlusActive: boolean }[];
  return me?.igPlusActive;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await login('admin');
}, 120_000);

afterAll(async () => {
  admin.client.disconnect();
  await server.stop();
});

describe(`ig-plus membership (${DATABASE_KIND})`, () => {
  it('prices a month from USD at the rate of the day, for visitors too', async () => {
    const visitor = await connectClient(server.url);
    expect(await visitor.call('getIgPlus', { currency: 'USD' })).toEqual({ price: { minor: 499, currency: 'USD' }, membership: null });
    const eur = (await visitor.call('getIgPlus', { currency: 'EUR' })) as { price: { minor: number; currency: string } };
    expect(eur.price.currency).toBe('EUR');
    expect(eur.price.minor).toBeGreaterThan(0);
    expect(eur.price.minor).not.toBe(499);
    expect(await callError(visitor, 'buyIgPlus', { currency: 'USD', method: 'CREDITS', idempotencyKey: key() })).toMatchObject({ error: 401 });
    visitor.disconnect();
  });

  it('buys a month with credits once per key, switches the discount on live, and refuses a second membership', async () => {
    const buyer = await login('customer');
    expect(await mine(buyer)).toBeNull();
    await grant(buyer.id, 1_000);
    const [before, revenueBefore] = [await credits(buyer.id), await revenue()];
    const purchase = { currency: 'USD', method: 'CREDITS', idempotencyKey: key() };
    const bought = (await buyer.client.call('buyIgPlus', purchase)) as Bought;
    expect(bought.payment).toBeNull();
    expect(bought.membership).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, failedAttempts: 0 });
    const days = (Date.parse(bought.membership?.periodEnd ?? '') - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    // A retry with the same key replays the purchase; nothing is charged twice.
    expect(await buyer.client.call('buyIgPlus', purchase)).toEqual(bought);
    expect(await credits(buyer.id)).toBe(before - 499);
    expect(await revenue()).toBe(revenueBefore + 499);
    expect(await igPlusActive(buyer)).toBe(true);
    expect(await callError(buyer.client, 'buyIgPlus', { currency: 'USD', method: 'CREDITS', idempotencyKey: key() })).toMatchObject({
      error: 409,
      details: { code: 'MEMBERSHIP_ALREADY_ACTIVE' },
    });

    // Cancelled at period end, resumed, cancelled again: at the period's end it ends, and nothing more is charged.
    expect(await buyer.client.call('cancelIgPlus')).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await buyer.client.call('resumeIgPlus')).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await buyer.client.call('cancelIgPlus');
    const left = await credits(buyer.id);
    await advance(32 * DAY);
    expect(await mine(buyer)).toMatchObject({ status: 'ended' });
    await expect.poll(() => igPlusActive(buyer)).toBe(false);
    expect(await credits(buyer.id)).toBe(left);
    expect(await callError(buyer.client, 'cancelIgPlus')).toMatchObject({ error: 404, details: { code: 'MEMBERSHIP_NOT_FOUND' } });
    buyer.client.disconnect();
  });

  it('renews from the credits at each period end, retries a short balance daily and lapses after three failures', async () => {
    const member = await login('refunder');
    expect(await credits(member.id)).toBe(0);
    expect(await callError(member.client, 'buyIgPlus', { currency: 'USD', method: 'CREDITS', idempotencyKey: key() })).toMatchObject({
      error: 409,
      details: { code: 'INSUFFICIENT_FUNDS' },
    });
    expect(await mine(member)).toBeNull();
    await grant(member.id, 2 * 499);
    await member.client.call('buyIgPlus', { currency: 'USD', method: 'CREDITS', idempotencyKey: key() });
    const first = await mine(member);
    await advance(32 * DAY);
    const renewed = await mine(member);
    expect(renewed).toMatchObject({ status: 'active', failedAttempts: 0 });
    // The new period starts where the old one ended: no days lost or given.
    expect(Date.parse(renewed?.periodEnd ?? '')).toBeGreaterThan(Date.parse(first?.periodEnd ?? '') + 27 * DAY);
    expect(await credits(member.id)).toBe(0);

    await advance(32 * DAY);
    expect(await mine(member)).toMatchObject({ status: 'past_due', failedAttempts: 1 });
    expect(await igPlusActive(member)).toBe(true);
    await grant(member.id, 499);
    await advance(DAY + 60_000);
    expect(await mine(member)).toMatchObject({ status: 'active', failedAttempts: 0 });
    expect(await credits(member.id)).toBe(0);

    await advance(32 * DAY);
    await advance(DAY + 60_000);
    expect(await mine(member)).toMatchObject({ status: 'past_due', failedAttempts: 2 });
    await advance(DAY + 60_000);
    expect(await mine(member)).toMatchObject({ status: 'ended', failedAttempts: 3 });
    await expect.poll(() => igPlusActive(member)).toBe(false);
    member.client.disconnect();
  });

  it('buys a month by card: the payment lands in the credits and the month is charged from there', async () => {
    const buyer = await login('seller');
    const before = await credits(buyer.id);
    const bought = (await buyer.client.call('buyIgPlus', { currency: 'USD', method: 'CARD', card: '4242 4242 4242 4242', idempotencyKey: key() })) as Bought;
    expect(bought.payment).toMatchObject({ status: 'succeeded' });
    expect(bought.membership).toMatchObject({ status: 'active' });
    expect(await credits(buyer.id)).toBe(before);
    const { payments } = (await buyer.client.call('myPayments')) as { payments: { purpose: string; status: string }[] };
    expect(payments[0]).toMatchObject({ purpose: 'MEMBERSHIP', status: 'succeeded' });
    buyer.client.disconnect();
  });

  it('keeps the card it was bought with: a renewal the credits cannot pay is charged to it, a card that fails then leaves the member past due', async () => {
    const member = await login('two-factor');
    expect(await member.client.call('mySavedCard')).toBeNull();
    const bought = (await member.client.call('buyIgPlus', { currency: 'USD', method: 'CARD', card: '4242424242424242', saveCard: true, idempotencyKey: key() })) as Bought;
    expect(bought.membership).toMatchObject({ status: 'active' });
    expect(bought.savedCard).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(await member.client.call('mySavedCard')).toMatchObject({ brand: 'visa', last4: '4242' });
    const first = await mine(member);
    expect(await credits(member.id)).toBe(0);

    await advance(32 * DAY);
    const renewed = await mine(member);
    expect(renewed).toMatchObject({ status: 'active', failedAttempts: 0 });
    expect(Date.parse(renewed?.periodEnd ?? '')).toBeGreaterThan(Date.parse(first?.periodEnd ?? '') + 27 * DAY);
    const { payments } = (await member.client.call('myPayments')) as { payments: { purpose: string; status: string; method: string }[] };
    expect(payments.filter((p) => p.purpose === 'MEMBERSHIP' && p.status === 'succeeded' && p.method === 'CARD')).toHaveLength(2);
    expect(await credits(member.id)).toBe(0);

    // A new card replaces the kept one; this one is kept but declines every charge.
    const saveKey = key();
    const saved = await member.client.call('saveCard', { card: '4000 0000 0000 0341', idempotencyKey: saveKey });
    expect(saved).toMatchObject({ last4: '0341' });
    // A retry with the same key answers the same kept card, not a new row.
    expect(await member.client.call('saveCard', { card: '4000 0000 0000 0341', idempotencyKey: saveKey })).toEqual(saved);
    expect(await member.client.call('mySavedCard')).toEqual(saved);
    await advance(32 * DAY);
    expect(await mine(member)).toMatchObject({ status: 'past_due', failedAttempts: 1 });

    expect(await member.client.call('removeSavedCard')).toEqual({ removed: true });
    expect(await member.client.call('mySavedCard')).toBeNull();
    expect(await callError(member.client, 'removeSavedCard')).toMatchObject({ error: 404, details: { code: 'SAVED_CARD_NOT_FOUND' } });
    expect(await callError(member.client, 'saveCard', { card: '4000000000000002', idempotencyKey: key() })).toMatchObject({ details: { code: 'PAYMENT_DECLINED' } });
    expect(await callError(member.client, 'saveCard', { card: '42', idempotencyKey: key() })).toMatchObject({ error: 400, details: { field: 'params.0.card' } });
    expect(await member.client.call('mySavedCard')).toBeNull();
    member.client.disconnect();
  });

  it('names the field of a bad purchase', async () => {
    const buyer = await login('bulk-seller');
    expect(await callError(buyer.client, 'buyIgPlus', { currency: 'USD', method: 'PAYPAL', idempotencyKey: key() })).toMatchObject({ error: 400, details: { field: 'params.0.method' } });
    expect(await callError(buyer.client, 'buyIgPlus', { currency: 'ZZZ', method: 'CREDITS', idempotencyKey: key() })).toMatchObject({ error: 400, details: { field: 'currency' } });
    buyer.client.disconnect();
  });
});
