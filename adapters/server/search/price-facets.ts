import { PRICE_FACET_BUCKETS, type PriceFacets } from '../../../application/catalog/ports/index.ts';

/**
 * The price histogram behind the storefront's price slider, shared by every
 * search adapter so that both engines draw the same buckets from the same
 * prices.
 *
 * Reading chosen: buckets are exactly equal-width, so their bounds may be
 * fractional cents (the storefront converts them to the display currency
 * anyway); the top edge belongs to the last bucket so the dearest listing is
 * counted; when every match has one price there is a single zero-width bucket,
 * since twenty identical buckets would draw a misleading histogram.
 */

/** What a search answers when nothing matches: no spread to draw. */
export const EMPTY_PRICE_FACETS: PriceFacets = { min: 0, max: 0, buckets: [] };

/**
 * Counts prices into {@link PRICE_FACET_BUCKETS} equal-width buckets between
 * a known minimum and maximum. The bounds must be known before counting
 * because bucket widths depend on them; callers find them in a first pass (or
 * from the engine's facet statistics).
 */
export class PriceHistogram {
  private readonly counts: number[];
  private readonly span: number;

  constructor(
    private readonly min: number,
    private readonly max: number,
  ) {
    this.span = max - min;
    this.counts = new Array<number>(this.span === 0 ? 1 : PRICE_FACET_BUCKETS).fill(0);
  }

  /** Adds `count` listings priced `price`; prices outside [min, max] are clamped into the end buckets. */
  add(price: number, count = 1): void {
    const index = this.span === 0 ? 0 : Math.floor(((price - this.min) * PRICE_FACET_BUCKETS) / this.span);
    const clamped = Math.max(0, Math.min(this.counts.length - 1, index));
    this.counts[clamped] = (this.counts[clamped] ?? 0) + count;
  }

  /** The facets, with bucket bounds computed from min and the span so that rounding never accumulates. */
  facets(): PriceFacets {
    const n = this.counts.length;
    const buckets = this.counts.map((count, i) => ({
      from: i === 0 ? this.min : this.min + (this.span * i) / n,
      to: i === n - 1 ? this.max : this.min + (this.span * (i + 1)) / n,
      count,
    }));
    return { min: this.min, max: this.max, buckets };
  }
}

/**
 * Facets of a list of prices (one listing each). Takes a length because the
 * embedded engine reuses one scratch buffer larger than the current match set.
 */
export function priceFacetsOfPrices(prices: ArrayLike<number>, length: number): PriceFacets {
  if (length === 0) return EMPTY_PRICE_FACETS;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < length; i++) {
    const price = prices[i] ?? 0;
    if (price < min) min = price;
    if (price > max) max = price;
  }
  const histogram = new PriceHistogram(min, max);
  for (let i = 0; i < length; i++) histogram.add(prices[i] ?? 0);
  return histogram.facets();
}

/**
 * Facets of (price, count) pairs, as a search engine's facet distribution
 * gives them. `bounds` overrides the spread when the engine reports exact
 * statistics alongside a distribution that may be truncated.
 */
export function priceFacetsOfCounts(
  entries: readonly (readonly [price: number, count: number])[],
  bounds?: { readonly min: number; readonly max: number },
): PriceFacets {
  const counted = entries.filter(([, count]) => count > 0);
  if (counted.length === 0 && bounds === undefined) return EMPTY_PRICE_FACETS;
  const min = bounds?.min ?? Math.min(...counted.map(([price]) => price));
  const max = bounds?.max ?? Math.max(...counted.map(([price]) => price));
  const histogram = new PriceHistogram(min, max);
  for (const [price, count] of counted) histogram.add(price, count);
  return histogram.facets();
}
