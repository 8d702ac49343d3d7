import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { StaffQueues } from '../../application/staff/staff-queues.ts';
import { SqlStaffQueueCounts } from '../../adapters/server/persistence/staff/sql-staff-queue-counts.ts';
import { SHARED } from './shared.module.ts';

export const STAFF = {
  Queues: Symbol.for('staff.Queues') as ServiceIdentifier<StaffQueues>,
} as const;

/** The staff control center: queue counts read where each queue is kept. */
export const staffModule = new ContainerModule(({ bind }) => {
  bind(STAFF.Queues).toDynamicValue((ctx) => new StaffQueues(new SqlStaffQueueCounts(ctx.get(SHARED.Database))));
});
