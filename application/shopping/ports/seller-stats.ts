/** What the shopping use cases need to know about sellers. */
export interface SellerStats {
  /** Completed sales of a user, or undefined when there is no such user. */
  completedSalesOf(userId: string): Promise<number | undefined>;
  /** Whether `userId` is a seller a buyer may follow: exists, not removed, holds SELLER or BULK_SELLER. */
  isSeller(userId: string): Promise<boolean>;
}
