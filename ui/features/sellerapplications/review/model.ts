import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ReviewSellerApplicationParams, SellerApplicationPage, SellerApplicationsQuery, SellerApplicationView } from '../../../../contracts/sellerapplications/index.ts';
import { can, type DomainError, type SellerApplicationStatus } from '../../../../domain/index.ts';
import { $actor, $isLoggedIn } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';

/*
 * /dashboard/staff/applications: staff (user.roles) list the applications
 * in one state, oldest first, a page at a time; approve one (granting the
 * seller roles it asked for) or reject it with a reason the applicant sees.
 * The list is read again after every decision.
 */

export const loadApplicationsFx = createEffect<SellerApplicationsQuery, SellerApplicationPage, DomainError>();
export const reviewApplicationFx = createEffect<ReviewSellerApplicationParams, SellerApplicationView, DomainError>();

export const statusChosen = createEvent<SellerApplicationStatus>();
export const pageChosen = createEvent<number>();
export const reasonChanged = createEvent<{ readonly applicationId: string; readonly reason: string }>();
export const approveClicked = createEvent<string>();
export const rejectClicked = createEvent<string>();

/** Whether the user's roles may review applications (the control center links the queue then); the server decides again on every call. */
export const $canReviewApplications = $actor.map((actor) => can(actor, 'user.roles'));

export const $status = createStore<SellerApplicationStatus>('SUBMITTED', { sid: 'applicationReview/$status', serialize: 'ignore' }).on(statusChosen, (_, status) => status);
export const $pageNumber = createStore(1, { sid: 'applicationReview/$page', serialize: 'ignore' })
  .on(pageChosen, (_, page) => Math.max(1, page))
  .reset(statusChosen);
export const $applications = createStore<SellerApplicationPage | null>(null, { sid: 'applicationReview/$list', serialize: 'ignore' }).on(loadApplicationsFx.doneData, (_, page) => page);
export const $reasons = createStore<Readonly<Record<string, string>>>({}, { sid: 'applicationReview/$reasons', serialize: 'ignore' })
  .on(reasonChanged, (reasons, { applicationId, reason }) => ({ ...reasons, [applicationId]: reason }))
  .on(reviewApplicationFx.done, (reasons, { params }) => ({ ...reasons, [params.applicationId]: '' }));
export const $reviewError = createStore<string | null>(null, { sid: 'applicationReview/$error', serialize: 'ignore' })
  .on([loadApplicationsFx.failData, reviewApplicationFx.failData], (_, e) => e.code)
  // Not on a load: the list is read again after a refused decision, and the refusal must stay in view.
  .reset([approveClicked, rejectClicked, statusChosen, pageChosen]);
export const $reviewBusy = reviewApplicationFx.pending;
/** How many pages the state's applications fill. */
export const $pageCount = $applications.map((page) => (page === null ? 1 : Math.max(1, Math.ceil(page.total / page.pageSize))));

const $open = combine($page, $isLoggedIn, (page, loggedIn) => page.name === 'dashboardStaffApplications' && loggedIn);
const $query = combine($status, $pageNumber, (status, page): SellerApplicationsQuery => ({ status, page }));
sample({ clock: [$open.updates, $query.updates, reviewApplicationFx.finally], source: { open: $open, query: $query }, filter: ({ open }) => open, fn: ({ query }) => query, target: loadApplicationsFx });
sample({ clock: approveClicked, source: $reviewBusy, filter: (busy) => !busy, fn: (_, applicationId): ReviewSellerApplicationParams => ({ applicationId, decision: 'approve' }), target: reviewApplicationFx });
sample({
  clock: rejectClicked,
  source: { reasons: $reasons, busy: $reviewBusy },
  filter: ({ reasons, busy }, applicationId) => !busy && (reasons[applicationId] ?? '').trim() !== '',
  fn: ({ reasons }, applicationId): ReviewSellerApplicationParams => ({ applicationId, decision: 'reject', reason: (reasons[applicationId] ?? '').trim() }),
  target: reviewApplicationFx,
});
