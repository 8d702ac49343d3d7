/** New ids for groups and orders: unique, and letters, digits, `_` and `-` only (they name ledger accounts). */
export interface OrderIds {
  groupId(): string;
  orderId(): string;
}
