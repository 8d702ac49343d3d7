import { desc, eq, inArray, or } from 'drizzle-orm';
import type { ExportRows, PersonalData } from '../../../../application/accounts/ports/index.ts';
import { ledgerAccounts, type BillingDetails } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import {
  apiKeys,
  crownAwards,
  ledgerEntries,
  ledgerTransactions,
  linkedIdentities,
  messages,
  notifications,
  orderReviews,
  orders,
  payoutDetails,
  resumeTokens,
  sellerApplications,
  users,
  verificationCases,
  withdrawals,
} from '../schema.ts';

/** Rows as JSON would carry them: dates as ISO strings. */
function plain(rows: readonly object[]): ExportRows {
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])));
}

/** The stored billing record (a JSON column, `{}` until saved) as domain billing details, or null. */
export function billingOf(stored: Readonly<Record<string, string>>): BillingDetails | null {
  const { name, address, city, postalCode, country, vatId } = stored;
  if (name === undefined || address === undefined || city === undefined || country === undefined) return null;
  return { name, address, city, postalCode: postalCode ?? '', country, vatId: vatId === undefined || vatId === '' ? null : vatId };
}

/** Every ledger account that is the user's own (their credits, sales, released funds, penalties, affiliate earnings). */
export function ownLedgerAccounts(userId: string): string[] {
  return [ledgerAccounts.buyerCredits(userId), ledgerAccounts.sellerPending(userId), ledgerAccounts.sellerAvailable(userId), ledgerAccounts.sellerPenalties(userId), ledgerAccounts.affiliateEarnings(userId)];
}

/**
 * Gathers the export of one user (`exportMyData`): the rows of every table
 * that holds their personal data, leaving out what is secret even from them
 * (password hash, 2FA secret, token hashes, API key secrets).
 */
export async function personalDataOf(db: Database, userId: string): Promise<PersonalData> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (user === undefined) throw new Error(`personalDataOf: no user ${userId}`);
  const [orderRows, entryRows, messageRows, reviewRows, notificationRows, sessionRows, withdrawalRows, keyRows, linkedRows, caseRows, payoutRows, crownRows, applicationRows] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)))
      .orderBy(desc(orders.placedAt)),
    db
      .select({ account: ledgerEntries.account, currency: ledgerEntries.currency, amountMinor: ledgerEntries.amount, kind: ledgerTransactions.kind, referenceType: ledgerTransactions.referenceType, referenceId: ledgerTransactions.referenceId, memo: ledgerTransactions.memo, postedAt: ledgerTransactions.postedAt })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(inArray(ledgerEntries.account, ownLedgerAccounts(userId)))
      .orderBy(ledgerEntries.id),
    db.select({ conversationId: messages.conversationId, seq: messages.seq, body: messages.body, attachments: messages.attachments, createdAt: messages.createdAt }).from(messages).where(eq(messages.senderId, userId)),
    db
      .select()
      .from(orderReviews)
      .where(or(eq(orderReviews.buyerId, userId), eq(orderReviews.sellerId, userId))),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
    db.select({ createdAt: resumeTokens.createdAt, expiresAt: resumeTokens.expiresAt, userAgent: resumeTokens.userAgent, lastAddress: resumeTokens.lastAddress }).from(resumeTokens).where(eq(resumeTokens.userId, userId)),
    db.select().from(withdrawals).where(eq(withdrawals.sellerId, userId)),
    db.select({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, scopes: apiKeys.scopes, createdAt: apiKeys.createdAt, lastUsedAt: apiKeys.lastUsedAt, revokedAt: apiKeys.revokedAt }).from(apiKeys).where(eq(apiKeys.userId, userId)),
    db.select({ provider: linkedIdentities.provider, providerUserId: linkedIdentities.providerUserId, linkedAt: linkedIdentities.linkedAt }).from(linkedIdentities).where(eq(linkedIdentities.userId, userId)),
    db.select().from(verificationCases).where(eq(verificationCases.userId, userId)),
    db.select({ method: payoutDetails.method, details: payoutDetails.details, updatedAt: payoutDetails.updatedAt }).from(payoutDetails).where(eq(payoutDetails.userId, userId)),
    db.select().from(crownAwards).where(eq(crownAwards.userId, userId)),
    db.select().from(sellerApplications).where(eq(sellerApplications.userId, userId)).orderBy(desc(sellerApplications.submittedAt)),
  ]);
  const [verification] = plain(caseRows);
  return {
    profile: plain([
      {
        id: user.id,
        username: user.username,
        slug: user.slug,
        emails: user.emails,
        roles: user.roles,
        avatar: user.avatar,
        coverPhoto: user.coverPhoto,
        phoneNumber: user.phoneNumber,
        country: user.country,
        verificationState: user.verificationState,
        twoFactorEnabled: user.twoFactorEnabled,
        igPlusActive: user.igPlusActive,
        crowns: user.crowns,
        onboardedAt: user.onboardedAt,
        createdAt: user.createdAt,
      },
    ])[0] as Readonly<Record<string, unknown>>,
    settings: {
      notificationSettings: user.notificationSettings,
      offerSettings: user.offerSettings,
      favoriteProducts: user.favoriteProducts,
      favoriteSellers: user.favoriteSellers,
      blockedUserIds: user.blockedUserIds,
      mutedUserIds: user.mutedUserIds,
    },
    billingDetails: billingOf(user.billingDetails),
    payoutDetails: plain(payoutRows),
    orders: plain(orderRows),
    ledgerEntries: plain(entryRows),
    messages: plain(messageRows),
    reviews: plain(reviewRows),
    notifications: plain(notificationRows),
    sessions: plain(sessionRows),
    withdrawals: plain(withdrawalRows),
    apiKeys: plain(keyRows),
    linkedAccounts: plain(linkedRows),
    verification: verification ?? null,
    crownAwards: plain(crownRows),
    sellerApplications: plain(applicationRows),
  };
}
