import type { PriceRange } from './listing-query.ts';

/**
 * The price slider. It spans the price spread of what the other filters
 * match (the search's price facets). A range stretched over the whole spread
 * filters nothing, so it is kept as "any price" (null) rather than as bounds
 * that would stop matching once cheaper or dearer offers appear. The range
 * shown is the chosen one held inside the spread, or the whole spread.
 */

/** The lowest and highest price the slider spans, in the search index's units. */
export interface PriceSpread {
  readonly min: number;
  readonly max: number;
}

/** The range to put in the query for a slider choice: null ("any price") for a choice covering the whole spread. */
export function chosenPriceRange(range: PriceRange | null, spread: PriceSpread | null): PriceRange | null {
  if (range === null || spread === null) return range;
  return range[0] <= spread.min && range[1] >= spread.max ? null : range;
}

/** Whether two ranges (null: any price) are the same filter. */
export function samePriceRange(a: PriceRange | null, b: PriceRange | null): boolean {
  return a === null || b === null ? a === b : a[0] === b[0] && a[1] === b[1];
}

/** The slider's state: null when there is no spread to slide over; else the range shown and whether a range is chosen. */
export function sliderRange(spread: PriceSpread | null, chosen: PriceRange | null): { readonly range: PriceRange; readonly active: boolean } | null {
  if (spread === null || !(spread.max > spread.min)) return null;
  const range: PriceRange = chosen === null ? [spread.min, spread.max] : [Math.max(spread.min, chosen[0]), Math.min(spread.max, chosen[1])];
  return { range, active: chosen !== null };
}
