import { combine, createEffect, createStore, sample } from 'effector';
import type { StaffQueueAnswer } from '../../../contracts/staff/index.ts';
import type { DomainError } from '../../../domain/index.ts';
import { parseRoles, ROLE_PERMISSIONS } from '../../../domain/index.ts';
import { $isLoggedIn, $user } from '../accounts/session/model.ts';
import { $page } from '../shared/page/model.ts';

/** /dashboard/control-center: how much waits in each queue the staff member works, read when the page opens. */
export const loadStaffQueuesFx = createEffect<void, readonly StaffQueueAnswer[], DomainError>();

export const $staffQueues = createStore<readonly StaffQueueAnswer[] | null>(null, { sid: 'staff/$queues', serialize: 'ignore' }).on(loadStaffQueuesFx.doneData, (_, q) => q);
export const $staffQueuesError = createStore<string | null>(null, { sid: 'staff/$error', serialize: 'ignore' })
  .on(loadStaffQueuesFx.failData, (_, e) => e.code)
  .reset(loadStaffQueuesFx.done);

/** Where each queue is worked. */
export const QUEUE_PAGES: Readonly<Record<StaffQueueAnswer['queue'], string | null>> = {
  disputes: '/dashboard/orders',
  withdrawals: '/dashboard/finances/withdrawals',
  verifications: '/dashboard/staff/verifications',
  messageReports: '/dashboard/staff/messages',
  offerReports: '/dashboard/staff/offers',
  supportTickets: '/dashboard/staff/support',
  content: '/dashboard/staff/content',
  sellerApplications: '/dashboard/staff/applications',
};

// Only staff load the queues: a seller opening the same page sees their own section, not a refusal.
/** Whether the user works some staff queue (holds `staff.panel`). */
export const $isStaffViewer = $user.map((user) => user !== null && parseRoles(user.roles).some((role) => ROLE_PERMISSIONS[role].includes('staff.panel')));

const $shown = combine($isLoggedIn, $isStaffViewer, $page, (loggedIn, staff, page) => loggedIn && staff && page.name === 'dashboardControlCenter');
sample({ clock: $shown.updates, filter: Boolean, target: loadStaffQueuesFx });
