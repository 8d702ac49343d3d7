/**
 * The checkout's coupon state (spec section 4): 'loading' while a code is
 * being judged, true when the server's quote accepted it, false when it
 * refused it, null when there is none. The state moves on three events:
 *
 * | event                          | from any state                                  |
 * | ------------------------------ | ----------------------------------------------- |
 * | a code applied (typed/cookie)  | '' → null, any other code → 'loading'           |
 * | a quote answered with a verdict| valid → true, invalid → false                   |
 * | a quote answered 'none'        | 'loading' → null, any other state kept          |
 * | the quote failed               | 'loading' → null, any other state kept          |
 *
 * Reading: a quote that carries no code (none) says nothing about a code
 * judged before, so it leaves a settled state alone; it only ends a wait.
 */

/** 'loading', valid (true), invalid (false) or none (null). */
export type CouponState = 'loading' | boolean | null;

/** How the server's quote judged the code it was sent. */
export type CouponVerdict = 'none' | 'valid' | 'invalid';

/** What happens to the coupon. */
export type CouponEvent =
  | { readonly type: 'applied'; readonly code: string }
  | { readonly type: 'answered'; readonly verdict: CouponVerdict }
  | { readonly type: 'failed' };

/** The coupon state after `event`; see the module's table. */
export function nextCouponState(state: CouponState, event: CouponEvent): CouponState {
  switch (event.type) {
    case 'applied':
      return event.code.trim() === '' ? null : 'loading';
    case 'answered':
      if (event.verdict === 'valid') return true;
      if (event.verdict === 'invalid') return false;
      return state === 'loading' ? null : state;
    case 'failed':
      return state === 'loading' ? null : state;
  }
}
