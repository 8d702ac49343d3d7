import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type SimpleDDP from 'simpleddp';
import { notifications } from '../../../adapters/server/persistence/schema.ts';
import { callError } from '../accounts/ddp-client.ts';
import { demoParty, type DemoParty } from '../support/demo-login.ts';
import { findSmartTagScope, type SmartTagScope } from '../support/offer-scope.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Staff moderation of offers (issue 13, item 8) over DDP: buyers report,
 * three distinct reporters put an offer under review, staff remove (the
 * public search loses it at once, the seller sees why and cannot bring it
 * back), restore or dismiss; each decision audited and told to the seller.
 */

let server: TestServer;
let scope: SmartTagScope;
const parties: DemoParty[] = [];
const marker = `Plovtrine${process.pid}`;

async function party(prefix: string): Promise<SimpleDDP> {
  const p = await demoParty(server, prefix);
  parties.push(p);
  return p.client;
}

function offer(title: string) {
  return {
    gameType: scope.gameType,
    productType: scope.productType,
    tags: { [scope.filter]: scope.tag },
    platform: scope.platform,
    title,
    description: 'Reported in tests',
    priceMinor: 700,
    quantity: 10,
    minQuantity: 1,
    incrementalQuantity: false,
    volumeDiscount: null,
    deliveryDuration: 'INSTANT',
    purchaseBehavior: 'DEFAULT',
    services: [],
    images: [],
  };
}

async function searchTitles(text: string): Promise<string[]> {
  const res = await call(server, `/api/products/search/${scope.gameType}/${scope.productType}?disableIsr=true`, { body: { listingQuery: { searchText: text } } });
  expect(res.status).toBe(200);
  return (res.body as { hits: { title: string }[] }).hits.map((h) => h.title);
}

const sellerId = () => server.demoAccounts.find((a) => a.email.startsWith('seller@'))?.userId ?? '';

interface Queued {
  offerId: string;
  state: string;
  reporters: number;
  sellerName: string;
  reports: { reporterName: string; reason: string; details: string | null }[];
}
interface MyOffer {
  id: string;
  state: string;
  staffReason: string | null;
}

beforeAll(async () => {
  server = await startTestServer({ DEMO_LISTINGS: '20' });
  scope = await findSmartTagScope(server);
}, 180_000);

afterAll(async () => {
  for (const p of parties) p.client.disconnect();
  await server?.stop();
});

describe(`staff moderation of offers (${DATABASE_KIND})`, () => {
  it('three reporters put an offer under review; a moderator removes it, search loses it at once, the seller sees why and cannot bring it back', async () => {
    const [seller, customer, disburser, bulk, moderator, admin] = await Promise.all([party('seller'), party('customer'), party('disburser'), party('bulk-seller'), party('moderator'), party('admin')]);
    const title = `${marker} shady pack`;
    const created = (await seller.call('createOffer', { offer: offer(title) })) as MyOffer;
    expect(await searchTitles(title)).toContain(title);

    // One open report per user: the second is accepted and changes nothing.
    expect(await customer.call('reportOffer', { offerId: created.id, reason: 'SCAM', details: 'Asked me to pay outside the site' })).toEqual({ reported: true });
    expect(await customer.call('reportOffer', { offerId: created.id, reason: 'SCAM' })).toEqual({ reported: true });
    expect(await disburser.call('reportOffer', { offerId: created.id, reason: 'MISLEADING' })).toEqual({ reported: true });
    let queue = (await moderator.call('offerReports')) as Queued[];
    expect(queue.find((q) => q.offerId === created.id)).toMatchObject({ state: 'active', reporters: 2, sellerName: 'DemoSeller' });
    expect(await searchTitles(title)).toContain(title);
    const counts = (await moderator.call('staffQueues')) as { queue: string; waiting: number }[];
    expect(counts.find((c) => c.queue === 'offerReports')?.waiting).toBeGreaterThanOrEqual(1);

    // The third distinct reporter takes it off sale for review, and off the public search.
    await bulk.call('reportOffer', { offerId: created.id, reason: 'PROHIBITED' });
    expect(await searchTitles(title)).not.toContain(title);
    queue = (await moderator.call('offerReports')) as Queued[];
    expect(queue[0]).toMatchObject({ offerId: created.id, state: 'underReview', reporters: 3 });
    expect(queue[0]?.reports.map((r) => r.reason)).toEqual(['SCAM', 'MISLEADING', 'PROHIBITED']);
    expect(queue[0]?.reports[0]?.details).toBe('Asked me to pay outside the site');

    const removed = await moderator.call('moderateOffer', { offerId: created.id, action: 'REMOVE', reason: 'Off-site payment scam' });
    expect(removed).toEqual({ offerId: created.id, state: 'removed', closedReports: 3 });
    expect(await searchTitles(title)).not.toContain(title);
    expect(((await moderator.call('offerReports')) as Queued[]).map((q) => q.offerId)).not.toContain(created.id);

    // The seller sees it removed by staff, with the reason, and can neither resume, edit nor duplicate it.
    const mine = (await seller.call('myOffers', { state: 'removed' })) as { offers: MyOffer[] };
    expect(mine.offers.find((o) => o.id === created.id)).toMatchObject({ state: 'removed', staffReason: 'Off-site payment scam' });
    const resumed = (await seller.call('changeOffersState', { offerIds: [created.id], action: 'resume' })) as { failed: { code: string }[] };
    expect(resumed.failed).toEqual([expect.objectContaining({ offerId: created.id, code: 'OFFER_STATE_CHANGE_INVALID' })]);
    expect(await callError(seller, 'editOfferPriceStock', { offerId: created.id, priceMinor: 500 })).toMatchObject({ error: 409 });
    expect(await callError(seller, 'duplicateOffer', { offerId: created.id })).toMatchObject({ error: 409 });
    expect(await searchTitles(title)).not.toContain(title);

    // Told to the seller; written to the audit log with who, why and what changed.
    const notices = await server.database.db.select().from(notifications).where(eq(notifications.userId, sellerId()));
    expect(notices.map((n) => n.title)).toContain(`Your offer “${title}” is under review after reports from buyers`);
    expect(notices.map((n) => n.title)).toContain(`Staff removed your offer “${title}”: Off-site payment scam`);
    const audit = (await admin.call('staffAuditLog', { targetType: 'offer', targetId: created.id })) as { action: string; reason: string; staffName: string; details: Record<string, unknown> }[];
    expect(audit.map((a) => [a.action, a.reason, a.staffName])).toEqual([['offer.remove', 'Off-site payment scam', 'DemoModerator']]);
    expect(audit[0]?.details).toMatchObject({ before: 'UNDER_REVIEW', after: 'REMOVED', closedReports: 3 });

    // Staff may restore it: it is back on sale and searchable at once.
    expect(await admin.call('moderateOffer', { offerId: created.id, action: 'RESTORE', reason: 'Appeal accepted' })).toEqual({ offerId: created.id, state: 'active', closedReports: 0 });
    expect(await searchTitles(title)).toContain(title);
  });

  it('dismissing reports leaves a live offer on sale; staff permissions and bad input answer 403 / 400 naming the field', async () => {
    const [seller, customer, moderator, disburser] = await Promise.all([party('seller'), party('customer'), party('moderator'), party('disburser')]);
    const title = `${marker} fine pack`;
    const created = (await seller.call('createOffer', { offer: offer(title) })) as MyOffer;
    await customer.call('reportOffer', { offerId: created.id, reason: 'WRONG_CATEGORY' });
    expect(await moderator.call('moderateOffer', { offerId: created.id, action: 'DISMISS', reason: 'Category is right' })).toEqual({ offerId: created.id, state: 'active', closedReports: 1 });
    expect(await searchTitles(title)).toContain(title);
    // Nothing left to dismiss; a live offer has nothing to restore.
    expect(await callError(moderator, 'moderateOffer', { offerId: created.id, action: 'DISMISS', reason: 'Again' })).toMatchObject({ error: 409 });
    expect(await callError(moderator, 'moderateOffer', { offerId: created.id, action: 'RESTORE', reason: 'Nothing' })).toMatchObject({ error: 409 });

    // Only staff who moderate offers: a disburser is staff but not a moderator; a buyer or visitor neither.
    expect(await callError(disburser, 'offerReports')).toMatchObject({ error: 403 });
    expect(await callError(customer, 'moderateOffer', { offerId: created.id, action: 'REMOVE', reason: 'I dislike it' })).toMatchObject({ error: 403 });
    expect(await callError(seller, 'reportOffer', { offerId: created.id, reason: 'SCAM' })).toMatchObject({ error: 400, details: { field: 'offerId' } });
    expect(await callError(customer, 'reportOffer', { offerId: 'no-such-offer', reason: 'SCAM' })).toMatchObject({ error: 404 });

    expect(await callError(customer, 'reportOffer', { offerId: created.id, reason: 'BORING' })).toMatchObject({ error: 400, details: { field: 'params.0.reason' } });
    expect(await callError(customer, 'reportOffer', { offerId: created.id, reason: 'OTHER', details: 'x'.repeat(1001) })).toMatchObject({ error: 400, details: { field: 'params.0.details' } });
    expect(await callError(moderator, 'moderateOffer', { offerId: created.id, action: 'BAN', reason: 'Because' })).toMatchObject({ error: 400, details: { field: 'params.0.action' } });
    expect(await callError(moderator, 'moderateOffer', { offerId: created.id, action: 'REMOVE', reason: ' ' })).toMatchObject({ error: 400, details: { field: 'params.0.reason' } });
    expect(await callError(moderator, 'moderateOffer', { offerId: '', action: 'REMOVE', reason: 'Because' })).toMatchObject({ error: 400, details: { field: 'params.0.offerId' } });
  });
});
