import type { PageRenderer, PageRequest, RenderedPage } from '../../../../application/shared/ports/index.ts';

interface Entry {
  readonly page: RenderedPage;
  readonly bytes: number;
  readonly expiresAt: number;
}

export interface PageCacheOptions {
  /** How long a rendered page is reused; the longest an anonymous visitor can see data a write has not invalidated. */
  readonly ttlMs: number;
  /** Bound on the HTML held, in UTF-8 bytes; the oldest pages go first. */
  readonly maxBytes: number;
  readonly now?: () => number;
}

/**
 * Server-rendered pages of anonymous visitors, reused for a few seconds: the
 * incremental static regeneration the spec's storefront relies on (its
 * default listing queries are the ISR-cached ones), done in the process so
 * `npm start` needs no CDN. A burst of visitors on a popular listing costs one
 * render, not one per visitor.
 *
 * Concurrent misses of one page share one render. `invalidate()` (a listing's
 * stock, price or visibility changed) drops everything, and a render started
 * before it is not kept, so a page never outlives the write it predates.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<RenderedPage>>();
  private bytes = 0;
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The page under `key`, rendered by `render` when it is missing or stale; `hit` says which. */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<{ readonly page: RenderedPage; readonly hit: boolean }> {
    const found = this.entries.get(key);
    if (found !== undefined && found.expiresAt > this.now()) return { page: found.page, hit: true };
    if (found !== undefined) this.drop(key, found);
    const pending = this.rendering.get(key);
    if (pending !== undefined) return { page: await pending, hit: true };
    const generation = this.generation;
    const rendered = render().finally(() => this.rendering.delete(key));
    this.rendering.set(key, rendered);
    const page = await rendered;
    if (generation === this.generation && keepable(page)) this.keep(key, page);
    return { page, hit: false };
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    // Waiters of a render begun before the write still get its page; later requests render afresh.
    this.rendering.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, rendered: RenderedPage): void {
    // Kept encoded: a hit then costs a socket write, not a UTF-8 encoding of some 100 KB (two thirds of a hit's time).
    const utf8 = Buffer.from(rendered.html, 'utf8');
    const bytes = utf8.byteLength;
    if (bytes > this.options.maxBytes) return;
    const page: RenderedPage = { ...rendered, utf8 };
    this.entries.set(key, { page, bytes, expiresAt: this.now() + this.options.ttlMs });
    this.bytes += bytes;
    // Maps iterate in insertion order: the first entries are the oldest.
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(oldKey, old);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** Pages and 404s are kept; redirects and errors are decided afresh each time. */
function keepable(page: RenderedPage): boolean {
  return page.location === undefined && (page.status === 200 || page.status === 404);
}

/**
 * A page renderer that serves anonymous visitors from `cache`. `keyOf` names
 * every input the render of an anonymous page varies with (URL, host,
 * language, consent, geo); a signed-in visitor's page is never cached.
 */
export function cachedPages(renderer: PageRenderer, cache: PageCache, keyOf: (request: PageRequest) => Promise<string>): PageRenderer {
  return {
    lookup: (request) => renderer.lookup(request),
    render: async (request) => {
      if (request.signedIn) return renderer.render(request);
      const { page, hit } = await cache.get(await keyOf(request), () => renderer.render(request));
      return { ...page, cache: hit ? 'hit' : 'miss' };
    },
  };
}
