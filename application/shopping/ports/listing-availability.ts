/** The stock-related fields of a listing as they are now, the only thing the cart check trusts. */
export interface ListingStockState {
  readonly id: string;
  /** AVAILABLE, SOLD_OUT, HIDDEN or REMOVED. */
  readonly state: string;
  readonly quantity: number;
  readonly maxQuantity: number | null;
  /** DEFAULT, ONE_TIME, PROFILE... */
  readonly purchaseBehavior: string;
}

/** Reads current stock of listings by id, in one round trip however many ids a cart holds. */
export interface ListingAvailability {
  /** The listings among `ids` that exist, in no particular order; unknown ids are simply absent. */
  stockOf(ids: readonly string[]): Promise<readonly ListingStockState[]>;
}
