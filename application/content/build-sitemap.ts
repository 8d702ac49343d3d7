import type { CatalogReader, ProductReader } from '../catalog/ports/index.ts';
import { SELLER_ROLES } from '../shopping/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { ContentReader } from './ports/index.ts';

/** One URL of the sitemap: a path on the site, and when it last changed when known. */
export interface SitemapUrl {
  readonly path: string;
  readonly lastModified?: Date;
}

/** The sitemap's files: one per kind of page, each split at the protocol's 50,000 URLs. */
export const SITEMAP_KINDS = ['pages', 'games', 'listings', 'products', 'profiles', 'posts', 'wiki'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export const SITEMAP_MAX_URLS = 50_000;

/** Products and profiles are read from the database this many at a time (a file of 50,000 in five reads). */
const READ_PAGE = 10_000;

/** What the sitemap reads of the products and sellers: counts and pages, so no kind is loaded whole. */
export type SitemapProducts = Pick<ProductReader, 'countPublicProducts' | 'publicProducts' | 'countPublicSellers' | 'publicSellerSlugs'>;

/** Pages that exist for everyone and are worth indexing (the coming-soon ones are left out until they ship). */
const STATIC_PAGES = ['/', '/games', '/services', '/blog', '/wiki', '/support', '/guarantee', '/legal/terms-of-use', '/legal/privacy-policy', '/legal/dmca-notice'];

/**
 * The site's public URLs by kind, as the sitemap lists them. Readings: only
 * what an anonymous visitor may open (hidden games and their listings are
 * left out, as the pages answer 404 to visitors); a listing and each of its
 * hot searches are URLs, since each has its own title and description; blog
 * pages after the first are not listed (they are reached from /blog); every
 * product page a visitor may open (on sale or sold out, by a public seller,
 * in a visible game) and every public seller profile (not removed, banned or
 * deleted) is listed, read a page at a time since there may be millions.
 */
export class BuildSitemap {
  constructor(private readonly deps: { readonly catalog: CatalogReader; readonly content: ContentReader; readonly products: SitemapProducts; readonly clock: Clock }) {}

  /** The URLs of file `n` (from 1) of a kind: at most {@link SITEMAP_MAX_URLS}. */
  async urls(kind: SitemapKind, n = 1): Promise<readonly SitemapUrl[]> {
    const start = (n - 1) * SITEMAP_MAX_URLS;
    if (kind === 'products') {
      const games = await this.visibleGames();
      return this.paged(start, (page) => this.deps.products.publicProducts(games, page), (p) => ({ path: `/product/${encodeURIComponent(p.id)}`, lastModified: p.updatedAt }));
    }
    if (kind === 'profiles') return this.paged(start, (page) => this.deps.products.publicSellerSlugs(SELLER_ROLES, page), (slug) => ({ path: `/profile/${encodeURIComponent(slug)}` }));
    return (await this.all(kind)).slice(start, start + SITEMAP_MAX_URLS);
  }

  /** How many files each kind needs (at least one, so the index never names a missing file). */
  async shards(): Promise<readonly { readonly kind: SitemapKind; readonly count: number }[]> {
    const out: { kind: SitemapKind; count: number }[] = [];
    for (const kind of SITEMAP_KINDS) out.push({ kind, count: Math.max(1, Math.ceil((await this.count(kind)) / SITEMAP_MAX_URLS)) });
    return out;
  }

  private async count(kind: SitemapKind): Promise<number> {
    if (kind === 'products') return this.deps.products.countPublicProducts(await this.visibleGames());
    if (kind === 'profiles') return this.deps.products.countPublicSellers(SELLER_ROLES);
    return (await this.all(kind)).length;
  }

  private async visibleGames(): Promise<readonly string[]> {
    return (await this.deps.catalog.listGames({ includeHidden: false })).map((g) => g.value);
  }

  /** One file's worth of rows from `start`, read {@link READ_PAGE} at a time. */
  private async paged<T>(start: number, read: (page: { offset: number; limit: number }) => Promise<readonly T[]>, toUrl: (row: T) => SitemapUrl): Promise<readonly SitemapUrl[]> {
    const urls: SitemapUrl[] = [];
    while (urls.length < SITEMAP_MAX_URLS) {
      const rows = await read({ offset: start + urls.length, limit: Math.min(READ_PAGE, SITEMAP_MAX_URLS - urls.length) });
      urls.push(...rows.map(toUrl));
      if (rows.length < READ_PAGE) break;
    }
    return urls;
  }

  /** Every URL of a small kind (static pages, games, listings, posts, wiki): these fit in memory. */
  private async all(kind: Exclude<SitemapKind, 'products' | 'profiles'>): Promise<readonly SitemapUrl[]> {
    switch (kind) {
      case 'pages': {
        const types = await this.deps.catalog.listProductTypes();
        return [...STATIC_PAGES, ...types.map((t) => `/services/${encodeURIComponent(t.value)}`)].map((path) => ({ path }));
      }
      case 'games':
        return (await this.deps.catalog.listGames({ includeHidden: false })).map((g) => ({ path: `/${encodeURIComponent(g.value)}` }));
      case 'listings': {
        const urls: SitemapUrl[] = [];
        for (const game of await this.deps.catalog.listGames({ includeHidden: false })) {
          for (const type of await this.deps.catalog.productTypesOf(game.value)) {
            const base = `/${encodeURIComponent(game.value)}-${encodeURIComponent(type.value)}`;
            urls.push({ path: base });
            for (const hot of (await this.deps.catalog.listingScope(game.value, type.value)).hotSearches) urls.push({ path: `${base}/${encodeURIComponent(hot.url)}` });
          }
        }
        return urls;
      }
      case 'posts':
      case 'wiki': {
        const refs = await this.deps.content.liveRefs(this.deps.clock.now());
        const visible = new Set((await this.deps.catalog.listGames({ includeHidden: false })).map((g) => g.value));
        if (kind === 'posts') return refs.filter((r) => r.kind === 'post').map((r) => ({ path: `/post/${r.slug}`, lastModified: r.updatedAt }));
        const articles = refs.filter((r) => r.kind === 'article' && r.gameType !== null && visible.has(r.gameType));
        const categories = [...new Set(articles.map((r) => `/${r.gameType ?? ''}/${r.category ?? ''}`))].map((path) => ({ path }));
        return [...categories, ...articles.map((r) => ({ path: `/${r.gameType ?? ''}/${r.category ?? ''}/${r.slug}`, lastModified: r.updatedAt }))];
      }
    }
  }
}
