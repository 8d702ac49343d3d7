import { and, arrayContains, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { StaffAuditEntry, StaffAuditFilter, StaffAuditReader, StaffAuditRecord, StaffUserDirectory, StaffUserRecord } from '../../../../application/staff/ports.ts';
import { isStaffAuditTarget, type Role, type VerificationState } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { staffAuditLog, users } from '../schema.ts';

const RECORD = {
  id: users.id,
  username: users.username,
  email: users.emailLower,
  roles: users.roles,
  banned: users.banned,
  verificationState: users.verificationState,
  completedSales: users.completedSales,
  createdAt: users.createdAt,
};

/** LIKE's own characters in a user's query are literal, not wildcards. */
function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function record(row: { verificationState: string } & Omit<StaffUserRecord, 'verificationState'>): StaffUserRecord {
  return { ...row, verificationState: row.verificationState as VerificationState };
}

/** `users` and `staff_audit_log` for the admin users page: a change and its audit line are written together. */
export class SqlStaffUsers implements StaffUserDirectory, StaffAuditReader {
  constructor(private readonly db: Database) {}

  async search(query: string, role: Role | undefined, limit: number): Promise<readonly StaffUserRecord[]> {
    const conditions: SQL[] = [];
    if (query !== '') conditions.push(or(eq(users.id, query), ilike(users.username, likePattern(query)), ilike(users.emailLower, likePattern(query.toLowerCase()))) as SQL);
    if (role !== undefined) conditions.push(arrayContains(users.roles, [role]));
    const rows = await this.db
      .select(RECORD)
      .from(users)
      .where(conditions.length === 0 ? undefined : and(...conditions))
      .orderBy(desc(users.createdAt), users.id)
      .limit(limit);
    return rows.map(record);
  }

  async find(userId: string): Promise<StaffUserRecord | undefined> {
    const [row] = await this.db.select(RECORD).from(users).where(eq(users.id, userId)).limit(1);
    return row === undefined ? undefined : record(row);
  }

  async setRoles(userId: string, roles: readonly Role[], audit: StaffAuditRecord): Promise<void> {
    await this.db.update(users).set({ roles: [...roles] }).where(eq(users.id, userId));
    await this.write(userId, audit);
  }

  async setVerificationState(userId: string, state: VerificationState, audit: StaffAuditRecord): Promise<void> {
    await this.db.update(users).set({ verificationState: state }).where(eq(users.id, userId));
    await this.write(userId, audit);
  }

  async recordAction(userId: string, audit: StaffAuditRecord): Promise<void> {
    await this.write(userId, audit);
  }

  async list(filter: StaffAuditFilter): Promise<readonly StaffAuditEntry[]> {
    // A kind of record no audit line points at matches nothing (the filter is free text at the boundary).
    if (filter.targetType !== undefined && !isStaffAuditTarget(filter.targetType)) return [];
    const conditions: SQL[] = [];
    if (filter.staffId !== undefined) conditions.push(eq(staffAuditLog.staffId, filter.staffId));
    if (filter.targetType !== undefined && isStaffAuditTarget(filter.targetType)) conditions.push(eq(staffAuditLog.targetType, filter.targetType));
    if (filter.targetId !== undefined) conditions.push(eq(staffAuditLog.targetId, filter.targetId));
    if (filter.beforeId !== undefined) conditions.push(lt(staffAuditLog.id, filter.beforeId));
    const rows = await this.db
      .select({
        id: staffAuditLog.id,
        at: staffAuditLog.at,
        staffId: staffAuditLog.staffId,
        staffName: sql<string | null>`(SELECT ${users.username} FROM ${users} WHERE ${users.id} = ${staffAuditLog.staffId})`,
        action: staffAuditLog.action,
        targetType: staffAuditLog.targetType,
        targetId: staffAuditLog.targetId,
        reason: staffAuditLog.reason,
        details: staffAuditLog.details,
      })
      .from(staffAuditLog)
      .where(conditions.length === 0 ? undefined : and(...conditions))
      .orderBy(desc(staffAuditLog.id))
      .limit(filter.limit);
    return rows;
  }

  private async write(userId: string, audit: StaffAuditRecord): Promise<void> {
    await this.db.insert(staffAuditLog).values({ ...audit, targetType: 'user', targetId: userId, details: audit.details === undefined ? null : { ...audit.details } });
  }
}
