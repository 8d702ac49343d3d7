import { SELLER_LEVELS, disputeRatePercent, sellerLevelOf, type SellerRecord } from '../accounts/index.ts';
import { settleHoldMs } from '../orders/index.ts';

/**
 * A seller's level with the figures it is computed from and what each level
 * unlocks, as the seller's dashboard shows it. What a level unlocks is read
 * from the rules that apply it (the order lifecycle's settle hold), so the
 * page cannot promise what the lifecycle does not do. Game accounts wait for
 * their warranty instead of the hold, whatever the level.
 */

export interface LevelUnlocks {
  readonly level: number;
  readonly name: string;
  readonly minSales: number;
  readonly maxDisputeRatePercent: number;
  /** How long a completed order's funds stay pending at this level. */
  readonly settleHoldMs: number;
}

export interface SellerStanding {
  readonly level: number;
  readonly name: string;
  readonly progress: number;
  readonly nextLevelAt: number | null;
  readonly completedSales: number;
  readonly disputes: number;
  readonly disputeRatePercent: number;
  readonly heldBackByDisputes: boolean;
  readonly levels: readonly LevelUnlocks[];
}

/** Every level with what it unlocks, lowest first. */
export const LEVEL_UNLOCKS: readonly LevelUnlocks[] = SELLER_LEVELS.map((l) => ({ ...l, settleHoldMs: settleHoldMs(l.level) }));

export function sellerStanding(record: SellerRecord): SellerStanding {
  const level = sellerLevelOf(record);
  return {
    ...level,
    completedSales: Math.max(0, Math.floor(record.completedSales)),
    disputes: Math.max(0, Math.floor(record.disputes)),
    disputeRatePercent: disputeRatePercent(record),
    levels: LEVEL_UNLOCKS,
  };
}
