import { ok, type Result } from 'neverthrow';
import type { CatalogReader, ListingDocument, SiteSearch, SiteSearchQuery, SiteSearchResult } from '../../../application/catalog/ports/index.ts';
import type { DomainError } from '../../../domain/index.ts';

/** What the embedded listing engine offers for a site-wide product search. */
export interface ListingTextSearch {
  searchAll(text: string, limit: number): Promise<Result<readonly ListingDocument[], DomainError>>;
}

/** The blog and wiki indexes, when the content context is wired in. */
export interface ContentTextSearch {
  search(index: 'blogs' | 'gameCategories' | 'gameArticles', q: string, hasAuthToken: boolean): Promise<Readonly<Record<string, unknown>>[]>;
}

/** Case- and accent-insensitive comparison key. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Every word of the query starts a word of the text (so 'gen imp' finds 'Genshin Impact'). */
function matches(query: string, ...texts: readonly string[]): boolean {
  const words = fold(query).split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return true;
  const haystack = texts.map(fold).join(' ').split(/[^\p{L}\p{N}]+/u);
  return words.every((w) => haystack.some((h) => h.startsWith(w)));
}

function page(indexUid: SiteSearchQuery['indexUid'], q: SiteSearchQuery, all: readonly Readonly<Record<string, unknown>>[]): SiteSearchResult {
  return { indexUid, query: q.q, hits: all.slice(q.offset, q.offset + q.limit), estimatedTotalHits: all.length };
}

/**
 * The global search without a search server: products through the embedded
 * listing engine (typo-tolerant), catalog indexes (games, tags, hot searches,
 * platforms) by word prefixes over the catalog held in memory; blog and wiki
 * indexes through the content context (empty when none is given).
 */
export class EmbeddedSiteSearch implements SiteSearch {
  constructor(
    private readonly listings: ListingTextSearch,
    private readonly catalog: CatalogReader,
    private readonly content?: ContentTextSearch,
  ) {}

  async multiSearch(queries: readonly SiteSearchQuery[], visitor: { readonly hasAuthToken: boolean }): Promise<Result<readonly SiteSearchResult[], DomainError>> {
    const results: SiteSearchResult[] = [];
    for (const q of queries) results.push(await this.one(q, visitor.hasAuthToken));
    return ok(results);
  }

  private async one(q: SiteSearchQuery, hasAuthToken: boolean): Promise<SiteSearchResult> {
    switch (q.indexUid) {
      case 'products_new': {
        // Hidden games exist only for signed-in visitors (issue 11, finding 2); ask for more so the page stays full after the filter.
        const hidden = hasAuthToken ? new Set<string>() : new Set((await this.catalog.listGames({ includeHidden: true })).filter((g) => g.hidden).map((g) => g.value));
        const wanted = q.offset + q.limit;
        const found = await this.listings.searchAll(q.q, hidden.size === 0 ? wanted : wanted * 2);
        const docs = (found.isOk() ? found.value : []).filter((d) => !hidden.has(d.gameType));
        return page(q.indexUid, q, docs.map((d) => ({ _id: d.id, title: d.title, gameType: d.gameType, productType: d.productType, price: d.priceMinor, image: d.image })));
      }
      case 'gameTypes': {
        const games = await this.catalog.listGames({ includeHidden: false });
        return page(q.indexUid, q, games.filter((g) => matches(q.q, g.label, g.value)).map((g) => ({ value: g.value, label: g.label })));
      }
      case 'smartTags':
      case 'hotSearch':
      case 'platformTypes':
        return page(q.indexUid, q, await this.catalogHits(q));
      default:
        return page(q.indexUid, q, this.content === undefined ? [] : await this.content.search(q.indexUid, q.q, hasAuthToken));
    }
  }

  private async catalogHits(q: SiteSearchQuery): Promise<Readonly<Record<string, unknown>>[]> {
    const games = await this.catalog.listGames({ includeHidden: false });
    const hits: Record<string, unknown>[] = [];
    for (const game of games) {
      const types = await this.catalog.productTypesOf(game.value);
      for (const type of q.indexUid === 'platformTypes' ? [undefined] : types.map((t) => t.value)) {
        const scope = await this.catalog.listingScope(game.value, type);
        if (q.indexUid === 'smartTags') {
          for (const tag of scope.smartTags) if (matches(q.q, tag.label)) hits.push({ ...tag, gameType: game.value, productType: type });
        } else if (q.indexUid === 'hotSearch') {
          for (const h of scope.hotSearches) {
            const label = h.content['en']?.label ?? h.url;
            if (matches(q.q, label, game.label)) hits.push({ _id: h._id, url: h.url, label, gameType: game.value, productType: type });
          }
        } else {
          for (const p of scope.platformTypes) if (matches(q.q, p.label)) hits.push({ ...p, gameType: game.value });
        }
      }
    }
    return hits;
  }
}
