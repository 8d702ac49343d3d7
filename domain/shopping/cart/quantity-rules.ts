/**
 * Small numeric guards shared by the cart functions, so that a bad number from
 * storage or a caller can never break the `1 ≤ quantity ≤ maxQuantity` rule.
 */

/** `value` as a whole number of at least 1 (fractions dropped), or `undefined`. */
export function positiveWhole(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : undefined;
}

/** Whether `value` is a quantity a buyer may ask for: a safe whole number above 0. */
export function isPositiveQuantity(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}

/** `value` within `[low, high]`, with `high` winning when the range is empty. */
export function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}
