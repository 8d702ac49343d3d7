import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';

/**
 * A listing as the search engine holds it: what a search filters and sorts
 * on, plus what a result card shows, so that a search needs no second read.
 * Prices are USD cents; the storefront converts them for display.
 */
export interface ListingDocument {
  readonly id: string;
  readonly gameType: string;
  readonly productType: string;
  readonly title: string;
  readonly description: string;
  readonly sellerId: string;
  readonly sellerName: string;
  readonly sellerSlug: string;
  readonly sellerRating: number;
  readonly priceMinor: number;
  readonly quantity: number;
  readonly maxQuantity: number | null;
  readonly minQuantity: number;
  readonly incrementalQuantity: boolean;
  readonly purchaseBehavior: string;
  readonly deliveryDuration: string;
  readonly image: string | null;
  /** AVAILABLE, SOLD_OUT, HIDDEN or REMOVED; searches see AVAILABLE only. */
  readonly state: string;
  /** Smart-tag filter value → tag value(s). */
  readonly tags: Readonly<Record<string, string | readonly string[]>>;
  readonly platform: string | null;
  readonly volumeDiscount: { readonly start: number; readonly end: number; readonly min: number; readonly max: number } | null;
  /** Higher first in RECOMMENDED order. */
  readonly recommendedScore: number;
  /** Milliseconds since the epoch; ties in RECOMMENDED order go to the newer listing. */
  readonly createdAt: number;
}

export type ListingSortBy = 'RECOMMENDED' | 'price';

/**
 * One listing search, always scoped to one game and one product type (or one
 * seller, on a profile page). Filters combine with AND; the values of one
 * smart-tag filter combine with OR.
 */
export interface ListingSearchQuery {
  readonly gameType: string;
  readonly productType: string;
  readonly text?: string;
  /** filter value → accepted tag values (any of them). */
  readonly smartTags?: Readonly<Record<string, readonly string[]>>;
  /** Accepted platforms (any of them). */
  readonly platforms?: readonly string[];
  /** Exact matches on listing fields: deliveryDuration, purchaseBehavior, sellerId. */
  readonly customFilters?: readonly { readonly field: CustomFilterField; readonly value: string }[];
  /** Inclusive bounds in USD cents. */
  readonly price?: { readonly min?: number; readonly max?: number };
  readonly state: 'AVAILABLE';
  readonly sortBy: ListingSortBy;
  /** 1 ascending, −1 descending; RECOMMENDED is always best first. */
  readonly sortDirection: 1 | -1;
  readonly limit: number;
  readonly offset: number;
}

export const CUSTOM_FILTER_FIELDS = ['deliveryDuration', 'purchaseBehavior', 'sellerId'] as const;
export type CustomFilterField = (typeof CUSTOM_FILTER_FIELDS)[number];

/**
 * The price spread of everything the query matches except its own price
 * bounds, so that the slider's histogram shows what widening the range finds.
 */
export interface PriceFacets {
  readonly min: number;
  readonly max: number;
  /** Equal-width buckets from min to max (USD cents); empty when nothing matches. */
  readonly buckets: readonly { readonly from: number; readonly to: number; readonly count: number }[];
}

export interface ListingSearchResult {
  readonly hits: readonly ListingDocument[];
  readonly estimatedTotalHits: number;
  readonly priceFacets: PriceFacets;
}

/** Number of histogram buckets in {@link PriceFacets}. */
export const PRICE_FACET_BUCKETS = 20;

/** Finds listings. Failures are values (UNAVAILABLE when the engine is down). */
export interface ListingSearch {
  search(query: ListingSearchQuery): Promise<Result<ListingSearchResult, DomainError>>;
}

/** Keeps the search engine in step with listing writes. */
export interface ListingIndex {
  /** Inserts or replaces documents by id. */
  upsert(documents: readonly ListingDocument[]): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  /** Number of documents held, for health checks and start-up logs. */
  size(): Promise<number>;
}
