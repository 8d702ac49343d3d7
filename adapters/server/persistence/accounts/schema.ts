/** The accounts tables: users (with their roles, flags and membership), login tokens, mailed-link tokens, failed logins and the mail outbox. Part of the one SQL schema (see ../schema.ts). */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../shared/columns.ts';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    slug: text('slug').notNull(),
    /** [{ address, verified }], first is primary. */
    emails: jsonb('emails').$type<{ address: string; verified: boolean }[]>().notNull(),
    /** The primary address, lower-cased, for login and uniqueness. */
    emailLower: text('email_lower').notNull(),
    passwordHash: text('password_hash'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    banned: boolean('banned').notNull().default(false),
    removed: boolean('removed').notNull().default(false),
    limited: boolean('limited').notNull().default(false),
    avatar: text('avatar'),
    coverPhoto: text('cover_photo'),
    phoneNumber: text('phone_number'),
    country: text('country'),
    /** Shown as communityRating (0–5). */
    productRating: numeric('product_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    verificationState: text('verification_state').notNull().default('NOT_STARTED'),
    verificationDocuments: jsonb('verification_documents').$type<{ id: string; kind: string; url: string }[]>().notNull().default([]),
    whiteListed: boolean('white_listed').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    /** The TOTP time step of the last code accepted, so a code cannot be used twice (issue 11, finding 6). */
    twoFactorLastStep: integer('two_factor_last_step'),
    paymentDetails: jsonb('payment_details').$type<Record<string, string>>().notNull().default({}),
    payoutDetails: jsonb('payout_details').$type<Record<string, string>>().notNull().default({}),
    notificationSettings: jsonb('notification_settings').$type<Record<string, boolean>>().notNull().default({}),
    offerSettings: jsonb('offer_settings').$type<{ games: string[] }>().notNull().default({ games: [] }),
    blockedUserIds: text('blocked_user_ids').array().notNull().default(sql`'{}'::text[]`),
    mutedUserIds: text('muted_user_ids').array().notNull().default(sql`'{}'::text[]`),
    apiKey: text('api_key'),
    igPlusActive: boolean('ig_plus_active').notNull().default(false),
    crowns: integer('crowns').notNull().default(0),
    billingDetails: jsonb('billing_details').$type<Record<string, string>>().notNull().default({}),
    favoriteProducts: text('favorite_products').array().notNull().default(sql`'{}'::text[]`),
    favoriteSellers: text('favorite_sellers').array().notNull().default(sql`'{}'::text[]`),
    completedSales: integer('completed_sales').notNull().default(0),
    /** When the user finished /onboarding; null until then, so the dashboard offers it again (a dismissable banner). */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true, mode: 'date' }),
    /** When the user deleted their account: personal data erased, orders and ledger kept (application/accounts/account-deletion.ts). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(t.emailLower),
    uniqueIndex('users_slug_idx').on(t.slug),
    // Deleted users all read "Deleted user" (a name no one can pick: it has a space), so only live names are unique.
    uniqueIndex('users_username_idx')
      .on(t.username)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** Login tokens, stored only as SHA-256 hashes. */
export const resumeTokens = pgTable(
  'resume_tokens',
  {
    hashedToken: text('hashed_token').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The browser that signed in or last resumed with the token, so the owner can tell their sessions apart. */
    userAgent: text('user_agent'),
    /** The client address of that sign-in or resume. */
    lastAddress: text('last_address'),
  },
  (t) => [index('resume_tokens_user_idx').on(t.userId)],
);

/** One-time recovery codes standing in for a TOTP code (lost phone), stored only as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    hashedCode: text('hashed_code').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** One-time links sent by mail (verify e-mail, reset password, log in), stored only as hashes. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    hashedToken: text('hashed_token').primaryKey(),
    /** VERIFY_EMAIL, RESET_PASSWORD, LOGIN_LINK or UNLOCK_SIGN_IN. */
    kind: text('kind').notNull(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The address a verification link confirms. */
    email: text('email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
);

/** Failed logins, kept for the per-account and per-address limits (shared by every server process). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The lower-cased e-mail tried (also for unknown accounts, so probing is limited too). */
    accountKey: text('account_key').notNull(),
    clientAddress: text('client_address').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_failures_account_idx').on(t.accountKey, t.at), index('login_failures_address_idx').on(t.clientAddress, t.at)],
);

/** Mail waiting to be (or already) delivered; the default mailer only writes here and logs links. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** VERIFY_EMAIL, RESET_PASSWORD, LOGIN_LINK... */
  template: text('template').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
});

/** Accounts of other sites (Steam, Discord) that sign a user in; one user may have several, each outside account belongs to one user. */
export const linkedIdentities = pgTable(
  'linked_identities',
  {
    /** steam or discord. */
    provider: text('provider').notNull(),
    /** The SteamID64 or the Discord user id. */
    providerUserId: text('provider_user_id').notNull(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index('linked_identities_user_idx').on(t.userId)],
);

/**
 * Crowns awarded for a completed order (domain/accounts/crowns.ts), one row
 * per order so the award is made once; `reversed_at` is set when a refund
 * after completion takes them back. Crowns are loyalty points, not money:
 * they are counted here and on `users.crowns`, never in the ledger.
 */
export const crownAwards = pgTable(
  'crown_awards',
  {
    orderId: text('order_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    crowns: integer('crowns').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true, mode: 'date' }).notNull(),
    reversedAt: timestamp('reversed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('crown_awards_user_idx').on(t.userId)],
);
