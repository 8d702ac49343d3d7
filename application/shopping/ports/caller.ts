import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../../domain/index.ts';

/**
 * Who is calling a realtime method, as the connection knows it. The DDP layer
 * builds it from the logged-in session, never from anything in the params,
 * so a client cannot claim another user's id or a role it does not hold.
 */
export interface Caller {
  /** Null for a visitor who has not logged in. */
  readonly userId: string | null;
  /** The logged-in user's roles (empty for visitors). */
  readonly roles: readonly string[];
  /** The peer address, for per-caller limits on anonymous calls. */
  readonly clientAddress: string;
}

/** Why a call that needs a login was refused; one message so clients can show it as is. */
export const UNAUTHENTICATED_MESSAGE = 'You must be logged in';
/** Why a call that needs a role was refused; it does not say which role, to tell probers nothing. */
export const FORBIDDEN_MESSAGE = 'Access denied';

/** The caller's user id, or UNAUTHENTICATED (401) for a visitor. */
export function requireUser(caller: Caller): Result<string, DomainError> {
  return caller.userId === null ? err(domainError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE)) : ok(caller.userId);
}

/**
 * The caller's user id when they hold at least one of `roles`. A visitor gets
 * UNAUTHENTICATED (401) rather than FORBIDDEN, so the client knows logging in
 * may help; a user without the role gets FORBIDDEN (403).
 */
export function requireRole(caller: Caller, roles: readonly string[]): Result<string, DomainError> {
  return requireUser(caller).andThen((userId) =>
    caller.roles.some((r) => roles.includes(r)) ? ok(userId) : err(domainError('FORBIDDEN', FORBIDDEN_MESSAGE)),
  );
}
