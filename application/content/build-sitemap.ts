import type { CatalogReader } from '../catalog/ports/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { ContentReader } from './ports/index.ts';

/** One URL of the sitemap: a path on the site, and when it last changed when known. */
export interface SitemapUrl {
  readonly path: string;
  readonly lastModified?: Date;
}

/** The sitemap's files: one per kind of page, each split at the protocol's 50,000 URLs. */
export const SITEMAP_KINDS = ['pages', 'games', 'listings', 'posts', 'wiki'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export const SITEMAP_MAX_URLS = 50_000;

/** Pages that exist for everyone and are worth indexing (the coming-soon ones are left out until they ship). */
const STATIC_PAGES = ['/', '/games', '/services', '/blog', '/wiki', '/support', '/guarantee', '/legal/terms-of-use', '/legal/privacy-policy', '/legal/dmca-notice'];

/**
 * The site's public URLs by kind, as the sitemap lists them. Readings: only
 * what an anonymous visitor may open (hidden games and their listings are
 * left out, as the pages answer 404 to visitors); a listing and each of its
 * hot searches are URLs, since each has its own title and description; blog
 * pages after the first are not listed (they are reached from /blog).
 */
export class BuildSitemap {
  constructor(private readonly deps: { readonly catalog: CatalogReader; readonly content: ContentReader; readonly clock: Clock }) {}

  async urls(kind: SitemapKind): Promise<readonly SitemapUrl[]> {
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

  /** How many files each kind needs (at least one, so the index never names a missing file). */
  async shards(): Promise<readonly { readonly kind: SitemapKind; readonly count: number }[]> {
    const out: { kind: SitemapKind; count: number }[] = [];
    for (const kind of SITEMAP_KINDS) out.push({ kind, count: Math.max(1, Math.ceil((await this.urls(kind)).length / SITEMAP_MAX_URLS)) });
    return out;
  }
}
