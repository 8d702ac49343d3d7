import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { MessageReportAnswer } from '../../../contracts/messaging/index.ts';
import type { DomainError } from '../../../domain/index.ts';
import { $isLoggedIn } from '../accounts/session/model.ts';
import { $page } from '../shared/page/model.ts';

/*
 * /dashboard/staff/messages: the messages users reported, oldest first. A
 * moderator dismisses a report (resolves it) or bans the sender with the
 * report's reason and then resolves it; each ban lands in the audit log.
 */

export const loadMessageReportsFx = createEffect<void, readonly MessageReportAnswer[], DomainError>();
export const resolveMessageReportFx = createEffect<string, { readonly reportId: string }, DomainError>();
export const banReportedSenderFx = createEffect<{ readonly userId: string; readonly reason: string; readonly reportId: string }, { readonly reportId: string }, DomainError>();

export const reportResolveClicked = createEvent<string>();
export const reportBanClicked = createEvent<string>();

const $open = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardStaffMessages');

export const $messageReports = createStore<readonly MessageReportAnswer[] | null>(null, { sid: 'staffMessages/$reports', serialize: 'ignore' })
  .on(loadMessageReportsFx.doneData, (_, reports) => reports)
  .on([resolveMessageReportFx.doneData, banReportedSenderFx.doneData], (reports, done) => reports?.filter((r) => r.id !== done.reportId) ?? null);
export const $messageReportsError = createStore<string | null>(null, { sid: 'staffMessages/$error', serialize: 'ignore' })
  .on([loadMessageReportsFx.failData, resolveMessageReportFx.failData, banReportedSenderFx.failData], (_, e) => e.code)
  .reset([loadMessageReportsFx.done, resolveMessageReportFx.done, banReportedSenderFx.done]);
export const $messageReportsBusy = combine(resolveMessageReportFx.pending, banReportedSenderFx.pending, (a, b) => a || b);

sample({ clock: $open.updates, filter: Boolean, fn: () => undefined, target: loadMessageReportsFx });
sample({ clock: reportResolveClicked, target: resolveMessageReportFx });
const banOf = (report: MessageReportAnswer) => ({ userId: report.senderId ?? '', reportId: report.id, reason: `Reported message #${report.id}: ${report.reason}`.slice(0, 500) });
sample({
  clock: reportBanClicked,
  source: $messageReports,
  // A system message (an order event) has no sender to ban.
  filter: (reports, reportId) => reports?.some((r) => r.id === reportId && r.senderId !== null) ?? false,
  // The audit line names the report, so the ban can be traced back to the message.
  fn: (reports, reportId) => (reports ?? []).filter((r) => r.id === reportId).map(banOf)[0] ?? { userId: '', reportId, reason: '' },
  target: banReportedSenderFx,
});
