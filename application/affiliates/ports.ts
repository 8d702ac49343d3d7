import type { CurrencyCode } from '../../domain/index.ts';

/** An affiliate's profile: their personal code. */
export interface AffiliateProfile {
  readonly userId: string;
  readonly code: string;
  readonly joinedAt: Date;
}

/** One commission as stored: paid on completion, reversed on a later refund. */
export interface StoredCommission {
  readonly orderId: string;
  readonly affiliateId: string;
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
  readonly state: 'paid' | 'reversed';
}

/** Counts and earnings of one affiliate; earnings per currency in minor units. */
export interface AffiliateCounts {
  readonly clicks: number;
  readonly signUps: number;
  readonly orders: number;
  /** Commissions of completed orders still inside their warranty (a refund would reverse them) and of settled ones. */
  readonly earnings: readonly { readonly currency: CurrencyCode; readonly pending: number; readonly available: number }[];
}

/** The programme's tables. Writes join the caller's unit of work. */
export interface AffiliateStore {
  profileOf(userId: string): Promise<AffiliateProfile | undefined>;
  usernameOf(userId: string): Promise<string | undefined>;
  /** The code as already issued to this user as an affiliate coupon ('mine'), taken by any other coupon ('taken'), or 'free' (case-insensitive). */
  codeStatus(code: string, userId: string): Promise<'free' | 'mine' | 'taken'>;
  /** Writes the profile and, unless `couponExists`, the affiliate coupon worth `percent`; false when another profile won the race. */
  createProfile(p: { userId: string; code: string; percent: number; couponExists: boolean; now: Date }): Promise<boolean>;
  /** The user whose active affiliate coupon the code is (ignoring case). */
  ownerOfCode(code: string): Promise<string | undefined>;
  /** Counts one visit for the code when it is an affiliate's; nothing about the visitor is kept. */
  recordClick(code: string, at: Date): Promise<boolean>;
  recordSignUp(p: { userId: string; affiliateId: string; at: Date }): Promise<void>;
  attribute(p: { orderGroupId: string; affiliateId: string; code: string; source: 'code' | 'cookie'; at: Date }): Promise<void>;
  attributionOf(orderGroupId: string): Promise<{ readonly affiliateId: string } | undefined>;
  commissionOf(orderId: string): Promise<StoredCommission | undefined>;
  /** Inserts the paid commission; false when the order already has one. */
  savePaid(c: Omit<StoredCommission, 'state'> & { at: Date }): Promise<boolean>;
  /** Marks it reversed; false when it was not paid (or already reversed). */
  markReversed(orderId: string, at: Date): Promise<boolean>;
  countsOf(affiliateId: string, code: string): Promise<AffiliateCounts>;
}
