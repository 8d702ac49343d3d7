import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

beforeAll(async () => {
  // The pages come from the built bundles; build them when the sources changed.
  execFileSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
  server = await startTestServer();
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe('server-rendered storefront', () => {
  it('renders the home page with its title, description, language, direction and hreflang alternates', async () => {
    const { status, html, headers } = await page('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain('hreflang="de"');
    expect(html).toContain('hreflang="x-default"');
    expect(html).toContain('id="root"');
    expect(html).toMatch(/<script type="module" src="\/assets\/[^"]+\.js">/);
  });

  it('speaks the browser language, and a locale cookie wins over it', async () => {
    expect((await page('/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).html).toMatch(/<html lang="de" dir="ltr"/);
    expect((await page('/', { 'accept-language': 'de', cookie: 'locale=ar' })).html).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it('renders every not-yet-built public route as a coming-soon page, never blank', async () => {
    for (const path of ['/games', '/blog', '/support', '/calculator/lol', '/tracker/fortnite', '/legal/terms-of-use', '/fortnite']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('aria-label="breadcrumb"');
      expect(html, path).toMatch(/<h1>[^<]+<\/h1>/);
    }
  });

  it('sends visitors of guarded routes to the login modal with a redirect back', async () => {
    const { status, headers } = await page('/dashboard/orders?tab=open');
    expect(status).toBe(302);
    expect(headers.get('location')).toBe('/login?redirect=%2Fdashboard%2Forders%3Ftab%3Dopen');
  });

  it('answers an unknown page with the 404 error page and its three buttons', async () => {
    const { status, html } = await page('/this/page/does/not/exist');
    expect(status).toBe(404);
    expect(html).toContain('href="/support"');
    expect(html).toContain('href="/"');
    expect(html).toContain('<meta name="robots" content="none">');
  });

  it('marks pages with redirect or search parameters robots none', async () => {
    expect((await page('/games?search=fortnite')).html).toContain('<meta name="robots" content="none">');
  });

  it('hands the browser only the page language strings, not all thirteen locales, from an address cached for a year', async () => {
    const { html } = await page('/', { cookie: 'locale=ja' });
    const block = /<script type="application\/json" id="__i18n__">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const address = JSON.parse(block) as { language: string; href: string };
    expect(address.language).toBe('ja');
    expect(html).not.toContain('"messages"');
    const answer = await fetch(server.url + address.href);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const strings = (await answer.json()) as { language: string; messages: { header: { login: string } } };
    expect(strings.language).toBe('ja');
    expect(strings.messages.header.login).not.toBe('Log in');
    // Another version (a page from before a deploy) gets today's strings, revalidated; a bad language is named.
    expect((await fetch(`${server.url}/api/strings/ja?v=old`)).headers.get('cache-control')).toBe('no-cache');
    const refused = await call(server, '/api/strings/not_a_language');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('language');
  });

  it('tells the browser router which page a URL is, with the same guards and 404s as a full load', async () => {
    expect(await call(server, '/api/page?url=' + encodeURIComponent('/games?page=2'))).toMatchObject({
      status: 200,
      body: { kind: 'page', page: { name: 'games', pathname: '/games', search: '?page=2', status: 200 } },
    });
    expect((await call(server, '/api/page?url=' + encodeURIComponent('/no-such-game-xyz/charts'))).body).toMatchObject({ kind: 'page', page: { status: 404 } });
    expect((await call(server, '/api/page?url=' + encodeURIComponent('/dashboard'))).body).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdashboard' });
  });

  it('refuses a page lookup for anything but a same-site path, naming the field', async () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'games', '']) {
      const { status, body } = await call(server, '/api/page?url=' + encodeURIComponent(url));
      expect(status, url).toBe(400);
      expect(body, url).toMatchObject({ code: 'VALIDATION_FAILED', field: 'query.url' });
    }
    expect((await call(server, '/api/page')).body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'query.url' });
  });

  it('leaves the API alone', async () => {
    const { status, body } = await call(server, '/api/nope');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'NOT_FOUND' });
  });
});
