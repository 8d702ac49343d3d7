/**
 * Seller levels as data: a seller climbs by completed sales and holds a level
 * only while few enough of their orders are disputed. The thresholds are this
 * project's choice (the specification only names a seller level and its
 * progress). Readings:
 *
 * - A count that is negative, fractional or not finite is a caller's mistake
 *   that must not break a badge, so it counts as the whole number below it,
 *   and never below 0.
 * - The dispute rate is disputed orders ÷ (completed sales + disputed orders):
 *   each order that reached the buyer counted once whether or not it was
 *   contested. With no orders at all it is 0.
 * - A seller whose sales reach a level but whose dispute rate is above that
 *   level's ceiling stays at the highest level whose ceiling they meet
 *   (`heldBackByDisputes`); progress then shows 99 at most, never a full bar.
 */

/** One step of the ladder: reached at `minSales` completed sales with a dispute rate of at most `maxDisputeRatePercent`. */
export interface SellerLevelDefinition {
  readonly level: number;
  readonly name: string;
  readonly minSales: number;
  readonly maxDisputeRatePercent: number;
}

/** The ladder, lowest first; the first step starts at 0 and allows any rate so every seller has a level. */
export const SELLER_LEVELS: readonly SellerLevelDefinition[] = [
  { level: 1, name: 'Newcomer', minSales: 0, maxDisputeRatePercent: 100 },
  { level: 2, name: 'Rising', minSales: 10, maxDisputeRatePercent: 10 },
  { level: 3, name: 'Established', minSales: 50, maxDisputeRatePercent: 5 },
  { level: 4, name: 'Pro', minSales: 200, maxDisputeRatePercent: 3 },
  { level: 5, name: 'Elite', minSales: 1000, maxDisputeRatePercent: 2 },
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

/** What a level is computed from. */
export interface SellerRecord {
  readonly completedSales: number;
  readonly disputes: number;
}

const FIRST_LEVEL: SellerLevelDefinition = { level: 1, name: 'Newcomer', minSales: 0, maxDisputeRatePercent: 100 };

const count = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/** Disputed orders ÷ (completed sales + disputed orders) in percent, one decimal, rounded half up; 0 with no orders. */
export function disputeRatePercent(record: SellerRecord): number {
  const disputes = count(record.disputes);
  const total = count(record.completedSales) + disputes;
  return total === 0 ? 0 : Math.round((disputes * 1000) / total) / 10;
}

/** The level a record earns, and whether disputes keep it below what its sales reach. */
export function sellerLevelOf(record: SellerRecord): SellerLevel & { readonly heldBackByDisputes: boolean } {
  const sales = count(record.completedSales);
  const rate = disputeRatePercent(record);
  const bySales = Math.max(0, SELLER_LEVELS.findLastIndex((l) => sales >= l.minSales));
  const earned = Math.max(0, SELLER_LEVELS.findLastIndex((l, i) => i <= bySales && rate <= l.maxDisputeRatePercent));
  const current = SELLER_LEVELS[earned] ?? FIRST_LEVEL;
  const next = SELLER_LEVELS[earned + 1];
  const heldBackByDisputes = earned < bySales;
  if (next === undefined) return { level: current.level, name: current.name, progress: 100, nextLevelAt: null, heldBackByDisputes };
  const progress = Math.min(99, Math.floor(((sales - current.minSales) * 100) / (next.minSales - current.minSales)));
  return { level: current.level, name: current.name, progress, nextLevelAt: next.minSales, heldBackByDisputes };
}

/** The level, its name and the progress towards the next one for a count of completed sales without disputes. */
export function sellerLevel(completedSales: number): SellerLevel {
  const { heldBackByDisputes: _, ...level } = sellerLevelOf({ completedSales, disputes: 0 });
  return level;
}
