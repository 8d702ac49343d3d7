import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { CouponLookup, CouponRecord } from '../../../../application/shopping/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { couponRedemptions, coupons } from '../schema.ts';

/**
 * Coupons by code, ignoring case. Codes are stored as issued (primary key,
 * case-sensitive), so two may differ only in case; an active one wins, then
 * the exact spelling.
 */
export class SqlCouponLookup implements CouponLookup {
  constructor(private readonly db: Database) {}

  async findByCode(code: string): Promise<CouponRecord | undefined> {
    const [row] = await this.db
      .select({
        code: coupons.code,
        discountType: coupons.discountType,
        amountMinor: coupons.amountMinor,
        percent: coupons.percent,
        affiliateOwnerId: coupons.affiliateOwnerId,
        active: coupons.active,
        validFrom: coupons.validFrom,
        validUntil: coupons.validUntil,
        maxRedemptions: coupons.maxRedemptions,
        maxPerUser: coupons.maxPerUser,
        redeemedCount: coupons.redeemedCount,
      })
      .from(coupons)
      .where(sql`lower(${coupons.code}) = lower(${code}::text)`)
      .orderBy(desc(coupons.active), desc(sql`${coupons.code} = ${code}::text`))
      .limit(1);
    return row;
  }

  async redemptionsBy(code: string, userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.code, code), eq(couponRedemptions.userId, userId)));
    return row?.n ?? 0;
  }
}
