import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { AccountDataStore, CrownStore, PersonalData } from '../../../../application/accounts/ports/index.ts';
import { DELETED_USERNAME, FINAL_ORDER_STATES, FINAL_WITHDRAWAL_STATES, type BillingDetails } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import {
  accountTokens,
  apiKeys,
  crownAwards,
  linkedIdentities,
  orders,
  payoutDetails,
  recoveryCodes,
  resumeTokens,
  savedCards,
  sellerApplications,
  users,
  verificationCases,
  verificationDocuments,
  withdrawals,
} from '../schema.ts';
import { billingOf, personalDataOf } from './sql-personal-data.ts';

/** {@link AccountDataStore} on `users` and the tables that hold a user's data; the ambient transaction (the unit of work) carries every call. */
export class SqlAccountData implements AccountDataStore {
  constructor(private readonly db: Database) {}

  async billingDetails(userId: string): Promise<BillingDetails | null> {
    const [row] = await this.db.select({ billing: users.billingDetails }).from(users).where(eq(users.id, userId));
    return row === undefined ? null : billingOf(row.billing);
  }

  async saveBillingDetails(userId: string, details: BillingDetails): Promise<void> {
    const { vatId, ...rest } = details;
    await this.db
      .update(users)
      .set({ billingDetails: { ...rest, ...(vatId === null ? {} : { vatId }) } })
      .where(eq(users.id, userId));
  }

  async markOnboarded(userId: string, at: Date): Promise<Date> {
    const [row] = await this.db
      .update(users)
      .set({ onboardedAt: sql`coalesce(${users.onboardedAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(users.id, userId))
      .returning({ onboardedAt: users.onboardedAt });
    return row?.onboardedAt ?? at;
  }

  personalData(userId: string): Promise<PersonalData> {
    return personalDataOf(this.db, userId);
  }

  async lockUser(userId: string): Promise<void> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async openObligations(userId: string): Promise<{ readonly openOrderIds: readonly string[]; readonly openWithdrawalIds: readonly string[] }> {
    const [open, unpaid] = await Promise.all([
      this.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)), notInArray(orders.state, [...FINAL_ORDER_STATES]))),
      this.db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.sellerId, userId), notInArray(withdrawals.state, [...FINAL_WITHDRAWAL_STATES]))),
    ]);
    return { openOrderIds: open.map((r) => r.id), openWithdrawalIds: unpaid.map((r) => r.id) };
  }

  async erase(userId: string, erased: { readonly email: string; readonly username: string; readonly slug: string; readonly at: Date }): Promise<{ readonly documentIds: readonly string[] }> {
    const documents = await this.db.select({ id: verificationDocuments.id }).from(verificationDocuments).where(eq(verificationDocuments.userId, userId));
    await this.db
      .update(users)
      .set({
        username: DELETED_USERNAME,
        slug: erased.slug,
        emails: [{ address: erased.email, verified: false }],
        emailLower: erased.email,
        passwordHash: null,
        avatar: null,
        coverPhoto: null,
        phoneNumber: null,
        country: null,
        verificationDocuments: [],
        twoFactorEnabled: false,
        twoFactorSecret: null,
        twoFactorLastStep: null,
        paymentDetails: {},
        payoutDetails: {},
        billingDetails: {},
        notificationSettings: {},
        offerSettings: { games: [] },
        blockedUserIds: [],
        mutedUserIds: [],
        favoriteProducts: [],
        favoriteSellers: [],
        apiKey: null,
        removed: true,
        deletedAt: erased.at,
      })
      .where(eq(users.id, userId));
    await this.db.delete(resumeTokens).where(eq(resumeTokens.userId, userId));
    await this.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await this.db.delete(accountTokens).where(eq(accountTokens.userId, userId));
    await this.db.delete(linkedIdentities).where(eq(linkedIdentities.userId, userId));
    await this.db.delete(payoutDetails).where(eq(payoutDetails.userId, userId));
    // The card kept for renewals goes with the account; nothing renews once it is erased.
    await this.db.delete(savedCards).where(eq(savedCards.userId, userId));
    await this.db
      .update(apiKeys)
      .set({ revokedAt: erased.at })
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if (documents.length > 0) await this.db.delete(verificationDocuments).where(inArray(verificationDocuments.id, documents.map((d) => d.id)));
    await this.db.delete(verificationCases).where(eq(verificationCases.userId, userId));
    // An application holds the applicant's handle, links and own words: it goes with them.
    await this.db.delete(sellerApplications).where(eq(sellerApplications.userId, userId));
    return { documentIds: documents.map((d) => d.id) };
  }
}

/** {@link CrownStore} on `crown_awards` and `users.crowns`, both written in the caller's transaction. */
export class SqlCrownStore implements CrownStore {
  constructor(private readonly db: Database) {}

  async award(award: { readonly orderId: string; readonly userId: string; readonly crowns: number; readonly at: Date }): Promise<boolean> {
    const inserted = await this.db
      .insert(crownAwards)
      .values({ orderId: award.orderId, userId: award.userId, crowns: award.crowns, awardedAt: award.at })
      .onConflictDoNothing()
      .returning({ orderId: crownAwards.orderId });
    if (inserted.length === 0) return false;
    await this.db
      .update(users)
      .set({ crowns: sql`${users.crowns} + ${award.crowns}` })
      .where(eq(users.id, award.userId));
    return true;
  }

  async reverse(orderId: string, at: Date): Promise<boolean> {
    const [reversed] = await this.db
      .update(crownAwards)
      .set({ reversedAt: at })
      .where(and(eq(crownAwards.orderId, orderId), isNull(crownAwards.reversedAt)))
      .returning({ userId: crownAwards.userId, crowns: crownAwards.crowns });
    if (reversed === undefined) return false;
    // Never below zero: a demo account's crowns may have been set by hand.
    await this.db
      .update(users)
      .set({ crowns: sql`greatest(0, ${users.crowns} - ${reversed.crowns})` })
      .where(eq(users.id, reversed.userId));
    return true;
  }
}
