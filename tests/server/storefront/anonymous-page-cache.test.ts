import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../../adapters/server/persistence/schema.ts';
import { connectClient } from '../accounts/ddp-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The anonymous page cache as production runs it (PAGE_CACHE_SECONDS defaults to 5 there, 0 in tests).
let server: TestServer;

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers, redirect: 'manual' });
  return { status: response.status, cache: response.headers.get('x-page-cache'), html: await response.text() };
}

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
  server = await startTestServer({ PAGE_CACHE_SECONDS: '300' });
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe('anonymous page cache', () => {
  it('serves a second anonymous visitor the same page without rendering it again', async () => {
    const first = await page('/fortnite-boosting');
    const second = await page('/fortnite-boosting');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
  });

  it('keeps one page per language, consent and query, never mixing them', async () => {
    await page('/fortnite-boosting');
    const german = await page('/fortnite-boosting', { cookie: 'locale=de' });
    expect(german.cache).toBe('miss');
    expect(german.html).toMatch(/<html lang="de"/);
    expect((await page('/fortnite-boosting', { 'accept-language': 'ar' })).html).toMatch(/<html lang="ar" dir="rtl"/);
    expect((await page('/fortnite-boosting', { cookie: 'locale=de' })).cache).toBe('hit');
    expect((await page('/fortnite-boosting?page=2')).cache).toBe('miss');
  });

  it('renders a signed-in visitor’s page for them alone', async () => {
    const customer = server.demoAccounts.find((a) => a.email === 'customer@demo.ig-market.test');
    const ddp = await connectClient(server.url);
    const { token } = (await ddp.call('login', { user: { email: customer?.email }, password: customer?.password })) as { token: string };
    await ddp.disconnect();
    await page('/fortnite-boosting');
    const signedIn = await page('/fortnite-boosting', { cookie: `authToken=${token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBeNull();
  });

  it('shows a listing change to the next anonymous visitor once the search index has it', async () => {
    const search = (await (await fetch(`${server.url}/api/products/search/fortnite/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as { hits: { _id: string }[] };
    const id = search.hits[0]?._id;
    if (id === undefined) throw new Error('the demo catalog has Fortnite accounts');
    await page('/fortnite-accounts');
    expect((await page('/fortnite-accounts')).cache).toBe('hit');
    // What a seller's edit commits; the outbox dispatcher then announces the listing on the change feed.
    await server.database.db.update(listings).set({ title: 'Renamed while cached: Renegade Raider' }).where(eq(listings.id, id));
    await server.realtime.changes.publish({ collection: 'listings', id });
    await expect.poll(async () => (await page('/fortnite-accounts')).html.includes('Renamed while cached: Renegade Raider'), { timeout: 10_000 }).toBe(true);
  });
});
