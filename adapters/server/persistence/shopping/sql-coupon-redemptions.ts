import { and, count, eq, sql } from 'drizzle-orm';
import { err, ok, type Result } from 'neverthrow';
import type { CouponRedemptions } from '../../../../application/shopping/ports/index.ts';
import { COUPON_UNUSABLE_MESSAGES, couponUsable, domainError, type DomainError } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { couponRedemptions, coupons } from '../schema.ts';

/** The uniform refusal of a code that does not exist or is switched off (as `CouponByCode` words it). */
const UNKNOWN = 'Coupon code is invalid';

/**
 * Coupon uses in SQL. `redeem` runs in the caller's transaction and first
 * locks the coupon's row (`FOR UPDATE`), so concurrent redemptions of one code
 * queue behind each other; each then counts what the one before committed and
 * bumps `redeemed_count` on that same row. Under READ COMMITTED the waiting
 * statement reads the committed count; under REPEATABLE READ or SERIALIZABLE
 * the update of a row changed since the snapshot fails to serialize and the
 * unit of work retries. Either way the last use goes to exactly one buyer, and
 * the table's CHECK refuses a count past the limit should a caller skip this.
 */
export class SqlCouponRedemptions implements CouponRedemptions {
  constructor(private readonly db: Database) {}

  async redeem(input: { readonly code: string; readonly userId: string; readonly orderGroupId: string; readonly now: Date }): Promise<Result<void, DomainError>> {
    const [coupon] = await this.db
      .select()
      .from(coupons)
      .where(sql`lower(${coupons.code}) = lower(${input.code.trim()}::text)`)
      .orderBy(sql`${coupons.active} DESC`, sql`${coupons.code} = ${input.code.trim()}::text DESC`)
      .limit(1)
      .for('update');
    if (coupon === undefined || !coupon.active) return err(domainError('COUPON_INVALID', UNKNOWN, { field: 'code' }));

    const mine = and(eq(couponRedemptions.code, coupon.code), eq(couponRedemptions.orderGroupId, input.orderGroupId));
    const [already] = await this.db.select({ n: count() }).from(couponRedemptions).where(mine);
    // The same order group redeeming again (a retried placement) is the use it already has.
    if ((already?.n ?? 0) > 0) return ok(undefined);

    const [byUser] = await this.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.code, coupon.code), eq(couponRedemptions.userId, input.userId)));
    const judged = couponUsable(coupon, input.now, { total: coupon.redeemedCount, byUser: byUser?.n ?? 0 });
    if (judged.isErr()) {
      return err(domainError('COUPON_INVALID', COUPON_UNUSABLE_MESSAGES[judged.error], { field: 'code', reason: judged.error }));
    }
    await this.db.insert(couponRedemptions).values({ code: coupon.code, userId: input.userId, orderGroupId: input.orderGroupId, createdAt: input.now });
    await this.db
      .update(coupons)
      .set({ redeemedCount: sql`${coupons.redeemedCount} + 1` })
      .where(eq(coupons.code, coupon.code));
    return ok(undefined);
  }

  /** Deletes the group's uses and lowers each coupon's count by as many; releasing twice changes nothing. */
  async release(orderGroupId: string): Promise<void> {
    const gone = await this.db.delete(couponRedemptions).where(eq(couponRedemptions.orderGroupId, orderGroupId)).returning({ code: couponRedemptions.code });
    for (const { code } of gone) {
      await this.db
        .update(coupons)
        .set({ redeemedCount: sql`${coupons.redeemedCount} - 1` })
        .where(eq(coupons.code, code));
    }
  }
}
