import { ERROR_CODES, type ErrorCode } from './codes.ts';
import { domainError, type DomainError } from './domain-error.ts';

/**
 * Reading an error answer of our HTTP API back into the catalogue, the
 * inverse of `statusOf`: the browser's fetch client and the server's
 * in-process API calls (made while rendering a page) both fail with the
 * same error for the same answer.
 */

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The catalogue error in an API error body, or one for the status when the body is not ours (a proxy's page). */
export function apiErrorFrom(status: number, body: unknown): DomainError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; message?: unknown; field?: unknown };
  const message = typeof b.message === 'string' ? b.message : `HTTP ${status}`;
  const details = typeof b.field === 'string' ? { field: b.field } : undefined;
  if (isErrorCode(b.code)) return domainError(b.code, message, details);
  return domainError(status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : status >= 500 ? 'UNAVAILABLE' : 'VALIDATION_FAILED', message, details);
}
