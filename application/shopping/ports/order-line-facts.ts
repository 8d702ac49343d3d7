/** What an order keeps of the listing it buys: whose it is and how it reads, as stored now. */
export interface OrderLineFact {
  readonly id: string;
  readonly sellerId: string;
  readonly title: string;
  readonly gameType: string;
  readonly productType: string;
  readonly deliveryDuration: string;
}

/** Reads those facts for a checkout's listings, in one round trip. */
export interface OrderLineFacts {
  /** The listings among `ids` that exist, in no particular order. */
  orderLineFacts(ids: readonly string[]): Promise<readonly OrderLineFact[]>;
}
