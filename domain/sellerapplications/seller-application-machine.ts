import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';

/**
 * A request to staff to be reviewed as a seller (bulk selling with the
 * seller API in particular), as an explicit state machine:
 * SUBMITTED → APPROVED | REJECTED (with the reviewer's reason), or
 * WITHDRAWN by the applicant while it is still SUBMITTED. Decided and
 * withdrawn applications are final; a user applies again with a new one.
 *
 * Readings: a user has at most one open (SUBMITTED) application; after a
 * rejection they may apply again once REAPPLY_WAIT_MS (7 days) have passed
 * since the decision, counted from the latest rejection; a withdrawal or an
 * approval imposes no wait (an approved seller may ask again, for example
 * for the bulk tools they did not ask for the first time).
 */

export const SELLER_APPLICATION_STATUSES = ['SUBMITTED', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type SellerApplicationStatus = (typeof SELLER_APPLICATION_STATUSES)[number];

/** How long a rejected applicant waits before applying again. */
export const REAPPLY_WAIT_MS = 7 * 24 * 60 * 60 * 1000;
/** The longest rejection reason kept. */
export const APPLICATION_REASON_MAX = 500;

/** The part of an application the machine reads and writes. */
export interface SellerApplicationState {
  readonly status: SellerApplicationStatus;
  /** Why staff rejected it; null unless REJECTED. */
  readonly reason: string | null;
  /** When it was approved, rejected or withdrawn; null while SUBMITTED. */
  readonly decidedAt: Date | null;
}

export type SellerApplicationEvent =
  | { readonly type: 'APPROVE'; readonly at: Date }
  | { readonly type: 'REJECT'; readonly at: Date; readonly reason: string }
  | { readonly type: 'WITHDRAW'; readonly at: Date };

const TRANSITIONS: Readonly<Record<SellerApplicationEvent['type'], { readonly from: SellerApplicationStatus; readonly to: SellerApplicationStatus }>> = {
  APPROVE: { from: 'SUBMITTED', to: 'APPROVED' },
  REJECT: { from: 'SUBMITTED', to: 'REJECTED' },
  WITHDRAW: { from: 'SUBMITTED', to: 'WITHDRAWN' },
};

/** The next state for `event`, or why it is refused; a rejection needs a reason of 1 to APPLICATION_REASON_MAX characters. */
export function transitionSellerApplication(state: SellerApplicationState, event: SellerApplicationEvent): Result<SellerApplicationState, DomainError> {
  const step = TRANSITIONS[event.type];
  if (state.status !== step.from) {
    return err(domainError('SELLER_APPLICATION_NOT_ALLOWED', `Cannot ${event.type.toLowerCase()} an application that is ${state.status.toLowerCase()}`));
  }
  if (event.type !== 'REJECT') return ok({ status: step.to, reason: null, decidedAt: event.at });
  const reason = event.reason.trim();
  if (reason === '' || reason.length > APPLICATION_REASON_MAX) {
    return err(domainError('VALIDATION_FAILED', `reason: must be 1 to ${APPLICATION_REASON_MAX} characters`, { field: 'reason' }));
  }
  return ok({ status: step.to, reason, decidedAt: event.at });
}

/** When a user whose latest application is `latest` may apply again; null when they may now (or never applied). */
export function reapplyAt(latest: SellerApplicationState | null): Date | null {
  if (latest?.status !== 'REJECTED' || latest.decidedAt === null) return null;
  return new Date(latest.decidedAt.getTime() + REAPPLY_WAIT_MS);
}

/** Whether a user whose latest application is `latest` may submit a new one at `now`. */
export function checkMayApply(latest: SellerApplicationState | null, now: Date): Result<true, DomainError> {
  if (latest?.status === 'SUBMITTED') return err(domainError('SELLER_APPLICATION_OPEN', 'You already have an application waiting for review'));
  const at = reapplyAt(latest);
  if (at !== null && now.getTime() < at.getTime()) {
    return err(domainError('SELLER_APPLICATION_TOO_SOON', `You may apply again from ${at.toISOString()}`, { reapplyAt: at.toISOString() }));
  }
  return ok(true);
}
