/** A buyer's review of a completed order, with what a visitor may see of the order and both people. */
export interface PublicReviewRecord {
  readonly orderId: string;
  readonly stars: number;
  readonly comment: string;
  readonly at: Date;
  /** The buyer's username; the use case masks it before it leaves the server. */
  readonly buyerName: string;
  readonly sellerName: string;
  readonly sellerSlug: string;
  readonly gameType: string;
  readonly productType: string;
  readonly title: string;
}

/** Reviews as the storefront shows them: only those with words, only of sellers anyone may see. */
export interface ReviewReader {
  /** The newest reviews with a comment, newest first, leaving out the games listed. */
  recentWithComments(limit: number, excludeGames: readonly string[]): Promise<readonly PublicReviewRecord[]>;
}
