import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';

/**
 * Names one call that must happen at most once: `scope` is the method and
 * caller (`placeOrder:user_42`), `key` the client's idempotency key, and
 * `fingerprint` a digest of the call's other params, so the same key with a
 * different payload is told apart.
 */
export interface IdempotentCall {
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
}

/**
 * Stripe's rule: the first answer to a key is kept for 24 hours and replayed
 * to every retry; the same key with another fingerprint is refused with
 * IDEMPOTENCY_KEY_REUSED. `work` runs inside one unit of work with the
 * claim of the key, so concurrent calls with one key wait for the first and
 * get its answer. An `Ok` answer is stored with the work's writes; an `Err`
 * is not (nothing was written, so a retry may try again). The answer must be
 * plain JSON (what a contract schema accepts), as a replay returns it parsed.
 */
export interface Idempotency {
  once<T>(call: IdempotentCall, work: () => Promise<Result<T, DomainError>>): Promise<Result<T, DomainError>>;
}
