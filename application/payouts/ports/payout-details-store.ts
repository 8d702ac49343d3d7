import type { PayoutDetails, PayoutMethodId } from '../../../domain/index.ts';

export interface SavedPayoutDetails {
  readonly method: PayoutMethodId;
  /** In full: only the server reads these (to fill a withdrawal); users get them masked. */
  readonly details: PayoutDetails;
  readonly updatedAt: Date;
}

/** A user's saved payout details, one set per method. */
export interface PayoutDetailsStore {
  save(userId: string, saved: SavedPayoutDetails): Promise<void>;
  /** Newest first. */
  ofUser(userId: string): Promise<readonly SavedPayoutDetails[]>;
}
