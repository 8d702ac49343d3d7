import { execFileSync } from 'node:child_process';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

// A small catalog (the template other suites share): every URL of the sitemap is fetched below,
// so the storefront is built first (pages answer only when it is).
beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
  server = await startTestServer({ DEMO_LISTINGS: '20' });
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** The W3C datetime profile the protocol asks lastmod in: a date, or a date and time with a zone. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const LANGUAGES = ['ar', 'da', 'de', 'en', 'es', 'fr', 'hi', 'it', 'ja', 'nl', 'pt', 'sv', 'zh'];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

/** Parses XML strictly (a well-formedness error throws) and answers its document. */
function parseXml(text: string): Document {
  const { DOMParser } = new JSDOM('').window;
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error !== undefined) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

/** Checks a child sitemap against the protocol's schema rules and answers its URLs. */
function validUrlset(text: string, file: string): string[] {
  const doc = parseXml(text);
  const root = doc.documentElement;
  expect(root.localName, file).toBe('urlset');
  expect(root.namespaceURI, file).toBe(SITEMAP_NS);
  const entries = [...root.children];
  expect(entries.length, file).toBeLessThanOrEqual(50_000);
  return entries.map((url) => {
    expect(url.localName, file).toBe('url');
    const own = [...url.children].filter((c) => c.namespaceURI === SITEMAP_NS);
    // loc once and first, lastmod at most once; nothing else of the sitemap namespace is written.
    expect(own.map((c) => c.localName).filter((n) => n === 'loc'), file).toEqual(['loc']);
    const loc = own.find((c) => c.localName === 'loc')?.textContent ?? '';
    expect(loc.length, loc).toBeLessThan(2048);
    expect(new URL(loc).href, 'loc must be absolute').toBe(loc);
    const lastmods = own.filter((c) => c.localName === 'lastmod');
    expect(lastmods.length, loc).toBeLessThanOrEqual(1);
    for (const lastmod of lastmods) expect(lastmod.textContent ?? '', loc).toMatch(W3C_DATETIME);
    // One alternate per language plus x-default, each on that language's domain with the same path.
    const alternates = [...url.children].filter((c) => c.namespaceURI === XHTML_NS && c.localName === 'link');
    expect(alternates.map((a) => a.getAttribute('hreflang')).sort(), loc).toEqual([...LANGUAGES, 'x-default'].sort());
    for (const alternate of alternates) {
      expect(alternate.getAttribute('rel')).toBe('alternate');
      expect(new URL(alternate.getAttribute('href') ?? '').pathname, loc).toBe(new URL(loc).pathname);
    }
    return loc;
  });
}

async function sitemapFiles(): Promise<string[]> {
  const index = await call(server, '/sitemap.xml');
  expect(index.status).toBe(200);
  const doc = parseXml(String(index.body));
  expect(doc.documentElement.localName).toBe('sitemapindex');
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
  return locs(String(index.body));
}

async function fileUrls(file: string): Promise<string[]> {
  const answer = await call(server, new URL(file).pathname);
  expect(answer.status, file).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/xml');
  return validUrlset(String(answer.body), file);
}

describe(`robots.txt and the sitemap on ${DATABASE_KIND}`, () => {
  it('robots.txt keeps crawlers out of personal pages and names the sitemap on this host', async () => {
    const robots = await call(server, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toContain('Disallow: /checkout');
    expect(robots.body).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml|Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  it('the index names one file per kind, and each file lists this host\'s URLs with every language alternate', async () => {
    const files = await sitemapFiles();
    expect(files.map((f) => new URL(f).pathname)).toEqual(['/sitemaps/pages-1.xml', '/sitemaps/games-1.xml', '/sitemaps/listings-1.xml', '/sitemaps/products-1.xml', '/sitemaps/profiles-1.xml', '/sitemaps/posts-1.xml', '/sitemaps/wiki-1.xml']);
    const games = String((await call(server, '/sitemaps/games-1.xml')).body);
    const gamePaths = locs(games).map((l) => new URL(l).pathname);
    expect(gamePaths.length).toBeGreaterThan(3);
    const listed = (await call(server, '/api/games')).body as { games?: { value: string }[] } | { value: string }[];
    const visible = (Array.isArray(listed) ? listed : (listed.games ?? [])).map((g) => `/${g.value}`);
    expect(new Set(gamePaths)).toEqual(new Set(visible));
    expect(games).toContain('hreflang="de" href="https://ig-market.de/');
    expect(games).toContain('hreflang="x-default" href="https://ig-market.com/');
    const listings = locs(String((await call(server, '/sitemaps/listings-1.xml')).body));
    expect(listings.some((l) => /\/[a-z0-9-]+-[a-z-]+\/[^/]+$/.test(new URL(l).pathname))).toBe(true);
  });

  it('every child file is a valid urlset, and every URL in it answers 200 to an anonymous visitor', async () => {
    const urls = new Map<string, string[]>();
    for (const file of await sitemapFiles()) urls.set(new URL(file).pathname, await fileUrls(file));
    const products = urls.get('/sitemaps/products-1.xml') ?? [];
    const profiles = urls.get('/sitemaps/profiles-1.xml') ?? [];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((l) => /^\/product\/[^/]+$/.test(new URL(l).pathname))).toBe(true);
    expect(profiles.length).toBeGreaterThan(0);
    expect(profiles.every((l) => /^\/profile\/[^/]+$/.test(new URL(l).pathname))).toBe(true);
    const all = [...urls.values()].flat();
    expect(new Set(all).size, 'no URL twice').toBe(all.length);
    const failed: string[] = [];
    // Four at a time: the pages are rendered on the server, on a small machine.
    for (let i = 0; i < all.length; i += 4) {
      const answers = await Promise.all(all.slice(i, i + 4).map(async (loc) => ({ loc, status: (await fetch(loc, { redirect: 'manual' })).status })));
      failed.push(...answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.loc}`));
    }
    expect(failed).toEqual([]);
  }, 300_000);

  it('a banned seller\'s profile and offers leave the sitemap', async () => {
    const products = await fileUrls(`${server.url}/sitemaps/products-1.xml`);
    const id = new URL(products[0] ?? '').pathname.split('/')[2] ?? '';
    const product = (await call(server, `/api/products/${id}`)).body as { seller: { _id: string; slug: string } };
    const admin = await demoParty(server, 'admin');
    try {
      await admin.client.call('setUserBanned', { userId: product.seller._id, banned: true });
    } finally {
      admin.client.disconnect();
    }
    const after = (await fileUrls(`${server.url}/sitemaps/products-1.xml`)).map((l) => new URL(l).pathname);
    expect(after).not.toContain(`/product/${id}`);
    expect(after.length).toBeLessThan(products.length);
    const profiles = (await fileUrls(`${server.url}/sitemaps/profiles-1.xml`)).map((l) => new URL(l).pathname);
    expect(profiles).not.toContain(`/profile/${product.seller.slug}`);
    expect((await call(server, `/profile/${product.seller.slug}`)).status).toBe(404);
  });

  it('refuses a file name that is not a sitemap with 400 naming the param', async () => {
    const answer = await call(server, '/sitemaps/passwords-1.xml');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('file');
  });
});
