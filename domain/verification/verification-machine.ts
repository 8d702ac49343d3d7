import { err, ok, type Result } from 'neverthrow';
import type { VerificationState } from '../accounts/index.ts';
import { domainError, type DomainError } from '../shared/errors/index.ts';

/**
 * Identity verification (KYC) as an explicit state machine. A case moves
 * NOT_STARTED → SUBMITTED → APPROVED | REJECTED (with the reviewer's reason),
 * and a rejected case may be submitted again. Besides its status a case
 * carries `required`: staff asked for documents before this user may go on
 * (the user's VERIFICATION_REQUIRED, spec section 4).
 *
 * Mapping to the user's `verificationState` (the values the spec names):
 * APPROVED → VERIFIED; otherwise a required case stays VERIFICATION_REQUIRED
 * until approved, so submitting documents alone never lifts the navigation
 * restriction (reading: staff asked for a review, not for an upload);
 * SUBMITTED → PENDING, REJECTED → REJECTED, NOT_STARTED → NOT_STARTED.
 */

export const VERIFICATION_STATUSES = ['NOT_STARTED', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The documents a submission may hold; ID_FRONT and SELFIE are required, ID_BACK is optional (passports have none). */
export const VERIFICATION_DOCUMENT_KINDS = ['ID_FRONT', 'ID_BACK', 'SELFIE'] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];
export const REQUIRED_DOCUMENT_KINDS: readonly VerificationDocumentKind[] = ['ID_FRONT', 'SELFIE'];

/** The longest rejection reason kept. */
export const REJECTION_REASON_MAX = 500;

export interface VerificationCase {
  readonly status: VerificationStatus;
  /** Staff need documents before this user may browse or sell (VERIFICATION_REQUIRED). */
  readonly required: boolean;
  /** Why the last submission was rejected; null unless REJECTED. */
  readonly reason: string | null;
}

export type VerificationEvent =
  | { readonly type: 'SUBMIT'; readonly kinds: readonly VerificationDocumentKind[] }
  | { readonly type: 'APPROVE' }
  | { readonly type: 'REJECT'; readonly reason: string };

/** The case of a user who has none stored yet, read from their verificationState (seeded users may be VERIFIED or VERIFICATION_REQUIRED already). */
export function caseFromUserState(state: VerificationState): VerificationCase {
  switch (state) {
    case 'VERIFICATION_REQUIRED':
      return { status: 'NOT_STARTED', required: true, reason: null };
    case 'PENDING':
      return { status: 'SUBMITTED', required: false, reason: null };
    case 'VERIFIED':
      return { status: 'APPROVED', required: false, reason: null };
    case 'REJECTED':
      return { status: 'REJECTED', required: false, reason: null };
    case 'NOT_STARTED':
      return { status: 'NOT_STARTED', required: false, reason: null };
  }
}

/** The verificationState the user record carries for a case (see the module comment). */
export function userVerificationState(c: VerificationCase): VerificationState {
  if (c.status === 'APPROVED') return 'VERIFIED';
  if (c.required) return 'VERIFICATION_REQUIRED';
  if (c.status === 'SUBMITTED') return 'PENDING';
  return c.status;
}

function notAllowed(c: VerificationCase, event: VerificationEvent): DomainError {
  return domainError('VERIFICATION_ACTION_NOT_ALLOWED', `Cannot ${event.type.toLowerCase()} a verification that is ${c.status.toLowerCase().replace('_', ' ')}`);
}

function checkKinds(kinds: readonly VerificationDocumentKind[]): DomainError | null {
  if (new Set(kinds).size !== kinds.length) return domainError('VALIDATION_FAILED', 'documents: each kind at most once', { field: 'documents' });
  const missing = REQUIRED_DOCUMENT_KINDS.find((kind) => !kinds.includes(kind));
  return missing === undefined ? null : domainError('VALIDATION_FAILED', `documents: ${missing} is required`, { field: 'documents' });
}

/** The next case for `event`, or why it is refused. Approval clears `required`: the restriction is lifted. */
export function transitionVerification(c: VerificationCase, event: VerificationEvent): Result<VerificationCase, DomainError> {
  switch (event.type) {
    case 'SUBMIT': {
      if (c.status !== 'NOT_STARTED' && c.status !== 'REJECTED') return err(notAllowed(c, event));
      const bad = checkKinds(event.kinds);
      return bad === null ? ok({ status: 'SUBMITTED', required: c.required, reason: null }) : err(bad);
    }
    case 'APPROVE':
      return c.status === 'SUBMITTED' ? ok({ status: 'APPROVED', required: false, reason: null }) : err(notAllowed(c, event));
    case 'REJECT': {
      if (c.status !== 'SUBMITTED') return err(notAllowed(c, event));
      const reason = event.reason.trim();
      if (reason === '' || reason.length > REJECTION_REASON_MAX) {
        return err(domainError('VALIDATION_FAILED', `reason: must be 1 to ${REJECTION_REASON_MAX} characters`, { field: 'reason' }));
      }
      return ok({ status: 'REJECTED', required: c.required, reason });
    }
  }
}
