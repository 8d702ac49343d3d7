import { and, count, eq, sql } from 'drizzle-orm';
import type { AffiliateCounts, AffiliateProfile, AffiliateStore, StoredCommission } from '../../../../application/affiliates/index.ts';
import type { CurrencyCode } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { affiliateAttributions, affiliateClicks, affiliateCommissions, affiliateProfiles, affiliateSignUps, coupons, orders, users } from '../schema.ts';

const sameCode = (column: typeof coupons.code | typeof affiliateClicks.code, code: string) => sql`upper(${column}) = upper(${code}::text)`;

/** The affiliate programme in SQL; the ambient transaction (the unit of work) carries every call. */
export class SqlAffiliateStore implements AffiliateStore {
  constructor(private readonly db: Database) {}

  async profileOf(userId: string): Promise<AffiliateProfile | undefined> {
    const [row] = await this.db.select().from(affiliateProfiles).where(eq(affiliateProfiles.userId, userId));
    return row;
  }

  async usernameOf(userId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
    return row?.username;
  }

  async codeStatus(code: string, userId: string): Promise<'free' | 'mine' | 'taken'> {
    const rows = await this.db.select({ owner: coupons.affiliateOwnerId }).from(coupons).where(sameCode(coupons.code, code));
    const profiles = await this.db.select({ userId: affiliateProfiles.userId }).from(affiliateProfiles).where(sql`upper(${affiliateProfiles.code}) = upper(${code}::text)`);
    if (profiles.some((p) => p.userId !== userId)) return 'taken';
    if (rows.length === 0) return 'free';
    return rows.length === 1 && rows[0]?.owner === userId ? 'mine' : 'taken';
  }

  async createProfile(p: { userId: string; code: string; percent: number; couponExists: boolean; now: Date }): Promise<boolean> {
    const inserted = await this.db.insert(affiliateProfiles).values({ userId: p.userId, code: p.code, joinedAt: p.now }).onConflictDoNothing().returning({ userId: affiliateProfiles.userId });
    if (inserted.length === 0) return false;
    if (!p.couponExists) {
      await this.db.insert(coupons).values({ code: p.code, discountType: 'PERCENT', amountMinor: null, percent: p.percent, affiliateOwnerId: p.userId, active: true, createdAt: p.now });
    } else {
      await this.db.update(coupons).set({ active: true }).where(and(sameCode(coupons.code, p.code), eq(coupons.affiliateOwnerId, p.userId)));
    }
    return true;
  }

  async ownerOfCode(code: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ owner: coupons.affiliateOwnerId })
      .from(coupons)
      .where(and(sameCode(coupons.code, code), eq(coupons.active, true), sql`${coupons.affiliateOwnerId} IS NOT NULL`))
      .limit(1);
    return row?.owner ?? undefined;
  }

  async recordClick(code: string, at: Date): Promise<boolean> {
    if ((await this.ownerOfCode(code)) === undefined) return false;
    await this.db.insert(affiliateClicks).values({ code: code.toUpperCase(), clickedAt: at });
    return true;
  }

  async recordSignUp(p: { userId: string; affiliateId: string; at: Date }): Promise<void> {
    await this.db.insert(affiliateSignUps).values({ userId: p.userId, affiliateId: p.affiliateId, signedUpAt: p.at }).onConflictDoNothing();
  }

  async attribute(p: { orderGroupId: string; affiliateId: string; code: string; source: 'code' | 'cookie'; at: Date }): Promise<void> {
    await this.db.insert(affiliateAttributions).values({ orderGroupId: p.orderGroupId, affiliateId: p.affiliateId, code: p.code, source: p.source, attributedAt: p.at }).onConflictDoNothing();
  }

  async attributionOf(orderGroupId: string): Promise<{ readonly affiliateId: string } | undefined> {
    const [row] = await this.db.select({ affiliateId: affiliateAttributions.affiliateId }).from(affiliateAttributions).where(eq(affiliateAttributions.orderGroupId, orderGroupId));
    return row;
  }

  async commissionOf(orderId: string): Promise<StoredCommission | undefined> {
    const [row] = await this.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, orderId));
    if (row === undefined) return undefined;
    return { orderId: row.orderId, affiliateId: row.affiliateId, amountMinor: row.amountMinor, currency: row.currency as CurrencyCode, state: row.state === 'reversed' ? 'reversed' : 'paid' };
  }

  async savePaid(c: Omit<StoredCommission, 'state'> & { at: Date }): Promise<boolean> {
    const inserted = await this.db
      .insert(affiliateCommissions)
      .values({ orderId: c.orderId, affiliateId: c.affiliateId, amountMinor: c.amountMinor, currency: c.currency, state: 'paid', paidAt: c.at })
      .onConflictDoNothing()
      .returning({ orderId: affiliateCommissions.orderId });
    return inserted.length === 1;
  }

  async markReversed(orderId: string, at: Date): Promise<boolean> {
    const updated = await this.db
      .update(affiliateCommissions)
      .set({ state: 'reversed', reversedAt: at })
      .where(and(eq(affiliateCommissions.orderId, orderId), eq(affiliateCommissions.state, 'paid')))
      .returning({ orderId: affiliateCommissions.orderId });
    return updated.length === 1;
  }

  async countsOf(affiliateId: string, code: string): Promise<AffiliateCounts> {
    const [clicks] = await this.db.select({ n: count() }).from(affiliateClicks).where(sameCode(affiliateClicks.code, code));
    const [signUps] = await this.db.select({ n: count() }).from(affiliateSignUps).where(eq(affiliateSignUps.affiliateId, affiliateId));
    const [placed] = await this.db
      .select({ n: count() })
      .from(orders)
      .innerJoin(affiliateAttributions, eq(affiliateAttributions.orderGroupId, orders.groupId))
      .where(and(eq(affiliateAttributions.affiliateId, affiliateId), sql`${orders.state} NOT IN ('pending_payment', 'payment_expired')`));
    // Paid commissions: final once the order settled (no refund can reach it), pending while it is only completed.
    const rows = await this.db
      .select({
        currency: affiliateCommissions.currency,
        pending: sql<string>`coalesce(sum(${affiliateCommissions.amountMinor}) filter (where ${orders.state} <> 'settled'), 0)`,
        available: sql<string>`coalesce(sum(${affiliateCommissions.amountMinor}) filter (where ${orders.state} = 'settled'), 0)`,
      })
      .from(affiliateCommissions)
      .innerJoin(orders, eq(orders.id, affiliateCommissions.orderId))
      .where(and(eq(affiliateCommissions.affiliateId, affiliateId), eq(affiliateCommissions.state, 'paid')))
      .groupBy(affiliateCommissions.currency)
      .orderBy(affiliateCommissions.currency);
    return {
      clicks: clicks?.n ?? 0,
      signUps: signUps?.n ?? 0,
      orders: placed?.n ?? 0,
      earnings: rows.map((r) => ({ currency: r.currency as CurrencyCode, pending: Number(r.pending), available: Number(r.available) })),
    };
  }
}
