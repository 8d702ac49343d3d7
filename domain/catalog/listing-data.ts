import type { Money } from '../shared/money/money.ts';

/**
 * The data a listing page loads for one game and product type (spec section 3,
 * "Listing data"). These are the shapes the domain reasons about; adapters
 * validate the wire format into them. The transport's `error` field is not
 * part of it: a failed load is a `Result` error instead.
 */

/** A language code such as 'en' or 'de' (one of the 13 the product is offered in). */
export type LanguageCode = string;

/**
 * How a product type lists its products. The five known modes are named; the
 * open `string` keeps a mode added on the server from breaking the client
 * (an unknown mode behaves like an ordinary list mode); `string & {}` keeps
 * the named modes in editor completion.
 */
export type ListMode = 'GRID' | 'LIST' | 'TOPUP_GRID' | 'BOOST_GRID' | 'SINGLE_PRODUCT' | (string & {});

/** The layout a listing page actually uses; see `viewModeFor`. */
export type ViewMode = 'GRID' | 'LIST';

/** A game (e.g. 'genshin-impact'). Hidden games are shown only to visitors with an auth token. */
export interface GameType {
  readonly value: string;
  readonly label: string;
  readonly hidden: boolean;
  /** A limited game always lists in LIST view. */
  readonly limited: boolean;
  /** Values of the product types this game shows as a grid. */
  readonly gridProductTypes: readonly string[];
  /** Per-language, per-product-type page configuration; opaque to the domain. */
  readonly configurations?: Readonly<Record<LanguageCode, Readonly<Record<string, unknown>>>>;
}

/** A product type (e.g. 'currency', 'items', 'boosting') as the listing sees it. */
export interface ProductType {
  readonly value: string;
  readonly label: string;
  readonly listMode: ListMode;
  /** Service fee percent used when the cart holds only this product type. */
  readonly serviceFee?: number;
  /** Fixed fee used when the cart holds only this product type. */
  readonly netFee?: Money;
}

/** A tag a product can carry; the spec names no fields beyond identity and display. */
export interface SmartTag {
  readonly _id: string;
  readonly value: string;
  readonly label: string;
}

/** A filter over smart tags; `multiSelect` filters take several values at once. */
export interface SmartTagFilter {
  readonly _id: string;
  readonly value: string;
  readonly multiSelect: boolean;
}

/** What is selected in one smart-tag filter: one value, or several for a multi-select filter. */
export type SmartTagValue = string | readonly string[];

/**
 * Selected smart-tag values by filter id. A missing id, '' and [] all mean
 * "nothing selected"; order inside a list does not matter.
 */
export type SmartTagFilterValues = Readonly<Record<string, SmartTagValue>>;

/** The texts of a hot search in one language. */
export interface HotSearchContent {
  readonly label: string;
  readonly description: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
}

/**
 * A hot search: a named, linkable preset (its own URL segment) that sets some
 * smart-tag filters, or the platform filter, or a search filter.
 */
export interface HotSearch {
  readonly _id: string;
  /** The URL segment of the hot search: `/{gameType}-{productType}/{url}`. */
  readonly url: string;
  readonly smartTags: SmartTagFilterValues;
  /** A platform value; '' counts as none. */
  readonly platformFilter?: string;
  /** A search filter; '' counts as none. */
  readonly searchFilter?: string;
  readonly content: Readonly<Record<LanguageCode, HotSearchContent>>;
}

/** A platform a game's products can be for (e.g. 'pc', 'ps5'); the spec names no other fields. */
export interface PlatformType {
  readonly _id: string;
  readonly value: string;
  readonly label: string;
}

/** What a custom filter can hold; null, '' and [] mean "not set". */
export type CustomFilterValue = string | number | boolean | readonly string[] | null;

/** A free-form filter on a product field, with its default value in listing data. */
export interface CustomFilter {
  readonly field: string;
  readonly value: CustomFilterValue;
}

/** Everything a listing page loads for a game and (optionally) a product type. */
export interface ListingData {
  readonly gameType: GameType;
  /** Absent on a game page without a product type. */
  readonly selectedProductType?: ProductType;
  readonly smartTags: readonly SmartTag[];
  readonly smartTagFilters: readonly SmartTagFilter[];
  readonly smartTagFiltersDefaultValues: SmartTagFilterValues;
  readonly hotSearches: readonly HotSearch[];
  readonly platformTypes: readonly PlatformType[];
  readonly customFilters: readonly CustomFilter[];
}
