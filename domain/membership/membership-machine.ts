import { addOneMonth, RENEWAL_ATTEMPTS, RENEWAL_RETRY_DELAY_MS } from './plan.ts';

/**
 * An ig-plus membership as an explicit state machine, `(state, event) →
 * { state, effects }`, its deadlines kept as data (the period's end, the next
 * renewal attempt) for the scheduler to fire, never as in-memory timers.
 *
 * - `active`: paid until `periodEnd`; renews there unless cancelled at period end.
 * - `past_due`: a renewal failed; the member keeps the benefits while the
 *   charge is tried again every day, up to {@link RENEWAL_ATTEMPTS} tries in all.
 * - `ended`: cancelled at period end, cancelled while past due, or lapsed.
 *
 * A renewal that comes due asks for a `charge`; the caller answers with PAID
 * or RENEWAL_FAILED. A new period starts at the old one's end (a retried
 * renewal buys no free days). Timers that fire early or late and repeated
 * requests change nothing (same-state events are idempotent).
 */
export type MembershipStatus = 'active' | 'past_due' | 'ended';
export const MEMBERSHIP_STATUSES: readonly MembershipStatus[] = ['active', 'past_due', 'ended'];

export interface MembershipState {
  readonly status: MembershipStatus;
  readonly periodEnd: Date;
  readonly cancelAtPeriodEnd: boolean;
  readonly failedAttempts: number;
  readonly nextAttemptAt: Date | null;
}

export type MembershipEvent =
  | { readonly type: 'PAID'; readonly now: Date }
  | { readonly type: 'CANCEL_REQUESTED'; readonly now: Date }
  | { readonly type: 'RESUMED' }
  | { readonly type: 'RENEWAL_DUE'; readonly now: Date }
  | { readonly type: 'RENEWAL_FAILED'; readonly now: Date };

export type MembershipNotice = 'started' | 'renewed' | 'cancelled' | 'resumed' | 'renewal_failed' | 'lapsed' | 'ended';

export type MembershipEffect =
  | { readonly type: 'charge' }
  | { readonly type: 'setMember'; readonly on: boolean }
  | { readonly type: 'scheduleRenewal'; readonly at: Date }
  | { readonly type: 'notify'; readonly notice: MembershipNotice };

export interface MembershipTransition {
  readonly state: MembershipState;
  readonly effects: readonly MembershipEffect[];
}

/** Before the first purchase, and what the machine starts from when a lapsed member buys again. */
export const NO_MEMBERSHIP: MembershipState = { status: 'ended', periodEnd: new Date(0), cancelAtPeriodEnd: false, failedAttempts: 0, nextAttemptAt: null };

/** Whether the membership gives its benefits (the user's `igPlusActive`). */
export function membershipActive(state: MembershipState): boolean {
  return state.status !== 'ended';
}

const stay = (state: MembershipState): MembershipTransition => ({ state, effects: [] });

function paid(state: MembershipState, now: Date): MembershipTransition {
  const renewing = state.status !== 'ended';
  // A renewal (or a second payment racing the first) extends from the period's end; a new membership starts now.
  const fromEnd = addOneMonth(renewing ? state.periodEnd : now);
  const periodEnd = fromEnd > now ? fromEnd : addOneMonth(now);
  // Paying again means staying: a cancellation at period end is lifted.
  const next: MembershipState = { status: 'active', periodEnd, cancelAtPeriodEnd: false, failedAttempts: 0, nextAttemptAt: null };
  return {
    state: next,
    effects: [{ type: 'setMember', on: true }, { type: 'scheduleRenewal', at: periodEnd }, { type: 'notify', notice: renewing ? 'renewed' : 'started' }],
  };
}

function end(state: MembershipState, notice: MembershipNotice): MembershipTransition {
  return { state: { ...state, status: 'ended', nextAttemptAt: null }, effects: [{ type: 'setMember', on: false }, { type: 'notify', notice }] };
}

function renewalDue(state: MembershipState, now: Date): MembershipTransition {
  switch (state.status) {
    case 'ended':
      return stay(state);
    case 'active':
      if (now < state.periodEnd) return stay(state);
      return state.cancelAtPeriodEnd ? end(state, 'ended') : { state, effects: [{ type: 'charge' }] };
    case 'past_due':
      return state.nextAttemptAt !== null && now < state.nextAttemptAt ? stay(state) : { state, effects: [{ type: 'charge' }] };
  }
}

function renewalFailed(state: MembershipState, now: Date): MembershipTransition {
  if (state.status === 'ended') return stay(state);
  const failedAttempts = state.failedAttempts + 1;
  if (failedAttempts >= RENEWAL_ATTEMPTS) return end({ ...state, failedAttempts }, 'lapsed');
  const nextAttemptAt = new Date(now.getTime() + RENEWAL_RETRY_DELAY_MS);
  return {
    state: { ...state, status: 'past_due', failedAttempts, nextAttemptAt },
    effects: [{ type: 'scheduleRenewal', at: nextAttemptAt }, { type: 'notify', notice: 'renewal_failed' }],
  };
}

function cancelRequested(state: MembershipState): MembershipTransition {
  switch (state.status) {
    case 'active':
      return state.cancelAtPeriodEnd ? stay(state) : { state: { ...state, cancelAtPeriodEnd: true }, effects: [{ type: 'notify', notice: 'cancelled' }] };
    // Nothing paid is left to run out: a member who cancels while a renewal fails ends now.
    case 'past_due':
      return end(state, 'ended');
    case 'ended':
      return stay(state);
  }
}

function resumed(state: MembershipState): MembershipTransition {
  // The renewal timer at the period's end was never removed: it renews again once the flag is off.
  return state.status === 'active' && state.cancelAtPeriodEnd ? { state: { ...state, cancelAtPeriodEnd: false }, effects: [{ type: 'notify', notice: 'resumed' }] } : stay(state);
}

/** The next state of a membership and the effects to run, in order. */
export function transitionMembership(state: MembershipState, event: MembershipEvent): MembershipTransition {
  switch (event.type) {
    case 'PAID':
      return paid(state, event.now);
    case 'CANCEL_REQUESTED':
      return cancelRequested(state);
    case 'RESUMED':
      return resumed(state);
    case 'RENEWAL_DUE':
      return renewalDue(state, event.now);
    case 'RENEWAL_FAILED':
      return renewalFailed(state, event.now);
  }
}
