import { exactDecimal, NOT_AVAILABLE, renderScaled, scaleRound } from './decimal.ts';

/**
 * A seller's rating as every page shows it: one decimal, always written
 * ('4.6', '5.0'), rounded half away from zero on the exact decimal. One
 * function, so an offer card and the seller's card never disagree (4.6 vs 4.59).
 */
export function formatRating(rating: number): string {
  if (!Number.isFinite(rating)) return NOT_AVAILABLE;
  return renderScaled(scaleRound(exactDecimal(rating), 1), 1, 1);
}
