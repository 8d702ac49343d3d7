import { createEffect } from 'effector';
import type { ErrorCode } from '../../../domain/index.ts';
import type { TranslationKey } from '../../i18n/resources.ts';

/*
 * What follows a started payment, the same for a checkout and a top-up:
 * paid at once → our result page; waiting for the buyer on the provider's
 * page (a confirmation step, a crypto invoice) → that page, which sends the
 * buyer back to /checkout/payment/{result}/{type}/{id}; waiting without a
 * page to open → our result page in its pending state. A refusal is one
 * translated sentence per catalogue code.
 */

/** What was paid for: an order group (`order`, id = the group) or credits (`credits`, id = the payment). */
export type PaymentSubject = 'order' | 'credits';
export type PaymentResult = 'success' | 'pending' | 'failure';

/** A payment right after it started, as `placeOrder` and `topUpCredits` report it. */
export interface StartedPaymentView {
  readonly id: string;
  readonly status: 'requires_action' | 'pending' | 'succeeded';
  readonly nextAction?: { readonly type: 'redirect'; readonly url: string };
}

/** Our result page for a payment. */
export function paymentResultPath(result: PaymentResult, subject: PaymentSubject, id: string): string {
  return `/checkout/payment/${result}/${subject}/${encodeURIComponent(id)}`;
}

/** Where the buyer goes next: one of our pages (`navigate`), or the provider's page (`leave`, a full page load). */
export type NextStep = { readonly kind: 'navigate'; readonly to: string } | { readonly kind: 'leave'; readonly url: string };

export function nextStepAfter(payment: StartedPaymentView, subject: PaymentSubject, id: string): NextStep {
  if (payment.status === 'succeeded') return { kind: 'navigate', to: paymentResultPath('success', subject, id) };
  if (payment.nextAction !== undefined) return { kind: 'leave', url: payment.nextAction.url };
  return { kind: 'navigate', to: paymentResultPath('pending', subject, id) };
}

/** Opens the provider's hosted page (bound in the browser to `location.assign`). */
export const openProviderPageFx = createEffect<string, void>();

/** A refusal as the page says it: a translated sentence, with the sold-out line's name when the server named it. */
export interface PaymentErrorView {
  readonly code: ErrorCode;
  readonly key: TranslationKey;
  readonly item?: string;
}

const ERROR_KEYS: Partial<Record<ErrorCode, TranslationKey>> = {
  OUT_OF_STOCK: 'payment.errors.outOfStock',
  PRODUCT_NOT_AVAILABLE: 'payment.errors.outOfStock',
  PRODUCT_NOT_FOUND: 'payment.errors.outOfStock',
  INSUFFICIENT_CREDITS: 'payment.errors.insufficientCredits',
  INSUFFICIENT_FUNDS: 'payment.errors.insufficientCredits',
  PAYMENT_DECLINED: 'payment.errors.declined',
  PAYMENT_METHOD_UNAVAILABLE: 'payment.errors.methodUnavailable',
  RATE_LIMITED: 'payment.errors.rateLimited',
  UNAVAILABLE: 'payment.errors.network',
  INTERNAL: 'payment.errors.network',
  UNAUTHENTICATED: 'payment.errors.signIn',
  VALIDATION_FAILED: 'payment.errors.invalid',
  IDEMPOTENCY_KEY_REUSED: 'payment.errors.changed',
  COUPON_INVALID: 'payment.errors.coupon',
  MEMBERSHIP_ALREADY_ACTIVE: 'payment.errors.alreadyMember',
  MEMBERSHIP_NOT_FOUND: 'payment.errors.notMember',
};

export function paymentErrorView(code: ErrorCode, item?: string): PaymentErrorView {
  const key = ERROR_KEYS[code] ?? 'payment.errors.generic';
  return item === undefined || code !== 'OUT_OF_STOCK' ? { code, key } : { code, key: 'payment.errors.outOfStockItem', item };
}
