import * as v from 'valibot';
import { ddpMethod, list } from '../shared/index.ts';

/** The staff control center on the wire: what waits in each queue the caller may work. */
export const STAFF_QUEUE_NAMES = ['disputes', 'withdrawals', 'verifications', 'messageReports', 'offerReports', 'supportTickets', 'content', 'sellerApplications'] as const;

export const StaffQueueSchema = v.object({ queue: v.picklist(STAFF_QUEUE_NAMES), waiting: v.pipe(v.number(), v.integer()) });
export type StaffQueueAnswer = v.InferOutput<typeof StaffQueueSchema>;

/** `staffQueues`: the counts, only for the queues the caller's roles work (permission `staff.panel`). */
export const StaffQueuesMethod = ddpMethod('staffQueues', v.tuple([]), list(StaffQueueSchema));

export * from './users.ts';
export * from './support.ts';
