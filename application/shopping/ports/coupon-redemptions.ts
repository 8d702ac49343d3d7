import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';

/**
 * A coupon's uses, kept so its limits hold: a total number of redemptions
 * and a number per user. `redeem` checks both and records the use in one
 * atomic step inside the caller's unit of work (placing the order), so two
 * buyers racing for the last use cannot both get it; it answers
 * COUPON_INVALID with the reason when the coupon is exhausted for this user,
 * expired or not yet valid at `now`.
 */
export interface CouponRedemptions {
  redeem(input: { readonly code: string; readonly userId: string; readonly orderGroupId: string; readonly now: Date }): Promise<Result<void, DomainError>>;
  /** Gives a use back (the order group expired unpaid), so the buyer may use the coupon again. */
  release(orderGroupId: string): Promise<void>;
}
