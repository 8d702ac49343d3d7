import { eq } from 'drizzle-orm';
import type { MembershipStore, StoredMembership } from '../../../../application/membership/index.ts';
import { MEMBERSHIP_STATUSES, type CurrencyCode, type MembershipStatus } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { memberships, users } from '../schema.ts';

type Row = typeof memberships.$inferSelect;

function statusOf(value: string): MembershipStatus {
  if ((MEMBERSHIP_STATUSES as readonly string[]).includes(value)) return value as MembershipStatus;
  throw new Error(`memberships row has an unknown status ${value}`);
}

function membershipOf(r: Row): StoredMembership {
  return {
    id: r.id,
    userId: r.userId,
    status: statusOf(r.status),
    currency: r.currency as CurrencyCode,
    periodEnd: r.periodEnd,
    cancelAtPeriodEnd: r.cancelAtPeriodEnd,
    failedAttempts: r.failedAttempts,
    nextAttemptAt: r.nextAttemptAt,
    startedAt: r.startedAt,
  };
}

/** Memberships in SQL; the ambient transaction (the unit of work) carries every call. */
export class SqlMembershipStore implements MembershipStore {
  constructor(private readonly db: Database) {}

  async find(userId: string): Promise<StoredMembership | undefined> {
    const [row] = await this.db.select().from(memberships).where(eq(memberships.userId, userId));
    return row === undefined ? undefined : membershipOf(row);
  }

  async lock(userId: string): Promise<StoredMembership | undefined> {
    const [row] = await this.db.select().from(memberships).where(eq(memberships.userId, userId)).for('update');
    return row === undefined ? undefined : membershipOf(row);
  }

  async lockById(id: string): Promise<StoredMembership | undefined> {
    const [row] = await this.db.select().from(memberships).where(eq(memberships.id, id)).for('update');
    return row === undefined ? undefined : membershipOf(row);
  }

  async save(m: StoredMembership): Promise<void> {
    const values = {
      status: m.status,
      currency: m.currency,
      periodEnd: m.periodEnd,
      cancelAtPeriodEnd: m.cancelAtPeriodEnd,
      failedAttempts: m.failedAttempts,
      nextAttemptAt: m.nextAttemptAt,
      updatedAt: new Date(),
    };
    await this.db
      .insert(memberships)
      .values({ id: m.id, userId: m.userId, startedAt: m.startedAt, ...values })
      .onConflictDoUpdate({ target: memberships.id, set: values });
  }

  async setMemberFlag(userId: string, on: boolean): Promise<void> {
    await this.db.update(users).set({ igPlusActive: on }).where(eq(users.id, userId));
  }
}
