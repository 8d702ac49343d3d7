import type { Clock } from '../shared/ports/index.ts';
import type { CatalogReader } from './ports/catalog-reader.ts';
import type { ListingDocument } from './ports/listing-search.ts';
import type { SearchListings, SellerCardFacts } from './search-listings.ts';

/** How many offers the home page features. */
export const FEATURED_OFFERS = 8;
/** The answer is the same for every visitor; rebuilt at most once a minute. */
const FRESH_MS = 60_000;
/** Product types taken in turn, so the row mixes accounts, currency, items and boosts rather than eight accounts. */
const TYPE_TURNS = ['accounts', 'currency', 'items', 'boosting'] as const;

export interface FeaturedOffersAnswer {
  readonly hits: readonly ListingDocument[];
  readonly sellerFacts: ReadonlyMap<string, SellerCardFacts>;
}

/**
 * The home page's featured offers: the best offer (the listing page's own
 * RECOMMENDED order — rating, sales, price) of each of the most popular
 * visible games, one game each, product types taken in turn. Hidden games
 * never appear: the row is built as an anonymous visitor sees the catalog.
 */
export class FeaturedOffers {
  private cached: { readonly at: number; readonly answer: FeaturedOffersAnswer } | undefined;

  constructor(
    private readonly catalog: CatalogReader,
    private readonly search: SearchListings,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<FeaturedOffersAnswer> {
    const now = this.clock.now().getTime();
    if (this.cached !== undefined && now - this.cached.at < FRESH_MS) return this.cached.answer;
    const answer = await this.build();
    this.cached = { at: now, answer };
    return answer;
  }

  private async build(): Promise<FeaturedOffersAnswer> {
    const games = await this.catalog.listGames({ includeHidden: false, orderBy: 'popularity' });
    const hits: ListingDocument[] = [];
    const sellerFacts = new Map<string, SellerCardFacts>();
    for (const game of games) {
      if (hits.length >= FEATURED_OFFERS) break;
      const types = (await this.catalog.productTypesOf(game.value)).map((p) => p.value);
      const wanted = TYPE_TURNS[hits.length % TYPE_TURNS.length] ?? 'accounts';
      const productType = types.includes(wanted) ? wanted : types[0];
      if (productType === undefined) continue;
      const found = await this.search.execute({
        gameType: game.value,
        productType,
        searchText: '',
        price: null,
        sortBy: 'RECOMMENDED',
        sortDirection: -1,
        page: 1,
        smartTagFilters: {},
        customFilters: {},
        platform: null,
        searchFilter: null,
        listingView: undefined,
        sellerSlug: undefined,
        hasAuthToken: false,
      });
      // A game whose search fails or finds nothing is left out; the row shows the others.
      const best = found.isOk() ? found.value.hits[0] : undefined;
      if (best === undefined || !found.isOk()) continue;
      hits.push(best);
      const facts = found.value.sellerFacts.get(best.sellerId);
      if (facts !== undefined) sellerFacts.set(best.sellerId, facts);
    }
    return { hits, sellerFacts };
  }
}
