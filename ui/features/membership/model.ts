import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import * as v from 'valibot';
import type { BuyIgPlusAnswer, BuyIgPlusParams, IgPlusAnswer, MembershipView } from '../../../contracts/membership/index.ts';
import { cardNumber } from '../../../contracts/payments/index.ts';
import { formatMoney, mustMoney, quoteCart, quoteLinesOf, type CurrencyCode, type DomainError } from '../../../domain/index.ts';
import { $isLoggedIn, $user } from '../accounts/session/model.ts';
import { openProviderPageFx, paymentErrorView, type PaymentErrorView } from '../payments/outcome.ts';
import { $displayCurrency } from '../shared/currency/model.ts';
import { keyForAttempt } from '../shared/idempotency/model.ts';
import { $page, navigationRequested } from '../shared/page/model.ts';
import { $cart } from '../shopping/cart/model.ts';

/*
 * /ig-plus and /ig-plus/success: the month's price in the shopper's currency
 * (the server's), what the membership would take off the cart they hold
 * (the domain's pricing, the same rule the checkout applies), buying with
 * credits, card or crypto, and the member's renewal, cancel and resume.
 */

export type PlusMethod = BuyIgPlusParams['method'];
type Purchase = Omit<BuyIgPlusParams, 'idempotencyKey'>;

export const loadIgPlusFx = createEffect<{ readonly currency: string }, IgPlusAnswer, DomainError>();
export const buyIgPlusFx = createEffect<BuyIgPlusParams, BuyIgPlusAnswer, DomainError>();
export const cancelIgPlusFx = createEffect<void, MembershipView, DomainError>();
export const resumeIgPlusFx = createEffect<void, MembershipView, DomainError>();
const purchaseKeyFx = keyForAttempt<Purchase>();

export const plusMethodChosen = createEvent<PlusMethod>();
export const plusCardChanged = createEvent<string>();
/** The join form's "keep this card for renewals" box. */
export const keepCardToggled = createEvent<boolean>();
export const joinClicked = createEvent();
export const cancelMembershipClicked = createEvent();
export const resumeMembershipClicked = createEvent();

export const $igPlus = createStore<IgPlusAnswer | null>(null, { sid: 'igPlus/$answer', serialize: 'ignore' }).on(loadIgPlusFx.doneData, (_, a) => a);
export const $plusMethod = createStore<PlusMethod>('CREDITS', { sid: 'igPlus/$method', serialize: 'ignore' }).on(plusMethodChosen, (_, m) => m);
export const $plusCard = createStore('', { sid: 'igPlus/$card', serialize: 'ignore' }).on(plusCardChanged, (_, text) => text);
export const $plusCardValid = $plusCard.map((text) => v.is(cardNumber, text));
export const $keepCard = createStore(false, { sid: 'igPlus/$keepCard', serialize: 'ignore' }).on(keepCardToggled, (_, on) => on);
export const $plusError = createStore<PaymentErrorView | null>(null, { sid: 'igPlus/$error', serialize: 'ignore' })
  .on([buyIgPlusFx.failData, cancelIgPlusFx.failData, resumeIgPlusFx.failData], (_, e) => paymentErrorView(e.code))
  .reset([joinClicked, plusMethodChosen, cancelMembershipClicked, resumeMembershipClicked]);
export const $plusBusy = combine(buyIgPlusFx.pending, purchaseKeyFx.pending, cancelIgPlusFx.pending, resumeIgPlusFx.pending, (a, b, c, d) => a || b || c || d);

/** The membership as shown: null for visitors and users who never joined. */
export const $membership = $igPlus.map((a) => a?.membership ?? null);
/** Whether benefits run now (active, or past due while a renewal is retried). */
export const $isMember = combine($membership, $user, (m, user) => (m !== null ? m.status !== 'ended' : (user?.igPlusActive ?? false)));
export const $plusPrice = $igPlus.map((a) => (a === null ? null : formatMoney(mustMoney(a.price.minor, a.price.currency as CurrencyCode))));

/** What ig-plus would take off the cart the shopper holds now, in the display currency; null with an empty cart. */
export const $cartSaving = combine($cart, $displayCurrency, (cart, display) => {
  if (cart.length === 0) return null;
  const quote = quoteCart({ lines: quoteLinesOf(cart), currency: display.currency, rate: display.rate, igPlusActive: true }).unwrapOr(null);
  return quote === null || quote.membershipDiscount.minor === 0 ? null : { saving: formatMoney(quote.membershipDiscount), fee: formatMoney(quote.serviceFee) };
});

export const $canJoin = combine($plusMethod, $plusCardValid, $plusBusy, $isLoggedIn, (method, cardValid, busy, loggedIn) => loggedIn && !busy && (method !== 'CARD' || cardValid));

const $shown = combine($page, $displayCurrency, $isLoggedIn, $user, (page, display, loggedIn, user) =>
  page.name === 'igPlus' || page.name === 'igPlusSuccess' ? { currency: display.currency as string, loggedIn, member: user?.igPlusActive ?? false } : null,
);
// Reloads on opening the page, a currency or session change, the member flag turning (a card payment landing), and after each step.
sample({ clock: [$shown.updates, buyIgPlusFx.done, cancelIgPlusFx.done, resumeIgPlusFx.done], source: $shown, filter: Boolean, fn: (s) => ({ currency: s.currency }), target: loadIgPlusFx });

const wanted = sample({
  clock: joinClicked,
  source: { can: $canJoin, method: $plusMethod, card: $plusCard, keep: $keepCard, display: $displayCurrency },
  filter: ({ can }) => can,
  fn: ({ method, card, keep, display }): Purchase => ({
    currency: display.currency,
    method,
    ...(method === 'CARD' ? { card: card.replace(/[\s-]/g, ''), ...(keep ? { saveCard: true } : {}) } : {}),
  }),
});
sample({ clock: wanted, target: purchaseKeyFx });
sample({ clock: purchaseKeyFx.done, fn: ({ params, result }): BuyIgPlusParams => ({ ...params, idempotencyKey: result }), target: buyIgPlusFx });

const bought = buyIgPlusFx.doneData;
sample({ clock: bought, filter: (a) => a.payment?.nextAction !== undefined, fn: (a) => a.payment?.nextAction?.url ?? '', target: openProviderPageFx });
sample({
  clock: bought,
  filter: (a) => a.payment?.nextAction === undefined,
  fn: (a) => ({ to: a.payment === null ? '/ig-plus/success' : `/ig-plus/success?payment=${encodeURIComponent(a.payment.id)}`, replace: false }),
  target: navigationRequested,
});
sample({ clock: cancelMembershipClicked, target: cancelIgPlusFx });
sample({ clock: resumeMembershipClicked, target: resumeIgPlusFx });
// Leaving the pages forgets the card number.
sample({ clock: $page.updates, filter: (page) => page.name !== 'igPlus', target: [$plusCard.reinit, $plusError.reinit, $keepCard.reinit] });
