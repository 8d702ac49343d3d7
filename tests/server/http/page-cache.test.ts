import { describe, expect, it } from 'vitest';
import { cachedPages, PageCache } from '../../../adapters/server/http/shared/page-cache.ts';
import type { PageRenderer, PageRequest } from '../../../application/shared/ports/index.ts';

type Page = Awaited<ReturnType<PageRenderer['render']>>;

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const page = (html: string, status = 200): Page => ({ status, html });
/** What a visitor gets: the page's HTML and whether it was a hit (a kept page also carries its UTF-8 bytes). */
const seen = (answer: { readonly page: Page; readonly hit: boolean }) => ({ html: answer.page.html, hit: answer.hit });

describe('PageCache', () => {
  it('reuses a page until its lifetime ends, then renders it again', async () => {
    const time = clock();
    const cache = new PageCache({ ttlMs: 5000, maxBytes: 1e6, now: time.now });
    let renders = 0;
    const render = () => Promise.resolve(page(`render ${++renders}`));
    expect(seen(await cache.get('/a', render))).toEqual({ html: 'render 1', hit: false });
    time.advance(4999);
    expect(seen(await cache.get('/a', render))).toEqual({ html: 'render 1', hit: true });
    time.advance(1);
    expect(seen(await cache.get('/a', render))).toEqual({ html: 'render 2', hit: false });
  });

  it('renders a page once for visitors who ask for it at the same time', async () => {
    const cache = new PageCache({ ttlMs: 5000, maxBytes: 1e6 });
    const gate = deferred<Page>();
    let renders = 0;
    const render = () => {
      renders++;
      return gate.promise;
    };
    const answers = [cache.get('/a', render), cache.get('/a', render), cache.get('/a', render)];
    gate.resolve(page('once'));
    const got = await Promise.all(answers);
    expect(renders).toBe(1);
    expect(got.map((a) => a.page.html)).toEqual(['once', 'once', 'once']);
    expect(got.map((a) => a.hit)).toEqual([false, true, true]);
  });

  it('does not keep a page whose render began before an invalidation (it may show the old stock)', async () => {
    const cache = new PageCache({ ttlMs: 5000, maxBytes: 1e6 });
    const gate = deferred<Page>();
    const first = cache.get('/a', () => gate.promise);
    cache.invalidate();
    // A visitor arriving after the write does not wait for the old render: theirs starts afresh.
    const after = await cache.get('/a', () => Promise.resolve(page('fresh')));
    gate.resolve(page('stale'));
    expect((await first).page.html).toBe('stale');
    expect(seen(after)).toEqual({ html: 'fresh', hit: false });
    expect(seen(await cache.get('/a', () => Promise.resolve(page('third'))))).toEqual({ html: 'fresh', hit: true });
  });

  it('drops every page on invalidation', async () => {
    const cache = new PageCache({ ttlMs: 5000, maxBytes: 1e6 });
    await cache.get('/a', () => Promise.resolve(page('a')));
    await cache.get('/b', () => Promise.resolve(page('b')));
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect((await cache.get('/a', () => Promise.resolve(page('a2')))).page.html).toBe('a2');
  });

  it('keeps pages and 404s but never redirects or errors', async () => {
    const cache = new PageCache({ ttlMs: 5000, maxBytes: 1e6 });
    await cache.get('/missing', () => Promise.resolve(page('not found', 404)));
    await cache.get('/guarded', () => Promise.resolve({ status: 302, html: '', location: '/login' }));
    await cache.get('/broken', () => Promise.resolve(page('oops', 500)));
    expect(cache.size).toBe(1);
    expect((await cache.get('/missing', () => Promise.resolve(page('again', 404)))).hit).toBe(true);
  });

  it('stays within its size bound by dropping the oldest pages first', async () => {
    // 100 ASCII characters are 100 UTF-8 bytes: room for two such pages.
    const cache = new PageCache({ ttlMs: 5000, maxBytes: 250 });
    const html = (c: string) => c.repeat(100);
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(page(html(key))));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', () => Promise.resolve(page('a again')))).hit).toBe(false);
    expect((await cache.get('c', () => Promise.resolve(page('c again')))).page.html).toBe(html('c'));
  });

  it('lets a render failure reach every waiting visitor and keeps nothing', async () => {
    const cache = new PageCache({ ttlMs: 5000, maxBytes: 1e6 });
    await expect(cache.get('/a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect((await cache.get('/a', () => Promise.resolve(page('back')))).page.html).toBe('back');
  });
});

describe('cachedPages', () => {
  const request = (over: Partial<PageRequest> = {}): PageRequest => ({ url: '/fortnite-accounts', host: 'localhost', cookies: {}, acceptLanguage: undefined, headers: {}, ip: '127.0.0.1', signedIn: false, ...over });

  it('serves anonymous visitors from the cache and renders signed-in visitors every time', async () => {
    let renders = 0;
    const renderer: PageRenderer = { render: () => Promise.resolve(page(`page ${++renders}`)), lookup: () => Promise.reject(new Error('unused')) };
    const pages = cachedPages(renderer, new PageCache({ ttlMs: 5000, maxBytes: 1e6 }), (r) => Promise.resolve(r.url));
    expect(await pages.render(request())).toEqual({ status: 200, html: 'page 1', cache: 'miss' });
    const hit = await pages.render(request());
    expect({ html: hit.html, cache: hit.cache, utf8: Buffer.from(hit.utf8 ?? []).toString('utf8') }).toEqual({ html: 'page 1', cache: 'hit', utf8: 'page 1' });
    expect(await pages.render(request({ signedIn: true }))).toEqual({ status: 200, html: 'page 2' });
    expect(await pages.render(request({ url: '/fortnite-boosting' }))).toEqual({ status: 200, html: 'page 3', cache: 'miss' });
  });
});
