/**
 * Holds the buyer and sellers of a new order group for the rest of its unit
 * of work and says whether each may still trade. The hold is a shared lock
 * on their user rows: it does not slow checkouts down against each other,
 * but a ban or an account's erasure (which lock the row exclusively) waits
 * for the order to commit and then sees it, or the order waits for them and
 * then sees the user out. Callers hold parties before taking stock, so the
 * locks are always taken users first, then listings.
 */
export interface TradingParties {
  /** Each given user still present, whether banned or removed; ids not found are left out. */
  hold(userIds: readonly string[]): Promise<readonly { readonly id: string; readonly out: boolean }[]>;
}
