import {
  convertFromUsd,
  formatMoney,
  mustMoney,
  quoteCart,
  stepOf,
  USD,
  type CartItem,
  type ResolvedCurrency,
  type VolumeDiscountTier,
} from '../../../../domain/index.ts';

/*
 * What the product page shows about prices, computed only by the domain:
 * `quoteCart` prices a one-line cart (volume discount, conversion, rounding
 * once) and `formatMoney` prints it. Nothing here does money arithmetic.
 */

/** A USD price in the display currency, converted and formatted by the domain (USD when the rate is unusable). */
export function displayPrice(usdMinor: number, display: ResolvedCurrency): string {
  const usd = mustMoney(usdMinor, USD);
  return convertFromUsd(usd, display.rate, display.currency).map((m) => formatMoney(m)).unwrapOr(formatMoney(usd));
}

/** One quantity of a line, priced: the unit price after the volume discount and the line total. */
export interface PricedQuantity {
  readonly quantity: number;
  readonly unitPrice: string;
  readonly total: string;
  /** Volume discount in percent (0 when none). */
  readonly discountPercent: number;
}

/** `quantity` units of the line priced by `quoteCart` in the display currency (the service fee comes at checkout). */
export function priceQuantity(line: CartItem, quantity: number, display: ResolvedCurrency): PricedQuantity | null {
  const quote = quoteCart({
    lines: [{ unitPrice: line.price, quantity, productType: line.productType, ...(line.volumeDiscountObject === undefined ? {} : { volumeDiscount: line.volumeDiscountObject }) }],
    currency: display.currency,
    rate: display.rate,
    igPlusActive: false,
  });
  if (quote.isErr()) return null;
  const [priced] = quote.value.lines;
  if (priced === undefined) return null;
  return { quantity, unitPrice: formatMoney(priced.unitPrice), total: formatMoney(priced.lineTotal), discountPercent: priced.volumeDiscountPercent };
}

/** The quantities a stepper can reach: min, min + step, … up to max. */
export interface QuantityGrid {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/**
 * The quantities the volume-discount table shows: where the discount starts,
 * two points on its way up, and where it reaches its maximum — each moved up
 * to the next quantity the stepper can reach, and only those within the
 * line's limits. Reading: a tier that starts above the line's maximum cannot
 * be reached, so it shows nothing; a tier whose end is not above its start
 * gives its maximum from the start on, so it shows one row.
 */
export function discountQuantities(tier: VolumeDiscountTier, grid: QuantityGrid): number[] {
  const { min, max } = grid;
  const step = Math.max(1, grid.step);
  const onGrid = (x: number): number => (x <= min ? min : min + Math.ceil((x - min) / step) * step);
  const span = tier.end - tier.start;
  const points = span > 0 ? [tier.start, tier.start + span / 3, tier.start + (2 * span) / 3, tier.end] : [tier.start];
  const reachable = points.map(onGrid).filter((q) => q <= max && q >= Math.max(min, 1));
  return [...new Set(reachable)].sort((a, b) => a - b);
}

/**
 * The rows of the volume-discount table for a line: the price without
 * discount at the line's minimum first (when the discount starts later), then
 * the unit price at each of {@link discountQuantities}.
 */
export function volumeDiscountRows(line: CartItem, display: ResolvedCurrency): PricedQuantity[] {
  const tier = line.volumeDiscountObject;
  if (tier === undefined) return [];
  const grid = { min: line.minQuantity, max: line.maxQuantity, step: stepOf(line) };
  const quantities = discountQuantities(tier, grid);
  if (quantities.length === 0) return [];
  const first = quantities[0] ?? grid.min;
  const all = first > grid.min ? [grid.min, ...quantities] : quantities;
  return all.flatMap((quantity) => priceQuantity(line, quantity, display) ?? []);
}
