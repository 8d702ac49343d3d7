import { add, div, fromDecimal, fromInt, mul, sub, ZERO, type Rational } from '../../shared/money/rational.ts';

/**
 * A volume-discount tier (spec section 3): the discount grows linearly from
 * `min` percent at `start` units to `max` percent at `end` units and stays at
 * `max` beyond. Below `start` there is no discount.
 */
export interface VolumeDiscountTier {
  readonly start: number;
  readonly end: number;
  /** Percent at `start`, 0–100. */
  readonly min: number;
  /** Percent at `end` and above, 0–100. */
  readonly max: number;
}

/**
 * The exact discount percent for `quantity` units. A tier whose `end` is not
 * above `start` gives `max` from `start` on. Out-of-range percents are clamped
 * to 0–100 so a bad tier can never make a price negative.
 */
export function volumeDiscountPercentExact(tier: VolumeDiscountTier | undefined, quantity: number): Rational {
  if (tier === undefined || quantity < tier.start) return ZERO;
  const lo = fromDecimal(clampPercent(tier.min));
  const hi = fromDecimal(clampPercent(tier.max));
  if (quantity >= tier.end || tier.end <= tier.start) return hi;
  const progress = div(fromInt(quantity - tier.start), fromInt(tier.end - tier.start));
  return add(lo, mul(sub(hi, lo), progress));
}

/** The discount percent as a plain number, for display. */
export function volumeDiscountPercent(tier: VolumeDiscountTier | undefined, quantity: number): number {
  const p = volumeDiscountPercentExact(tier, quantity);
  return Number(p.num) / Number(p.den);
}

function clampPercent(p: number): number {
  return Number.isFinite(p) ? Math.min(100, Math.max(0, p)) : 0;
}
