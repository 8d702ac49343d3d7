/**
 * Seller levels as data: a seller climbs by completed sales. The thresholds
 * are this project's choice (the specification only names a seller level and
 * its progress). Reading: a count that is negative, fractional or not finite
 * is a caller's mistake that must not break a badge, so it counts as the
 * whole number of sales below it, and never below 0.
 */

/** One step of the ladder: reached at `minSales` completed sales. */
export interface SellerLevelDefinition {
  readonly level: number;
  readonly name: string;
  readonly minSales: number;
}

/** The ladder, lowest first; the first step starts at 0 so every seller has a level. */
export const SELLER_LEVELS: readonly SellerLevelDefinition[] = [
  { level: 1, name: 'Newcomer', minSales: 0 },
  { level: 2, name: 'Rising', minSales: 10 },
  { level: 3, name: 'Established', minSales: 50 },
  { level: 4, name: 'Pro', minSales: 200 },
  { level: 5, name: 'Elite', minSales: 1000 },
];

/** A seller's standing, as the dashboard shows it. */
export interface SellerLevel {
  readonly level: number;
  readonly name: string;
  /**
   * Whole percent of the way from this level's threshold to the next, 0–99,
   * rounded down so 100 is never shown before the level is reached; 100 at
   * the top level.
   */
  readonly progress: number;
  /** Completed sales needed for the next level, or null at the top. */
  readonly nextLevelAt: number | null;
}

const FIRST_LEVEL: SellerLevelDefinition = { level: 1, name: 'Newcomer', minSales: 0 };

/** The level, its name and the progress towards the next one for a count of completed sales. */
export function sellerLevel(completedSales: number): SellerLevel {
  const sales = Number.isFinite(completedSales) ? Math.max(0, Math.floor(completedSales)) : 0;
  const index = Math.max(0, SELLER_LEVELS.findLastIndex((l) => sales >= l.minSales));
  const current = SELLER_LEVELS[index] ?? FIRST_LEVEL;
  const next = SELLER_LEVELS[index + 1];
  if (next === undefined) return { level: current.level, name: current.name, progress: 100, nextLevelAt: null };
  const progress = Math.floor(((sales - current.minSales) * 100) / (next.minSales - current.minSales));
  return { level: current.level, name: current.name, progress, nextLevelAt: next.minSales };
}
