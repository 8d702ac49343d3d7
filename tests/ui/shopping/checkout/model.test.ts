import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import type { CheckoutQuote, CheckoutQuoteRequest } from '../../../../application/shopping/ports/cart-channel.ts';
import { domainError, type CurrencyCode } from '../../../../domain/index.ts';
import { appHydrated } from '../../../../ui/features/shared/app/model.ts';
import { $cart, lineSteppedUp } from '../../../../ui/features/shopping/cart/model.ts';
import { $checkoutGate, $checkoutStatus, $checkoutSummary, $couponState, $quoteError, couponApplied, couponInputChanged, quoteRetried } from '../../../../ui/features/shopping/checkout/model.ts';
import { $chosenCurrency, $rates, currencyChosen } from '../../../../ui/features/shared/currency/model.ts';
import { pageResolved } from '../../../../ui/features/shared/page/model.ts';
import { $toasts } from '../../../../ui/features/shared/toasts/model.ts';
import { line } from '../cart/fixtures.ts';
import { CHECKOUT, HOME, usd, serverQuote, browser, toastTitles } from './checkout-harness.ts';

describe('checkout model: starting', () => {
  it('waits for sign-in: an anonymous visitor is asked to sign in and nothing is sent', async () => {
    const { scope, quotes, checks } = browser({ signedIn: false, stored: [line('a')] });
    await allSettled(appHydrated, { scope });
    await allSettled(pageResolved, { scope, params: CHECKOUT });
    expect(scope.getState($checkoutGate)).toBe('signIn');
    expect(scope.getState($checkoutStatus)).toBe('waiting');
    expect(quotes).toEqual([]);
    // The cart's own check on load is the only call.
    expect(checks).toHaveLength(1);
  });

  it('checks the cart first, then asks the server for the quote with listings and quantities only', async () => {
    const { scope, quotes } = browser({ stored: [line('a', { quantity: 2, price: usd(1) }), line('b', { selectedService: { _id: 'svc', maxQuantity: 3 } })] });
    await allSettled(appHydrated, { scope });
    expect(scope.getState($checkoutStatus)).toBe('ready');
    expect(quotes).toEqual([
      {
        lines: [
          { productId: 'a', quantity: 2 },
          { productId: 'b', quantity: 1, selectedServiceId: 'svc' },
        ],
        currency: 'USD',
      },
    ]);
  });

  it("shows the local estimate only while the server's quote loads, then the server's numbers", async () => {
    let answer: (quote: CheckoutQuote) => void = () => undefined;
    const { scope } = browser({
      stored: [line('a', { quantity: 2, price: usd(1) })],
      quote: () => new Promise<CheckoutQuote>((resolve) => (answer = resolve)),
    });
    const loading = allSettled(appHydrated, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The tampered local price ($0.01) is only a placeholder.
    expect(scope.getState($checkoutSummary)).toMatchObject({ source: 'estimate', subtotal: '$0.02' });
    answer(serverQuote({ lines: [{ productId: 'a', quantity: 2 }], currency: 'USD' }));
    await loading;
    expect(scope.getState($checkoutSummary)).toMatchObject({ source: 'server', subtotal: '$14.00', serviceFee: '$1.89', total: '$15.89', couponDiscount: null, membershipDiscount: null });
    expect(scope.getState($checkoutSummary)?.lines[0]).toMatchObject({ itemName: 'Item a', lineTotal: '$14.00', unitPrice: '$7.00' });
  });

  it('refuses checkout when the check empties the cart, without asking for a quote', async () => {
    const { scope, quotes } = browser({ stored: [line('a')], check: () => ({ errors: [{ _id: 'a', error: 'PRODUCT_NOT_AVAILABLE' }] }) });
    await allSettled(appHydrated, { scope });
    expect(scope.getState($checkoutStatus)).toBe('empty');
    expect(quotes).toEqual([]);
    expect(toastTitles(scope)).toEqual(['Item a is no longer available and was removed from your cart.']);
  });

  it('an empty cart is refused straight away', async () => {
    const { scope, quotes, checks } = browser({ stored: [] });
    await allSettled(appHydrated, { scope });
    expect(scope.getState($checkoutStatus)).toBe('empty');
    expect(checks).toEqual([]);
    expect(quotes).toEqual([]);
  });

  it('starts over on another page and again when the buyer comes back', async () => {
    const { scope, quotes } = browser({ stored: [line('a')] });
    await allSettled(appHydrated, { scope });
    await allSettled(pageResolved, { scope, params: HOME });
    expect(scope.getState($checkoutStatus)).toBe('waiting');
    expect(scope.getState($checkoutSummary)?.source).toBe('estimate');
    await allSettled(pageResolved, { scope, params: CHECKOUT });
    expect(scope.getState($checkoutStatus)).toBe('ready');
    expect(quotes).toHaveLength(2);
  });
});

describe('checkout model: asking again', () => {
  it('asks again when the cart or the currency changes; only the latest answer counts', async () => {
    const pending: { request: CheckoutQuoteRequest; resolve: (q: CheckoutQuote) => void }[] = [];
    const { scope } = browser({
      stored: [line('a')],
      quote: (request) => new Promise<CheckoutQuote>((resolve) => pending.push({ request, resolve })),
    });
    const settled = allSettled(appHydrated, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const stepping = allSettled(lineSteppedUp, { scope, params: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pending.map((p) => p.request.lines)).toEqual([[{ productId: 'a', quantity: 1 }], [{ productId: 'a', quantity: 2 }]]);
    const [first, second] = pending;
    second?.resolve(serverQuote(second.request));
    first?.resolve(serverQuote(first.request));
    await Promise.all([settled, stepping]);
    expect(scope.getState($checkoutSummary)).toMatchObject({ source: 'server', subtotal: '$14.00' });
  });

  it('asks in the newly chosen currency', async () => {
    const { scope, quotes } = browser({ stored: [line('a')] });
    await allSettled($rates, { scope, params: [{ currency: 'EUR' as CurrencyCode, rate: 0.9 }] });
    await allSettled(appHydrated, { scope });
    await allSettled(currencyChosen, { scope, params: 'EUR' });
    expect(scope.getState($chosenCurrency)).toBe('EUR');
    expect(quotes.map((q) => q.currency)).toEqual(['USD', 'EUR']);
  });

  it("applies the server's clamped and unavailable lines to the cart, then asks again", async () => {
    const { scope, quotes } = browser({
      stored: [line('a', { quantity: 5 }), line('b', { itemName: 'Gone sword' })],
      // Three of 'a' are left; 'b' is gone.
      quote: (request) => {
        const base = serverQuote(request);
        if (request.lines.length === 1) return { ...base, lines: base.lines.map((l) => ({ ...l, maxQuantity: 3 })) };
        return {
          ...base,
          lines: [
            { productId: 'a', requestedQuantity: 5, quantity: 3, availability: 'CLAMPED', maxQuantity: 3, unitPrice: usd(700), lineTotal: usd(2100), volumeDiscountPercent: 0 },
            { productId: 'b', requestedQuantity: 1, quantity: 0, availability: 'PRODUCT_NOT_FOUND', maxQuantity: null, unitPrice: null, lineTotal: null, volumeDiscountPercent: 0 },
          ],
        };
      },
    });
    await allSettled(appHydrated, { scope });
    expect(scope.getState($cart).map((l) => [l._id, l.quantity, l.maxQuantity])).toEqual([['a', 3, 3]]);
    expect(quotes.map((q) => q.lines)).toEqual([
      [
        { productId: 'a', quantity: 5 },
        { productId: 'b', quantity: 1 },
      ],
      [{ productId: 'a', quantity: 3 }],
    ]);
    expect(toastTitles(scope)).toEqual(['Gone sword is no longer available and was removed from your cart.']);
  });

  it('says so when the quote fails, and tries again on request', async () => {
    let fail = true;
    const { scope } = browser({
      stored: [line('a')],
      quote: (request) => {
        if (fail) throw domainError('UNAVAILABLE', 'offline');
        return serverQuote(request);
      },
    });
    await allSettled(appHydrated, { scope });
    expect(scope.getState($quoteError)).toBe('UNAVAILABLE');
    fail = false;
    await allSettled(quoteRetried, { scope });
    expect(scope.getState($quoteError)).toBeNull();
    expect(scope.getState($checkoutSummary)?.source).toBe('server');
  });
});

describe('checkout model: coupons', () => {
  const withCoupon = (request: CheckoutQuoteRequest): CheckoutQuote => {
    const code = request.couponCode;
    if (code === undefined) return serverQuote(request);
    if (code === 'WELCOME10') return serverQuote(request, { coupon: { status: 'valid', code, affiliate: false, discountType: 'PERCENT', amount: 10 }, couponDiscount: usd(89), total: usd(800) });
    return serverQuote(request, {
      coupon: {
        status: 'invalid',
        code,
        affiliate: request.affiliate ?? false,
        error: request.affiliate === true ? { code: 'AFFILIATE_CODE_INVALID', message: 'Affiliate code is invalid' } : { code: 'COUPON_INVALID', message: 'Coupon code is invalid' },
      },
    });
  };

  it('sends a typed code (trimmed) and shows the discount once the server accepts it', async () => {
    let answer: () => void = () => undefined;
    const { scope, quotes } = browser({
      stored: [line('a')],
      quote: (request) => (request.couponCode === undefined ? withCoupon(request) : new Promise<CheckoutQuote>((resolve) => (answer = () => resolve(withCoupon(request))))),
    });
    await allSettled(appHydrated, { scope });
    await allSettled(couponInputChanged, { scope, params: '  WELCOME10 ' });
    const applying = allSettled(couponApplied, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($couponState)).toBe('loading');
    answer();
    await applying;
    expect(quotes.at(-1)).toMatchObject({ couponCode: 'WELCOME10', affiliate: false });
    expect(scope.getState($couponState)).toBe(true);
    expect(scope.getState($checkoutSummary)).toMatchObject({ couponDiscount: '−$0.89', total: '$8.00' });
  });

  it('sends no code when the field is empty: the state is none', async () => {
    const { scope, quotes } = browser({ stored: [line('a')], quote: withCoupon });
    await allSettled(appHydrated, { scope });
    await allSettled(couponInputChanged, { scope, params: 'WELCOME10' });
    await allSettled(couponApplied, { scope });
    await allSettled(couponInputChanged, { scope, params: '   ' });
    await allSettled(couponApplied, { scope });
    expect(quotes.at(-1)).not.toHaveProperty('couponCode');
    expect(scope.getState($couponState)).toBeNull();
  });

  it("refuses a bad code with a toast of the server's message and does not send it again", async () => {
    const { scope, quotes } = browser({ stored: [line('a', { maxQuantity: 5 })], quote: withCoupon });
    await allSettled(appHydrated, { scope });
    await allSettled(couponInputChanged, { scope, params: 'NOPE' });
    await allSettled(couponApplied, { scope });
    expect(scope.getState($couponState)).toBe(false);
    expect(toastTitles(scope)).toEqual(['Coupon code is invalid']);
    expect(scope.getState($toasts)[0]?.color).toBe('red');
    await allSettled(lineSteppedUp, { scope, params: 'a' });
    expect(quotes.at(-1)).not.toHaveProperty('couponCode');
    expect(scope.getState($couponState)).toBe(false);
  });

  it("applies the affiliate cookie's code by itself, and a bad one says 'Affiliate code is invalid'", async () => {
    const { scope, quotes } = browser({ stored: [line('a')], quote: withCoupon, affiliate: 'BADPARTNER' });
    await allSettled(appHydrated, { scope });
    expect(quotes[0]).toMatchObject({ couponCode: 'BADPARTNER', affiliate: true });
    expect(toastTitles(scope)).toEqual(['Affiliate code is invalid']);
    expect(scope.getState($couponState)).toBe(false);
  });
});

describe('checkout model: ig-plus', () => {
  it("shows the membership discount of the server's answer for a member", async () => {
    const { scope } = browser({
      stored: [line('a')],
      user: { igPlusActive: true },
      quote: (request) => serverQuote(request, { igPlusActive: true, membershipDiscount: usd(157), total: usd(732) }),
    });
    await allSettled(appHydrated, { scope });
    expect(scope.getState($checkoutSummary)).toMatchObject({ source: 'server', membershipDiscount: '−$1.57', total: '$7.32' });
  });
});
