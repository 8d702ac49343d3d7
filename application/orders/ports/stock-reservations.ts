/**
 * A listing's stock, taken and given back by orders. `reserve` is one
 * conditional update that cannot go below zero (`quantity >= n AND state =
 * 'AVAILABLE'`), so no concurrency oversells; a listing reaching 0 becomes
 * SOLD_OUT. Callers reserve a checkout's lines in one fixed order (by
 * listing id), so two checkouts never wait on each other's rows in a cycle.
 */
export interface StockReservations {
  /** True when `quantity` units were taken; false when the listing is gone, not available or short. */
  reserve(productId: string, quantity: number): Promise<boolean>;
  /** Puts units back; a SOLD_OUT listing is AVAILABLE again (a hidden or removed one stays so). */
  release(productId: string, quantity: number): Promise<void>;
}
