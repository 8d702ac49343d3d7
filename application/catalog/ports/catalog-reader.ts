import type { CustomFilter, GameType, HotSearch, PlatformType, ProductType, SmartTag, SmartTagFilter, SmartTagFilterValues } from '../../../domain/index.ts';

/** A smart-tag value together with the filter it belongs to, so a page can group options. */
export interface ScopedSmartTag extends SmartTag {
  readonly filterId: string;
}

/** Everything filterable about one game's listings of one product type. */
export interface ListingScope {
  readonly smartTags: readonly ScopedSmartTag[];
  readonly smartTagFilters: readonly (SmartTagFilter & { readonly label: string })[];
  readonly smartTagFiltersDefaultValues: SmartTagFilterValues;
  readonly hotSearches: readonly HotSearch[];
  readonly platformTypes: readonly PlatformType[];
  /** Toggles: `value` is the default (null, off); `applies` is what the field must equal when on. */
  readonly customFilters: readonly (CustomFilter & { readonly label: string; readonly applies: string })[];
}

/** Reads the catalog: games, product types and what their listing pages can filter on. */
export interface CatalogReader {
  findGame(value: string): Promise<GameType | undefined>;
  /** Every game; hidden ones only when asked for. By label unless `orderBy` asks for the most popular first. */
  listGames(options: { readonly includeHidden: boolean; readonly orderBy?: 'label' | 'popularity' }): Promise<readonly GameType[]>;
  findProductType(value: string): Promise<ProductType | undefined>;
  /** Every product type, in display order. */
  listProductTypes(): Promise<readonly ProductType[]>;
  /** The product types a game sells, in display order. */
  productTypesOf(gameType: string): Promise<readonly ProductType[]>;
  /** Filters of a game's listings; without a product type, only the game-wide parts (platforms). */
  listingScope(gameType: string, productType: string | undefined): Promise<ListingScope>;
  /** The id of the seller with this profile slug. */
  findSellerId(slug: string): Promise<string | undefined>;
}
