import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AccountRecord, AccountStore, NewAccount } from '../../../../application/accounts/ports/index.ts';
import { parseRoles, VERIFICATION_STATES, type PublicUser, type VerificationState } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { users } from '../schema.ts';

type UserRow = typeof users.$inferSelect;

function toRecord(u: UserRow): AccountRecord {
  return {
    id: u.id,
    username: u.username,
    emailLower: u.emailLower,
    passwordHash: u.passwordHash,
    roles: u.roles,
    banned: u.banned,
    removed: u.removed,
    twoFactorEnabled: u.twoFactorEnabled,
    twoFactorSecret: u.twoFactorSecret,
  };
}

/** The user's own record, spec section 3's fields; never the password hash or 2FA secret. */
export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    username: u.username,
    slug: u.slug,
    emails: u.emails,
    roles: parseRoles(u.roles),
    banned: u.banned,
    removed: u.removed,
    limited: u.limited,
    avatar: u.avatar,
    coverPhoto: u.coverPhoto,
    phoneNumber: u.phoneNumber,
    country: u.country,
    communityRating: u.productRating,
    verificationState: (VERIFICATION_STATES as readonly string[]).includes(u.verificationState) ? (u.verificationState as VerificationState) : 'NOT_STARTED',
    verificationDocuments: u.verificationDocuments,
    whiteListed: u.whiteListed,
    twoFactorEnabled: u.twoFactorEnabled,
    paymentDetails: u.paymentDetails,
    payoutDetails: u.payoutDetails,
    notificationSettings: u.notificationSettings,
    offerSettings: u.offerSettings,
    blockedUserIds: u.blockedUserIds,
    mutedUserIds: u.mutedUserIds,
    apiKey: u.apiKey,
    igPlusActive: u.igPlusActive,
    crowns: u.crowns,
    onboardedAt: u.onboardedAt === null ? null : u.onboardedAt.toISOString(),
    billingDetails: u.billingDetails,
  };
}

export class SqlAccountStore implements AccountStore {
  constructor(private readonly db: Database) {}

  async findByEmail(emailLower: string): Promise<AccountRecord | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.emailLower, emailLower)).limit(1);
    return row === undefined ? undefined : toRecord(row);
  }

  async findById(id: string): Promise<AccountRecord | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row === undefined ? undefined : toRecord(row);
  }

  async usernameTaken(username: string, slug: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(or(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(users.slug, slug)))
      .limit(1);
    return rows.length > 0;
  }

  async create(account: NewAccount): Promise<boolean> {
    const inserted = await this.db
      .insert(users)
      .values({
        id: account.id,
        username: account.username,
        slug: account.slug,
        emails: account.emails === undefined ? [{ address: account.email, verified: false }] : account.emails.map((e) => ({ ...e })),
        emailLower: account.email,
        passwordHash: account.passwordHash,
        roles: [...account.roles],
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    return inserted.length === 1;
  }

  async setPasswordHash(id: string, hash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash: hash }).where(eq(users.id, id));
  }

  async markEmailVerified(id: string, emailLower: string): Promise<void> {
    const [row] = await this.db.select({ emails: users.emails }).from(users).where(eq(users.id, id)).limit(1);
    if (row === undefined) return;
    const emails = row.emails.map((e) => (e.address.toLowerCase() === emailLower ? { ...e, verified: true } : e));
    await this.db.update(users).set({ emails }).where(eq(users.id, id));
  }

  async attachEmail(id: string, emailLower: string): Promise<boolean> {
    // Checked in the statement, so a taken address is an answer; only two accounts attaching one address in the same instant would meet the unique index.
    const attached = (await this.db.execute(sql`
      UPDATE users SET email_lower = ${emailLower}, emails = ${JSON.stringify([{ address: emailLower, verified: true }])}::jsonb
       WHERE id = ${id} AND position('@' in email_lower) = 0
         AND NOT EXISTS (SELECT 1 FROM users other WHERE other.email_lower = ${emailLower})
      RETURNING 1 AS attached`)) as unknown as { rows: unknown[] };
    return attached.rows.length === 1;
  }

  async setTwoFactor(id: string, state: { readonly secret: string | null; readonly enabled: boolean }): Promise<void> {
    await this.db.update(users).set({ twoFactorSecret: state.secret, twoFactorEnabled: state.enabled }).where(eq(users.id, id));
  }

  async spendTwoFactorStep(id: string, step: number): Promise<boolean> {
    const spent = await this.db
      .update(users)
      .set({ twoFactorLastStep: step })
      .where(and(eq(users.id, id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
      .returning({ id: users.id });
    return spent.length === 1;
  }

  async publicUser(id: string): Promise<PublicUser | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row === undefined ? undefined : toPublicUser(row);
  }
}
