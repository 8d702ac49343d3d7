import type { VolumeDiscountTier } from '../../../domain/index.ts';
import type { ListingStockState } from './listing-availability.ts';

/** The product type of a listing with the fee overrides pricing applies when it is the only product in a cart. */
export interface QuotableProductType {
  readonly value: string;
  readonly label: string;
  /** Service fee percent (e.g. 9.5); null when the type uses the default. */
  readonly serviceFee: number | null;
  /** Fixed fee in USD cents; null when the type uses the default. */
  readonly netFeeMinor: number | null;
}

/**
 * Everything the checkout quote needs of a listing, as stored now: its
 * stock state, its own unit price and volume-discount tier, and its product
 * type's fees. Nothing here ever comes from a client.
 */
export interface QuotableListing extends ListingStockState {
  /** Unit price in USD cents, before any volume discount. */
  readonly priceMinor: number;
  readonly volumeDiscount: VolumeDiscountTier | null;
  readonly productType: QuotableProductType;
}

/** Reads listings for a quote by id, in one round trip however many lines a cart holds. */
export interface ListingPrices {
  /** The listings among `ids` that exist, in no particular order; unknown ids are simply absent. */
  quotableListings(ids: readonly string[]): Promise<readonly QuotableListing[]>;
}

/** Whether a user holds the ig-plus membership, read from their own record. */
export interface BuyerMembership {
  /** The user's `igPlusActive` flag; undefined when there is no such user. */
  igPlusActiveOf(userId: string): Promise<boolean | undefined>;
}
