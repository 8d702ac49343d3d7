import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { QueuedVerification, SubmitVerificationParams, VerificationUpload, VerificationView } from '../../../contracts/verification/index.ts';
import { REQUIRED_DOCUMENT_KINDS, ROLE_PERMISSIONS, type DomainError, type VerificationDocumentKind } from '../../../domain/index.ts';
import { $user } from '../accounts/session/model.ts';
import { $page } from '../shared/page/model.ts';

/*
 * Identity verification in the storefront: the Verification tab of the
 * account page (also where the verification rule sends restricted users)
 * uploads the photos to the private store, previews them through the
 * authorised document route and submits them; the staff review page lists
 * submissions and approves or rejects them with a reason. The own case is
 * reloaded whenever the live user record's verificationState changes, so a
 * decision shows (and the restriction lifts) without a reload.
 */

export type DocumentKind = VerificationDocumentKind;
export type UploadedDocument = VerificationUpload & { readonly kind: DocumentKind };
/** What went wrong, as the panel words it. */
export type VerificationProblem = 'notAnImage' | 'tooLarge' | 'notAllowed' | 'forbidden' | 'failed';

export const loadMyVerificationFx = createEffect<void, VerificationView, DomainError>();
export const uploadDocumentFx = createEffect<{ readonly kind: DocumentKind; readonly file: File }, UploadedDocument, DomainError>();
export const submitVerificationFx = createEffect<SubmitVerificationParams, VerificationView, DomainError>();
export const loadVerificationQueueFx = createEffect<void, QueuedVerification[], DomainError>();
export const approveVerificationFx = createEffect<{ readonly userId: string }, VerificationView, DomainError>();
export const rejectVerificationFx = createEffect<{ readonly userId: string; readonly reason: string }, VerificationView, DomainError>();

export const documentChosen = createEvent<{ readonly kind: DocumentKind; readonly file: File }>();
export const verificationSubmitClicked = createEvent();
export const reviewReasonChanged = createEvent<{ readonly userId: string; readonly reason: string }>();
export const approveClicked = createEvent<string>();
export const rejectClicked = createEvent<string>();

/** The authorised route a document (or a fresh upload) is shown from: its owner and staff only. */
export const documentPreviewUrl = (id: string): string => `/api/verification/documents/${id}`;

export function problemOf(e: DomainError): VerificationProblem {
  if (e.code === 'VALIDATION_FAILED') return 'notAnImage';
  if (e.code === 'MEDIA_TOO_LARGE') return 'tooLarge';
  if (e.code === 'VERIFICATION_ACTION_NOT_ALLOWED') return 'notAllowed';
  if (e.code === 'FORBIDDEN' || e.code === 'UNAUTHENTICATED') return 'forbidden';
  return 'failed';
}

export const $myVerification = createStore<VerificationView | null>(null, { sid: 'verification/$mine', serialize: 'ignore' }).on(
  [loadMyVerificationFx.doneData, submitVerificationFx.doneData],
  (_, view) => view,
);
/** The uploads chosen for the next submission, by kind. */
export const $uploads = createStore<Partial<Record<DocumentKind, string>>>({}, { sid: 'verification/$uploads', serialize: 'ignore' })
  .on(uploadDocumentFx.doneData, (uploads, u) => ({ ...uploads, [u.kind]: u.uploadId }))
  .reset(submitVerificationFx.done);
export const $uploading = uploadDocumentFx.pending;
export const $verificationProblem = createStore<VerificationProblem | null>(null, { sid: 'verification/$problem', serialize: 'ignore' })
  .on([uploadDocumentFx.failData, submitVerificationFx.failData, loadMyVerificationFx.failData], (_, e) => problemOf(e))
  .reset([documentChosen, verificationSubmitClicked, submitVerificationFx.done]);

/** The user's verificationState, live from their record. */
export const $liveVerificationState = $user.map((user) => user?.verificationState ?? null);
/** Whether the verification rule restricts the user now. */
export const $restricted = $liveVerificationState.map((state) => state === 'VERIFICATION_REQUIRED');
/** Whether documents can be sent: nothing waiting or approved, and every required kind uploaded. */
export const $canSubmit = combine($myVerification, $uploads, $uploading, submitVerificationFx.pending, (mine, uploads, uploading, submitting) => {
  const open = mine === null || mine.status === 'NOT_STARTED' || mine.status === 'REJECTED';
  return open && !uploading && !submitting && REQUIRED_DOCUMENT_KINDS.every((kind) => uploads[kind] !== undefined);
});

/** The account page's Verification tab (the verification rule's target spells it with a capital V). */
const $panelShown = combine($page, $liveVerificationState, (page, state) =>
  page.name === 'dashboardAccount' && (page.params['tab'] ?? '').toLowerCase() === 'verification' ? { state } : null,
);
sample({ clock: $panelShown.updates, filter: Boolean, target: loadMyVerificationFx });
sample({ clock: documentChosen, target: uploadDocumentFx });
sample({
  clock: verificationSubmitClicked,
  source: { can: $canSubmit, uploads: $uploads },
  filter: ({ can }) => can,
  fn: ({ uploads }): SubmitVerificationParams => ({
    documents: (Object.entries(uploads) as [DocumentKind, string][]).map(([kind, uploadId]) => ({ kind, uploadId })),
  }),
  target: submitVerificationFx,
});

// Staff review.
/** Whether the user's roles may review verifications (the header then links the queue); the server decides again on every call. */
export const $canReviewVerifications = $user.map((user) => user?.roles.some((role) => ROLE_PERMISSIONS[role].includes('verification.review')) ?? false);
export const $verificationQueue = createStore<readonly QueuedVerification[]>([], { sid: 'verification/$queue', serialize: 'ignore' }).on(loadVerificationQueueFx.doneData, (_, q) => q);
export const $queueLoaded = createStore(false, { sid: 'verification/$queueLoaded', serialize: 'ignore' }).on(loadVerificationQueueFx.finally, () => true);
export const $reviewReasons = createStore<Readonly<Record<string, string>>>({}, { sid: 'verification/$reasons', serialize: 'ignore' })
  .on(reviewReasonChanged, (reasons, { userId, reason }) => ({ ...reasons, [userId]: reason }))
  .on(rejectVerificationFx.done, (reasons, { params }) => ({ ...reasons, [params.userId]: '' }));
export const $reviewProblem = createStore<VerificationProblem | null>(null, { sid: 'verification/$reviewProblem', serialize: 'ignore' })
  .on([loadVerificationQueueFx.failData, approveVerificationFx.failData, rejectVerificationFx.failData], (_, e) => problemOf(e))
  .reset([approveClicked, rejectClicked, loadVerificationQueueFx.done]);
export const $reviewBusy = combine(approveVerificationFx.pending, rejectVerificationFx.pending, (a, b) => a || b);

const $reviewShown = combine($page, $user, (page, user) => (page.name === 'dashboardStaffVerifications' && user !== null ? user.id : null));
sample({ clock: [$reviewShown.updates, approveVerificationFx.finally, rejectVerificationFx.finally], source: $reviewShown, filter: Boolean, target: loadVerificationQueueFx });
sample({ clock: approveClicked, fn: (userId) => ({ userId }), target: approveVerificationFx });
sample({
  clock: rejectClicked,
  source: $reviewReasons,
  filter: (reasons, userId) => (reasons[userId] ?? '').trim() !== '',
  fn: (reasons, userId) => ({ userId, reason: (reasons[userId] ?? '').trim() }),
  target: rejectVerificationFx,
});
