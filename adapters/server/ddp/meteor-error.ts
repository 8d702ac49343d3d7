import { domainError, type DomainError } from '../../../domain/index.ts';
import { statusOf } from '../shared/error-status.ts';

/**
 * An error as it travels in DDP `result` and `nosub` messages: the shape a
 * serialized `Meteor.Error` has, so stock Meteor clients rebuild a real
 * `Meteor.Error` and simpleddp rejects with this object. `error` is the
 * numeric status of the domain code (DDP allows numbers, appendix 3) and
 * `details.code` carries the domain code itself, so a client switches on the
 * code instead of parsing `reason`.
 */
export interface MeteorError {
  readonly isClientSafe: true;
  readonly error: number;
  readonly reason: string;
  readonly message: string;
  readonly errorType: 'Meteor.Error';
  readonly details: Readonly<Record<string, unknown>>;
}

/** The wire form of a domain error; the domain `code` wins over a `code` key in its details. */
export function toMeteorError(error: DomainError): MeteorError {
  const status = statusOf(error.code);
  return {
    isClientSafe: true,
    error: status,
    reason: error.message,
    message: `${error.message} [${status}]`,
    errorType: 'Meteor.Error',
    details: { ...error.details, code: error.code },
  };
}

/** What a client learns about a bug on our side: nothing but that it happened (Meteor's wording). */
export function internalServerError(): MeteorError {
  return toMeteorError(domainError('INTERNAL', 'Internal server error'));
}

/** The error for a call to a method nobody registered (Meteor's wording). */
export function methodNotFound(name: string): MeteorError {
  return toMeteorError(domainError('NOT_FOUND', `Method '${name}' not found`));
}

/** The error for a subscription to a publication nobody registered (Meteor's wording). */
export function subscriptionNotFound(name: string): MeteorError {
  return toMeteorError(domainError('NOT_FOUND', `Subscription '${name}' not found`));
}
