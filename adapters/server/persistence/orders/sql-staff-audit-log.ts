import { and, asc, eq } from 'drizzle-orm';
import type { StaffAuditLog, StaffAuditRow } from '../../../../application/orders/index.ts';
import type { Database } from '../shared/database.ts';
import { staffAuditLog, users } from '../schema.ts';

/** The staff's audit log, append-only. */
export class SqlStaffAuditLog implements StaffAuditLog {
  constructor(private readonly db: Database) {}

  async record(e: Parameters<StaffAuditLog['record']>[0]): Promise<void> {
    await this.db.insert(staffAuditLog).values({ ...e, details: e.details ?? null });
  }

  async entriesOn(targetType: 'order', targetId: string, limit: number): Promise<readonly StaffAuditRow[]> {
    const rows = await this.db
      .select({
        id: staffAuditLog.id,
        at: staffAuditLog.at,
        staffId: staffAuditLog.staffId,
        staffName: users.username,
        action: staffAuditLog.action,
        reason: staffAuditLog.reason,
        details: staffAuditLog.details,
      })
      .from(staffAuditLog)
      // A left join: an entry stays readable even if its author's account is gone.
      .leftJoin(users, eq(users.id, staffAuditLog.staffId))
      .where(and(eq(staffAuditLog.targetType, targetType), eq(staffAuditLog.targetId, targetId)))
      .orderBy(asc(staffAuditLog.at), asc(staffAuditLog.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, id: String(r.id), staffName: r.staffName ?? r.staffId, details: r.details ?? null }));
  }
}
