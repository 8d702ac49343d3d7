import { err, ok, type Result } from 'neverthrow';
import {
  domainError,
  effectiveSort,
  findVisibleGame,
  pageSizeFor,
  sellerLevelOf,
  viewModeFor,
  type CustomFilterValue,
  type DomainError,
  type SmartTagFilterValues,
  type SortBy,
  type SortDirection,
  type ViewMode,
} from '../../domain/index.ts';
import type { CatalogReader } from './ports/catalog-reader.ts';
import type { ProductReader } from './ports/product-reader.ts';
import { CUSTOM_FILTER_FIELDS, type CustomFilterField, type ListingSearch, type ListingSearchQuery, type ListingSearchResult } from './ports/listing-search.ts';

export interface SearchListingsRequest {
  readonly gameType: string;
  readonly productType: string;
  readonly searchText: string;
  /** Inclusive bounds in USD cents. */
  readonly price: readonly [number, number] | null;
  readonly sortBy: SortBy;
  readonly sortDirection: SortDirection;
  readonly page: number;
  /** Selected values by smart-tag filter id. */
  readonly smartTagFilters: SmartTagFilterValues;
  readonly customFilters: Readonly<Record<string, CustomFilterValue>>;
  readonly platform: string | null;
  /** The text filter of a selected search-filter hot search. */
  readonly searchFilter: string | null;
  /** The client may ask for LIST (a limited visitor); it can never force GRID. */
  readonly listingView: ViewMode | undefined;
  /** A seller's profile page lists only that seller's offers. */
  readonly sellerSlug: string | undefined;
  readonly hasAuthToken: boolean;
}

/** A seller's level as an offer card's badge shows it. */
export interface SellerLevelBadge {
  readonly level: number;
  readonly name: string;
}

/** What an offer card says about its seller beyond the index: level, whether they are online now, how fast they deliver. */
export interface SellerCardFacts {
  readonly level: SellerLevelBadge;
  readonly online: boolean;
  /** The median time from payment to delivery of their delivered orders, in minutes; null before a first delivery. */
  readonly medianDeliveryMinutes: number | null;
}

/** Whether a user has a live connection now (this process's sessions when nothing wider is known). */
export interface SellerPresence {
  isOnline(userId: string): boolean;
}

export interface SearchListingsResponse extends ListingSearchResult {
  readonly viewMode: ViewMode;
  readonly limit: number;
  readonly page: number;
  /** The card facts of every seller on the page, by seller id (sellers unknown to the tables are left out: level 1, offline). */
  readonly sellerFacts: ReadonlyMap<string, SellerCardFacts>;
}

/**
 * Searches one game's listings of one product type. The server decides the
 * page size (from the view mode), the forced price sort of top-up, boost and
 * single-product pages, and which filters exist; unknown filter ids from a
 * stale page are ignored rather than failing the search.
 */
export class SearchListings {
  constructor(
    private readonly catalog: CatalogReader,
    private readonly search: ListingSearch,
    private readonly sellers: Pick<ProductReader, 'sellersByIds'>,
    private readonly presence: SellerPresence,
  ) {}

  async execute(request: SearchListingsRequest): Promise<Result<SearchListingsResponse, DomainError>> {
    const game = findVisibleGame(await this.catalog.findGame(request.gameType), { hasAuthToken: request.hasAuthToken, value: request.gameType });
    if (game.isErr()) return err(game.error);
    const productType = (await this.catalog.productTypesOf(game.value.value)).find((p) => p.value === request.productType);
    if (productType === undefined) return err(domainError('PRODUCT_TYPE_NOT_FOUND', 'Product type not found', { field: 'productType' }));

    const computedView = viewModeFor({ productType, game: game.value, visitorLimited: false });
    const viewMode: ViewMode = request.listingView === 'LIST' ? 'LIST' : computedView;
    const limit = pageSizeFor(viewMode);
    const sort = effectiveSort(request, productType.listMode);
    const scope = await this.catalog.listingScope(game.value.value, productType.value);

    const smartTags: Record<string, readonly string[]> = {};
    for (const filter of scope.smartTagFilters) {
      const selected = request.smartTagFilters[filter._id];
      const values = selected === undefined ? [] : typeof selected === 'string' ? [selected] : selected;
      const nonEmpty = values.filter((v) => v !== '');
      if (nonEmpty.length > 0) smartTags[filter.value] = nonEmpty;
    }

    const customFilters: { field: CustomFilterField; value: string }[] = [];
    for (const [field, value] of Object.entries(request.customFilters)) {
      if (!isCustomField(field) || value === null || value === '' || typeof value === 'boolean') continue;
      if (Array.isArray(value)) continue;
      customFilters.push({ field, value: String(value) });
    }
    if (request.sellerSlug !== undefined) {
      const sellerId = await this.catalog.findSellerId(request.sellerSlug);
      if (sellerId === undefined) return err(domainError('NOT_FOUND', 'Seller not found', { field: 'sellerProfile' }));
      customFilters.push({ field: 'sellerId', value: sellerId });
    }

    const text = [request.searchText, request.searchFilter ?? ''].map((t) => t.trim()).filter((t) => t !== '').join(' ');
    const query: ListingSearchQuery = {
      gameType: game.value.value,
      productType: productType.value,
      ...(text === '' ? {} : { text }),
      smartTags,
      platforms: request.platform === null || request.platform === '' ? [] : [request.platform],
      customFilters,
      ...(request.price === null ? {} : { price: { min: request.price[0], max: request.price[1] } }),
      state: 'AVAILABLE',
      sortBy: sort.sortBy,
      sortDirection: sort.sortDirection,
      limit,
      offset: (request.page - 1) * limit,
    };
    const found = await this.search.search(query);
    if (found.isErr()) return err(found.error);
    const sellerFacts = await this.factsOf(found.value.hits.map((h) => h.sellerId));
    return ok({ ...found.value, viewMode, limit, page: request.page, sellerFacts });
  }

  /**
   * The dispute-aware level (domain sellerLevelOf, as the product page and the
   * seller's dashboard compute it) and the median delivery time of a page's
   * sellers, read in one query for the page rather than one per offer, and
   * whether each is online now; all change with sales, disputes and
   * connections, so none is frozen into the search index.
   */
  private async factsOf(sellerIds: readonly string[]): Promise<ReadonlyMap<string, SellerCardFacts>> {
    const records = await this.sellers.sellersByIds([...new Set(sellerIds)]);
    return new Map(
      records.map((r) => {
        const { level, name } = sellerLevelOf({ completedSales: r.completedSales, disputes: r.disputes });
        return [r.id, { level: { level, name }, online: this.presence.isOnline(r.id), medianDeliveryMinutes: r.medianDeliveryMinutes }];
      }),
    );
  }
}

function isCustomField(field: string): field is CustomFilterField {
  return (CUSTOM_FILTER_FIELDS as readonly string[]).includes(field);
}
