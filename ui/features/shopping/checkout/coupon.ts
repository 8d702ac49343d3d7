import { createEffect, createEvent, createStore, sample } from 'effector';
import { nextCouponState, type CouponState, type CouponUnusableReason, type ErrorCode } from '../../../../domain/index.ts';
import type { TranslationKey } from '../../../i18n/resources.ts';
import { appHydrated } from '../../shared/app/model.ts';
import { translateToastFx, type ToastMessage } from '../cart/model.ts';
import { $appliedCoupon, couponChanged, quoteAnswered, quoteFailed } from './quote.ts';
import { checkoutStarted } from './status.ts';

/*
 * The coupon (spec section 4): its state is 'loading', valid (true), invalid
 * (false) or none (null), moved by the domain's `nextCouponState`. The code
 * is sent only when non-empty; an affiliate code from the `affiliate` cookie
 * applies by itself when no coupon was typed. A refused code shows a toast
 * with the server's message (translated by its reason when a real code is
 * out of its dates or limits, else by its error code) and is not sent again.
 */

/** The `affiliate` cookie's code, if any. */
export const readAffiliateCodeFx = createEffect<void, string | null>(() => null);

/** The cookie's code as last read: sent with `placeOrder`, which attributes the order to its affiliate when no affiliate code was entered. */
export const $affiliateCookieCode = createStore<string | null>(null, { sid: 'checkout/$affiliateCookieCode', serialize: 'ignore' });
$affiliateCookieCode.on(readAffiliateCodeFx.doneData, (_, code) => (code === null || code.trim() === '' ? null : code.trim()));

export const couponInputChanged = createEvent<string>();
export const couponApplied = createEvent();

export const $couponInput = createStore('', { sid: 'checkout/$couponInput', serialize: 'ignore' });
export const $couponState = createStore<CouponState>(null, { sid: 'checkout/$couponState', serialize: 'ignore' });

// The affiliate cookie is read at hydration (so the first quote already carries its code) and again when checkout starts.
sample({ clock: [appHydrated, checkoutStarted], target: readAffiliateCodeFx });

/** An affiliate code from the cookie, applied when the buyer has not typed or applied a code of their own. */
const affiliateApplied = sample({
  clock: readAffiliateCodeFx.doneData,
  source: { applied: $appliedCoupon, input: $couponInput, state: $couponState },
  filter: ({ applied, input, state }, code) => applied === null && input.trim() === '' && state === null && code !== null && code.trim() !== '',
  fn: (_, code) => (code ?? '').trim(),
});
sample({ clock: affiliateApplied, fn: (code) => ({ code, affiliate: true }), target: $appliedCoupon });
sample({ clock: affiliateApplied, target: $couponInput });

$couponInput.on(couponInputChanged, (_, value) => value);
const appliedCode = sample({ clock: couponApplied, source: $couponInput, fn: (input) => input.trim() });
sample({ clock: appliedCode, fn: (code) => (code === '' ? null : { code, affiliate: false }), target: $appliedCoupon });

// The state follows the domain's table: applying waits, an answer decides, a failure ends the wait.
sample({ clock: [appliedCode, affiliateApplied], source: $couponState, fn: (state, code) => nextCouponState(state, { type: 'applied', code }), target: $couponState });
sample({ clock: [appliedCode, affiliateApplied], target: couponChanged });
sample({ clock: quoteAnswered, source: $couponState, fn: (state, quote) => nextCouponState(state, { type: 'answered', verdict: quote.coupon.status }), target: $couponState });
sample({ clock: quoteFailed, source: $couponState, fn: (state) => nextCouponState(state, { type: 'failed' }), target: $couponState });

const refused = quoteAnswered.filterMap((quote) => (quote.coupon.status === 'invalid' ? quote.coupon : undefined));
// A refused code is not sent again with the next quote; its state stays invalid until the buyer applies another.
sample({ clock: refused, fn: () => null, target: $appliedCoupon });
sample({
  clock: refused,
  fn: (coupon): ToastMessage => ({
    id: 'coupon-invalid',
    key: (coupon.reason === undefined ? undefined : COUPON_REASON_KEYS[coupon.reason]) ?? COUPON_ERROR_KEYS[coupon.error.code] ?? 'toasts.couponInvalid',
    fallback: coupon.error.message,
    color: 'red',
  }),
  target: translateToastFx,
});

/** The translated text of the server's coupon refusals; another code shows the server's own message. */
const COUPON_ERROR_KEYS: Partial<Record<ErrorCode, TranslationKey>> = {
  COUPON_INVALID: 'toasts.couponInvalid',
  AFFILIATE_CODE_INVALID: 'toasts.affiliateInvalid',
};

/** Why a real code is refused (out of its dates, past its limits), each in the buyer's language. */
const COUPON_REASON_KEYS: Readonly<Record<CouponUnusableReason, TranslationKey>> = {
  NOT_YET_VALID: 'toasts.couponNotYetValid',
  EXPIRED: 'toasts.couponExpired',
  USED_UP: 'toasts.couponUsedUp',
  ALREADY_USED: 'toasts.couponAlreadyUsed',
};
