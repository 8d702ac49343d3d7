/** What the shopping use cases need to know about sellers. */
export interface SellerStats {
  /** Completed sales of a user, or undefined when there is no such user. */
  completedSalesOf(userId: string): Promise<number | undefined>;
  /** How many of the user's orders as a seller were ever disputed. */
  disputesOf(userId: string): Promise<number>;
  /** Whether `userId` is a seller a buyer may follow: exists, not removed, holds SELLER or BULK_SELLER. */
  isSeller(userId: string): Promise<boolean>;
}
