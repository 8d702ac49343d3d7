/**
 * The numbers of the order lifecycle, as data. Each beats the peers' published
 * rules (G2G auto-completes after 3 days and lets a cancel request sit 6 h;
 * Eldorado gives 12 h / 2 h to answer a dispute and a 5-day account warranty;
 * GameBoost holds funds 5 days for accounts, 1 day otherwise). Readings:
 *
 * - The delivery promise is the offer's `deliveryDuration` (INSTANT, 1H, 6H,
 *   24H, 3D), copied onto the order when it is placed; INSTANT promises 0, so
 *   such an order is late 30 minutes after payment. An unknown value counts
 *   as 24 hours.
 * - Game accounts are the `accounts` product type; boosts are `boosting` and
 *   `coaching` (services delivered over time). Accounts and boosts get the
 *   long (12 h) dispute answer window, everything else the short (2 h) one.
 * - The late penalty is 10 % of the line total (what the seller would have
 *   earned), rounded half up to a whole minor unit.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Grace after the promised delivery time before the order is late. */
export const LATE_GRACE_MS = 30 * MINUTE;
/** delivered → completed by itself after this. */
export const AUTO_COMPLETE_AFTER_MS = 24 * HOUR;
/** The buyer is reminded to confirm or dispute this long after delivery (4 h before auto-completion). */
export const BUYER_REMINDER_AFTER_MS = 20 * HOUR;
/** A cancel request the seller ignores this long is accepted. */
export const CANCEL_ANSWER_WINDOW_MS = 2 * HOUR;
/** Game accounts' warranty after completion. */
export const ACCOUNT_WARRANTY_MS = 7 * DAY;
/** The seller's share of the line withheld when a late order is cancelled, in percent. */
export const LATE_PENALTY_PERCENT = 10;

const DELIVERY_PROMISES: Readonly<Record<string, number>> = { INSTANT: 0, '1H': HOUR, '6H': 6 * HOUR, '24H': DAY, '3D': 3 * DAY };

/** The delivery time an offer promises, in milliseconds (see the module comment). */
export function deliveryPromiseMs(deliveryDuration: string): number {
  return DELIVERY_PROMISES[deliveryDuration] ?? DAY;
}

/** What kind of goods an order is, for the lifecycle's rules. */
export type OrderGoods = 'account' | 'boost' | 'goods';

export function goodsOf(productType: string): OrderGoods {
  if (productType === 'accounts') return 'account';
  if (productType === 'boosting' || productType === 'coaching') return 'boost';
  return 'goods';
}

/** Whole days of warranty the goods of `productType` carry after completion (what an offer card promises), or null without one. */
export function warrantyDaysOf(productType: string): number | null {
  return goodsOf(productType) === 'account' ? Math.round(ACCOUNT_WARRANTY_MS / DAY) : null;
}

/** How long the seller has to answer a dispute. */
export function disputeAnswerWindowMs(productType: string): number {
  return goodsOf(productType) === 'goods' ? 2 * HOUR : 12 * HOUR;
}

/**
 * How long a completed order's funds stay pending before they are available,
 * by seller level (domain/accounts SELLER_LEVELS): the more completed sales,
 * the shorter. Accounts wait for the warranty instead.
 */
export const SETTLE_HOLD_BY_LEVEL: readonly { readonly minLevel: number; readonly holdMs: number }[] = [
  { minLevel: 5, holdMs: 2 * HOUR },
  { minLevel: 4, holdMs: 6 * HOUR },
  { minLevel: 3, holdMs: 12 * HOUR },
  { minLevel: 1, holdMs: DAY },
];

export function settleHoldMs(sellerLevel: number): number {
  return SETTLE_HOLD_BY_LEVEL.find((row) => sellerLevel >= row.minLevel)?.holdMs ?? DAY;
}

/** The late penalty for a line total (minor units). */
export function latePenaltyMinor(lineTotalMinor: number): number {
  return Math.floor((lineTotalMinor * LATE_PENALTY_PERCENT + 50) / 100);
}
