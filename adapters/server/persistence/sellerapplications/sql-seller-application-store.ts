import { asc, count, desc, eq } from 'drizzle-orm';
import type { QueuedSellerApplication, SellerApplicationStore, StoredSellerApplication } from '../../../../application/sellerapplications/index.ts';
import { MONTHLY_VOLUMES, SELLER_APPLICATION_STATUSES, type MonthlyVolume, type SellerApplicationStatus } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { sellerApplications, staffAuditLog, users } from '../schema.ts';

type Row = typeof sellerApplications.$inferSelect;

function applicationOf(r: Row): StoredSellerApplication {
  if (!(SELLER_APPLICATION_STATUSES as readonly string[]).includes(r.status)) throw new Error(`seller_applications row has an unknown status ${r.status}`);
  if (!(MONTHLY_VOLUMES as readonly string[]).includes(r.monthlyVolume)) throw new Error(`seller_applications row has an unknown monthly volume ${r.monthlyVolume}`);
  return {
    id: r.id,
    userId: r.userId,
    status: r.status as SellerApplicationStatus,
    games: r.games,
    productTypes: r.productTypes,
    yearsOfExperience: r.yearsOfExperience,
    monthlyVolume: r.monthlyVolume as MonthlyVolume,
    links: r.links,
    contact: r.contact,
    wantsBulkTools: r.wantsBulkTools,
    motivation: r.motivation,
    acceptedTerms: r.acceptedTerms,
    reason: r.reason,
    submittedAt: r.submittedAt,
    decidedAt: r.decidedAt,
    decidedBy: r.decidedBy,
  };
}

/** Seller applications in SQL; the ambient transaction (the unit of work) carries every call. */
export class SqlSellerApplicationStore implements SellerApplicationStore {
  constructor(private readonly db: Database) {}

  async latestOf(userId: string, lock = false): Promise<StoredSellerApplication | undefined> {
    if (lock) await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await this.db.select().from(sellerApplications).where(eq(sellerApplications.userId, userId)).orderBy(desc(sellerApplications.submittedAt)).limit(1);
    return row === undefined ? undefined : applicationOf(row);
  }

  async lock(id: string): Promise<StoredSellerApplication | undefined> {
    const [row] = await this.db.select().from(sellerApplications).where(eq(sellerApplications.id, id)).for('update');
    return row === undefined ? undefined : applicationOf(row);
  }

  async insert(a: StoredSellerApplication): Promise<void> {
    await this.db.insert(sellerApplications).values({ ...a, games: [...a.games], productTypes: [...a.productTypes], links: [...a.links] });
  }

  async save(a: StoredSellerApplication): Promise<void> {
    await this.db.update(sellerApplications).set({ status: a.status, reason: a.reason, decidedAt: a.decidedAt, decidedBy: a.decidedBy }).where(eq(sellerApplications.id, a.id));
  }

  async list(status: SellerApplicationStatus, offset: number, limit: number): Promise<{ readonly items: readonly QueuedSellerApplication[]; readonly total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ a: sellerApplications, username: users.username, email: users.emailLower, roles: users.roles })
        .from(sellerApplications)
        .innerJoin(users, eq(users.id, sellerApplications.userId))
        .where(eq(sellerApplications.status, status))
        .orderBy(asc(sellerApplications.submittedAt), asc(sellerApplications.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(sellerApplications).where(eq(sellerApplications.status, status)),
    ]);
    return { items: rows.map((r) => ({ ...applicationOf(r.a), username: r.username, email: r.email, roles: r.roles })), total: counted?.n ?? 0 };
  }

  async rolesOf(userId: string): Promise<readonly string[] | undefined> {
    const [row] = await this.db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
    return row?.roles;
  }

  async setRoles(userId: string, roles: readonly string[]): Promise<void> {
    await this.db.update(users).set({ roles: [...roles] }).where(eq(users.id, userId));
  }

  async audit(entry: Parameters<SellerApplicationStore['audit']>[0]): Promise<void> {
    await this.db.insert(staffAuditLog).values({
      at: entry.at,
      staffId: entry.staffId,
      action: entry.action,
      targetType: 'user',
      targetId: entry.userId,
      reason: entry.reason,
      details: entry.details ?? null,
    });
  }
}
