import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe(`robots.txt and the sitemap on ${DATABASE_KIND}`, () => {
  it('robots.txt keeps crawlers out of personal pages and names the sitemap on this host', async () => {
    const robots = await call(server, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toContain('Disallow: /checkout');
    expect(robots.body).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml|Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  it('the index names one file per kind, and each file lists this host\'s URLs with every language alternate', async () => {
    const index = await call(server, '/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const files = locs(String(index.body));
    expect(files.map((f) => new URL(f).pathname)).toEqual(['/sitemaps/pages-1.xml', '/sitemaps/games-1.xml', '/sitemaps/listings-1.xml', '/sitemaps/posts-1.xml', '/sitemaps/wiki-1.xml']);
    const games = String((await call(server, '/sitemaps/games-1.xml')).body);
    expect(games).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
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

  it('refuses a file name that is not a sitemap with 400 naming the param', async () => {
    const answer = await call(server, '/sitemaps/passwords-1.xml');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('file');
  });
});
