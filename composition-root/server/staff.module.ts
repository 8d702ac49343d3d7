import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { userChangesVia } from '../../application/shared/ports/index.ts';
import { StaffQueues } from '../../application/staff/staff-queues.ts';
import { StaffAuditLogViewer, StaffUsers } from '../../application/staff/staff-users.ts';
import { SupportDesk } from '../../application/staff/support-desk.ts';
import { StartImpersonation } from '../../application/staff/impersonation.ts';
import { SqlStaffQueueCounts } from '../../adapters/server/persistence/staff/sql-staff-queue-counts.ts';
import { SqlStaffUsers } from '../../adapters/server/persistence/staff/sql-staff-users.ts';
import { SqlSupportDesk } from '../../adapters/server/persistence/staff/sql-support-desk.ts';
import { SHARED } from './shared.module.ts';

export const STAFF = {
  Queues: Symbol.for('staff.Queues') as ServiceIdentifier<StaffQueues>,
  Users: Symbol.for('staff.Users') as ServiceIdentifier<StaffUsers>,
  AuditLog: Symbol.for('staff.AuditLog') as ServiceIdentifier<StaffAuditLogViewer>,
  SupportDesk: Symbol.for('staff.SupportDesk') as ServiceIdentifier<SupportDesk>,
  Impersonation: Symbol.for('staff.Impersonation') as ServiceIdentifier<StartImpersonation>,
} as const;

/** The staff control center (queue counts where each queue is kept), the admin users page, the audit log, the support desk and viewing as a user. */
export const staffModule = new ContainerModule(({ bind }) => {
  bind(STAFF.Queues).toDynamicValue((ctx) => new StaffQueues(new SqlStaffQueueCounts(ctx.get(SHARED.Database), ctx.get(SHARED.Clock))));
  bind(STAFF.Users).toDynamicValue((ctx) => {
    const store = new SqlStaffUsers(ctx.get(SHARED.Database));
    return new StaffUsers(store, store, userChangesVia(ctx.get(SHARED.Outbox)), ctx.get(SHARED.UnitOfWork), ctx.get(SHARED.Clock));
  });
  bind(STAFF.AuditLog).toDynamicValue((ctx) => new StaffAuditLogViewer(new SqlStaffUsers(ctx.get(SHARED.Database))));
  bind(STAFF.Impersonation).toDynamicValue((ctx) => new StartImpersonation(new SqlStaffUsers(ctx.get(SHARED.Database)), ctx.get(SHARED.UnitOfWork), ctx.get(SHARED.Clock)));
  bind(STAFF.SupportDesk).toDynamicValue((ctx) => new SupportDesk(new SqlSupportDesk(ctx.get(SHARED.Database)), ctx.get(SHARED.UnitOfWork), ctx.get(SHARED.Clock)));
});
