import { minorPerMajor } from '../shared/money/currency.ts';
import type { Money } from '../shared/money/money.ts';

/**
 * Crowns (`crowns` of spec §3): loyalty points a buyer earns on completed
 * orders and sees on their profile and in the header. Our reading of the
 * terse spec: one crown per whole unit of the order's subtotal (the line
 * total, before the service fee and discounts) in the order's currency —
 * orders are charged in USD, so one crown per whole dollar — awarded when
 * the order completes (its money reaches the seller) and taken back when a
 * refund after completion returns the money. A partial refund keeps them, as
 * it keeps the affiliate's commission.
 *
 * Crowns are not money: nothing can be bought or withdrawn with them, so
 * they are counted on the user and in one award row per order, never in the
 * ledger (whose accounts are all convertible value that must balance).
 */
export function crownsForOrder(lineTotal: Money): number {
  if (lineTotal.minor <= 0) return 0;
  return Number(BigInt(lineTotal.minor) / minorPerMajor(lineTotal.currency));
}
