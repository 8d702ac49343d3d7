import { attach, createEffect, type Effect } from 'effector';

/*
 * Every money-moving call carries an idempotency key: one per attempt, kept
 * for every retry of that attempt (a retried call after a dropped answer is
 * then answered, not paid twice), renewed when the attempt changes. The key
 * itself comes from the browser (`crypto.randomUUID`, bound in the
 * composition root).
 */

/** A fresh key (bound in the browser to `crypto.randomUUID`). */
export const idempotencyKeyFx = createEffect<void, string>();

/** An effect that answers a fresh key for `payload`; its `done` carries both, so a flow can remember which attempt the key belongs to. */
export function keyForAttempt<P>(): Effect<P, string> {
  return attach({ effect: idempotencyKeyFx, mapParams: (_: P) => undefined });
}

/** An attempt: what is being paid, and the key every retry of it sends. */
export interface Attempt<P> {
  readonly payload: P;
  readonly key: string;
}

/** Whether a new press pays for the same thing as the remembered attempt (and so must send its key again). */
export function sameAttempt<P>(attempt: Attempt<P> | null, payload: P): attempt is Attempt<P> {
  return attempt !== null && JSON.stringify(attempt.payload) === JSON.stringify(payload);
}

/**
 * Whether a failure leaves the attempt's outcome unknown (the answer was lost,
 * the server was busy), so the next press retries it with the same key. A
 * definite refusal (declined, not enough credits, sold out) ends the attempt:
 * the next press is a new one, since a replayed key would only replay the refusal.
 */
export function outcomeUnknown(code: string): boolean {
  return code === 'UNAVAILABLE' || code === 'INTERNAL' || code === 'RATE_LIMITED';
}
