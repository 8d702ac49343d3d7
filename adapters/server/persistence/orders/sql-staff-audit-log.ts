import type { StaffAuditLog } from '../../../../application/orders/index.ts';
import type { Database } from '../shared/database.ts';
import { staffAuditLog } from '../schema.ts';

/** The staff's audit log, append-only. */
export class SqlStaffAuditLog implements StaffAuditLog {
  constructor(private readonly db: Database) {}

  async record(e: Parameters<StaffAuditLog['record']>[0]): Promise<void> {
    await this.db.insert(staffAuditLog).values({ ...e, details: e.details ?? null });
  }
}
