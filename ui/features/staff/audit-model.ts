import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { StaffAuditEntryAnswer } from '../../../contracts/staff/index.ts';
import type { DomainError } from '../../../domain/index.ts';
import { $isLoggedIn } from '../accounts/session/model.ts';
import { $page } from '../shared/page/model.ts';

/*
 * /dashboard/staff/audit, the audit log viewer: every staff action newest
 * first, optionally only one staff member's or one target's; "Older" pages
 * back from the last line shown.
 */

export interface AuditQuery {
  readonly staffId?: string;
  readonly targetId?: string;
  readonly beforeId?: number;
}

export const loadAuditLogFx = createEffect<AuditQuery, readonly StaffAuditEntryAnswer[], DomainError>();

export const auditStaffFilterChanged = createEvent<string>();
export const auditTargetFilterChanged = createEvent<string>();
export const auditFilterSubmitted = createEvent();
export const olderAuditClicked = createEvent();

const $open = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardStaffAudit');

export const $auditStaffFilter = createStore('', { sid: 'staffAudit/$staff', serialize: 'ignore' }).on(auditStaffFilterChanged, (_, v) => v);
export const $auditTargetFilter = createStore('', { sid: 'staffAudit/$target', serialize: 'ignore' }).on(auditTargetFilterChanged, (_, v) => v);
/** The lines shown: a fresh query replaces them, "Older" appends. */
export const $auditEntries = createStore<readonly StaffAuditEntryAnswer[] | null>(null, { sid: 'staffAudit/$entries', serialize: 'ignore' }).on(
  loadAuditLogFx.done,
  (shown, { params, result }) => (params.beforeId === undefined ? result : [...(shown ?? []), ...result]),
);
/** Whether the last page was full, so an older one may exist. */
export const $moreAudit = createStore(false, { sid: 'staffAudit/$more', serialize: 'ignore' }).on(loadAuditLogFx.doneData, (_, page) => page.length === AUDIT_PAGE);
export const $auditError = createStore<string | null>(null, { sid: 'staffAudit/$error', serialize: 'ignore' })
  .on(loadAuditLogFx.failData, (_, e) => e.code)
  .reset(loadAuditLogFx.done);

/** How many lines one call answers (the server's default page). */
export const AUDIT_PAGE = 50;

const $filters = combine($auditStaffFilter, $auditTargetFilter, (staff, target): AuditQuery => ({
  ...(staff.trim() === '' ? {} : { staffId: staff.trim() }),
  ...(target.trim() === '' ? {} : { targetId: target.trim() }),
}));

sample({ clock: [$open.updates.filter({ fn: Boolean }), auditFilterSubmitted], source: $filters, target: loadAuditLogFx });
sample({
  clock: olderAuditClicked,
  source: { filters: $filters, entries: $auditEntries },
  filter: ({ entries }) => (entries?.length ?? 0) > 0,
  fn: ({ filters, entries }) => ({ ...filters, beforeId: entries?.at(-1)?.id ?? 0 }),
  target: loadAuditLogFx,
});
