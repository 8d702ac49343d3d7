/** A forked storefront on /checkout with the effects the checkout model calls, for its model tests. */
import { fork, type Effect, type Scope, type StoreWritable } from 'effector';

/** A store's starting value and an effect's fake, as `fork` takes them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fork's own pair types are `any`-typed
export type StorePair = [StoreWritable<any>, unknown];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export type HandlerPair = [Effect<any, any, any>, (params: any) => unknown];
import type { AvailabilityRequest, CheckoutQuote, CheckoutQuoteRequest } from '../../../../application/shopping/ports/cart-channel.ts';
import { mustMoney, type AvailabilityResponse, type Cart, type CurrencyCode, type PublicUser, type SessionState } from '../../../../domain/index.ts';
import { checkAvailabilityFx, clearCartCloseDelayFx, detectWebViewFx, readCartFx, writeCartFx } from '../../../../ui/features/shopping/cart/model.ts';
import { checkoutQuoteFx, readAffiliateCodeFx } from '../../../../ui/features/shopping/checkout/model.ts';
import { $page, type CurrentPage } from '../../../../ui/features/shared/page/model.ts';
import { $session, $user, readSessionHintFx } from '../../../../ui/features/accounts/session/model.ts';
import { $toasts, toastRemoveDelayFx, toastTimerFx, type ToastTimer } from '../../../../ui/features/shared/toasts/model.ts';
export const CHECKOUT: CurrentPage = { name: 'checkout', layout: 'checkout', params: {}, pathname: '/checkout', search: '', status: 200 };
export const HOME: CurrentPage = { name: 'home', layout: 'default', params: {}, pathname: '/', search: '', status: 200 };
export const SIGNED_IN: SessionState = { status: 'loggedIn', userId: 'u1', user: null };

export const usd = (minor: number) => mustMoney(minor, 'USD' as CurrencyCode);

/** The server's answer for a request, as the real use case would shape it (prices are the test's "stored" ones). */
export function serverQuote(request: CheckoutQuoteRequest, overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  const lines = request.lines.map((l) => ({
    productId: l.productId,
    requestedQuantity: l.quantity,
    quantity: l.quantity,
    availability: 'AVAILABLE' as const,
    maxQuantity: 10,
    unitPrice: usd(700),
    lineTotal: usd(700 * l.quantity),
    volumeDiscountPercent: 0,
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal.minor, 0);
  return {
    currency: request.currency as CurrencyCode,
    rate: 1,
    fellBackToUsd: false,
    igPlusActive: false,
    lines,
    subtotal: usd(subtotal),
    serviceFeePercent: 9.5,
    serviceFee: usd(189),
    membershipDiscount: usd(0),
    couponDiscount: usd(0),
    couponCapped: false,
    couponBeforeCap: usd(0),
    total: usd(subtotal + 189),
    coupon: { status: 'none' },
    purchasable: true,
    ...overrides,
  };
}

export interface Options {
  readonly stored?: Cart;
  readonly signedIn?: boolean;
  readonly hasSession?: boolean;
  readonly user?: Partial<PublicUser>;
  readonly check?: (request: AvailabilityRequest) => AvailabilityResponse;
  readonly quote?: (request: CheckoutQuoteRequest) => CheckoutQuote | Promise<CheckoutQuote>;
  readonly affiliate?: string | null;
  /** More store values and effect handlers (the payment's, in its tests). */
  readonly values?: readonly StorePair[];
  readonly handlers?: readonly HandlerPair[];
}

export function browser(options: Options = {}) {
  const quotes: CheckoutQuoteRequest[] = [];
  const checks: AvailabilityRequest[] = [];
  const scope: Scope = fork({
    values: [
      [$page, CHECKOUT],
      [$session, options.signedIn === false ? { status: 'anonymous' } : SIGNED_IN],
      [$user, options.signedIn === false ? null : ({ id: 'u1', igPlusActive: false, ...options.user } as PublicUser)],
      ...(options.values ?? []),
    ] as StorePair[],
    handlers: [
      [readCartFx, () => JSON.stringify(options.stored ?? [])],
      [writeCartFx, () => undefined],
      [checkAvailabilityFx, (request: AvailabilityRequest) => (checks.push(request), options.check?.(request) ?? { errors: [] })],
      [detectWebViewFx, () => false],
      [clearCartCloseDelayFx, () => undefined],
      [readSessionHintFx, () => options.hasSession ?? false],
      [checkoutQuoteFx, (request: CheckoutQuoteRequest) => (quotes.push(request), (options.quote ?? serverQuote)(request))],
      [readAffiliateCodeFx, () => options.affiliate ?? null],
      [toastTimerFx, (timer: ToastTimer) => ({ ...timer, token: -1 })],
      [toastRemoveDelayFx, (id: string) => id],
      ...(options.handlers ?? []),
    ] as HandlerPair[],
  });
  return { scope, quotes, checks };
}

export const toastTitles = (scope: Scope) => scope.getState($toasts).map((t) => t.title);
