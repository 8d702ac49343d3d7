import { domainError, ERROR_CODES, type DomainError, type ErrorCode } from '../../../domain/index.ts';

/** The fields of a Meteor.Error object as our DDP server sends it (`details.code` names the catalogue code). */
interface MeteorErrorShape {
  readonly error?: unknown;
  readonly reason?: unknown;
  readonly details?: Readonly<Record<string, unknown>> & { readonly code?: unknown; readonly field?: unknown };
}

/** The details a client acts on: the field to mark, why a password was refused, a second-step ticket. */
const KEPT_DETAILS = ['field', 'reason', 'ticket', 'ticketExpires', 'step', 'productId'] as const;

function keptDetails(details: MeteorErrorShape['details']): Record<string, unknown> | undefined {
  const kept: Record<string, unknown> = Object.fromEntries(KEPT_DETAILS.flatMap((key) => (typeof details?.[key] === 'string' ? [[key, details[key]]] : [])));
  // A refused account deletion lists every reason, so the page can show them all.
  const blockers = details?.['blockers'];
  if (Array.isArray(blockers) && blockers.every((b) => typeof b === 'string')) kept['blockers'] = blockers;
  return Object.keys(kept).length === 0 ? undefined : kept;
}

const BY_STATUS: Readonly<Record<number, ErrorCode>> = { 400: 'VALIDATION_FAILED', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 429: 'RATE_LIMITED' };

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * Turns whatever a DDP call rejected with into a catalogue error: the code the
 * server named, else one that matches the status, else UNAVAILABLE (a dropped
 * channel or a time-out is not the user's fault and may be retried).
 */
export function domainErrorFromDdp(raw: unknown): DomainError {
  const shape = (typeof raw === 'object' && raw !== null ? raw : {}) as MeteorErrorShape;
  const reason = typeof shape.reason === 'string' ? shape.reason : 'The server could not be reached';
  const field = keptDetails(shape.details);
  if (isErrorCode(shape.details?.code)) return domainError(shape.details.code, reason, field);
  const byStatus = typeof shape.error === 'number' ? BY_STATUS[shape.error] : undefined;
  if (byStatus !== undefined) return domainError(byStatus, reason, field);
  return domainError(typeof shape.error === 'number' && shape.error >= 500 ? 'INTERNAL' : 'UNAVAILABLE', reason);
}
