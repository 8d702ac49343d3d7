import type { BillingDetails } from '../../../domain/index.ts';

/** A section of the data export: plain rows as stored (dates as ISO strings), secrets and tokens left out. */
export type ExportRows = readonly Readonly<Record<string, unknown>>[];

/** Everything kept about one user, gathered for the export (application/accounts/account-data.ts). */
export interface PersonalData {
  readonly profile: Readonly<Record<string, unknown>>;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly billingDetails: BillingDetails | null;
  readonly payoutDetails: ExportRows;
  readonly orders: ExportRows;
  readonly ledgerEntries: ExportRows;
  readonly messages: ExportRows;
  readonly reviews: ExportRows;
  readonly notifications: ExportRows;
  readonly sessions: ExportRows;
  readonly withdrawals: ExportRows;
  readonly apiKeys: ExportRows;
  readonly linkedAccounts: ExportRows;
  readonly verification: Readonly<Record<string, unknown>> | null;
  readonly crownAwards: ExportRows;
  /** Their applications to sell, with the reviewers' reasons. */
  readonly sellerApplications: ExportRows;
}

/** The user's own data beyond the profile; every write joins the caller's unit of work. */
export interface AccountDataStore {
  billingDetails(userId: string): Promise<BillingDetails | null>;
  saveBillingDetails(userId: string, details: BillingDetails): Promise<void>;
  /** Sets onboarded_at unless already set; answers the stored value (the first one). */
  markOnboarded(userId: string, at: Date): Promise<Date>;
  personalData(userId: string): Promise<PersonalData>;
  /**
   * Locks the user's row until the unit of work ends. An order group holds
   * its parties' rows (orders' `TradingParties`), so an order placed while
   * an erasure runs either commits first and is seen by its checks, or waits
   * and then finds the user removed.
   */
  lockUser(userId: string): Promise<void>;
  /** Ids of the user's orders (bought or sold) that are not final, and of their unpaid withdrawals. */
  openObligations(userId: string): Promise<{ readonly openOrderIds: readonly string[]; readonly openWithdrawalIds: readonly string[] }>;
  /**
   * Erases the personal data of the user and answers the ids of their
   * verification documents (whose images the caller removes): tombstone e-mail
   * and name, no password, 2FA, avatar, cover, phone, billing, payout or
   * notification settings, no sessions, recovery codes, mailed-link tokens,
   * linked accounts, favourites or blocks; API keys revoked; marked removed
   * and deleted. Orders, ledger, messages and reviews stay, now naming a
   * "Deleted user".
   */
  erase(userId: string, erased: { readonly email: string; readonly username: string; readonly slug: string; readonly at: Date }): Promise<{ readonly documentIds: readonly string[] }>;
}

/** Crown awards, one per order (domain/accounts/crowns.ts); each write also moves `users.crowns` in the same statement's transaction. */
export interface CrownStore {
  /** Awards once per order: false (and nothing changed) when the order already has an award. */
  award(award: { readonly orderId: string; readonly userId: string; readonly crowns: number; readonly at: Date }): Promise<boolean>;
  /** Takes an unreversed award back; false when there is none to reverse. */
  reverse(orderId: string, at: Date): Promise<boolean>;
}
