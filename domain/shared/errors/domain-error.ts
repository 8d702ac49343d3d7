import type { ErrorCode } from './codes.ts';

/**
 * An expected failure: a value, never a thrown exception. `message` is meant
 * for people (English; the UI may translate by `code`), `details` for machines
 * (for example the field that failed validation).
 */
export interface DomainError {
  readonly code: ErrorCode;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Builds a {@link DomainError}; `details` is left out when not given. */
export function domainError(
  code: ErrorCode,
  message: string,
  details?: Readonly<Record<string, unknown>>,
): DomainError {
  return details === undefined ? { code, message } : { code, message, details };
}
