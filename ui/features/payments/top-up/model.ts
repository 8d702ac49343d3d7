import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import * as v from 'valibot';
import { cardNumber, type TopUpCreditsAnswer, type TopUpCreditsParams } from '../../../../contracts/payments/index.ts';
import { formatMoney, type DomainError } from '../../../../domain/index.ts';
import { $displayCurrency } from '../../shared/currency/model.ts';
import { keyForAttempt, outcomeUnknown, sameAttempt, type Attempt } from '../../shared/idempotency/model.ts';
import { $page, navigationRequested } from '../../shared/page/model.ts';
import { nextStepAfter, openProviderPageFx, paymentErrorView, type PaymentErrorView } from '../outcome.ts';
import { typedAmount } from './amount.ts';

/*
 * Topping up credits on /dashboard/finances/credits: an amount (a preset or
 * typed, in the currency shown), card or crypto, then `topUpCredits` with one
 * idempotency key per attempt, followed as a checkout is (outcome.ts).
 */

export type TopUpMethod = TopUpCreditsParams['method'];
type TopUpPayload = Omit<TopUpCreditsParams, 'idempotencyKey'>;

/** `topUpCredits` over DDP. */
export const topUpCreditsFx = createEffect<TopUpCreditsParams, TopUpCreditsAnswer, DomainError>();
const topUpKeyFx = keyForAttempt<TopUpPayload>();

export const topUpAmountChanged = createEvent<string>();
export const topUpPresetChosen = createEvent<number>();
export const topUpMethodChosen = createEvent<TopUpMethod>();
export const topUpCardChanged = createEvent<string>();
export const topUpClicked = createEvent();

export const $topUpAmountText = createStore('', { sid: 'topUp/$amountText', serialize: 'ignore' })
  .on(topUpAmountChanged, (_, text) => text)
  .on(topUpPresetChosen, (_, major) => String(major));
export const $topUpMethod = createStore<TopUpMethod>('CARD', { sid: 'topUp/$method', serialize: 'ignore' }).on(topUpMethodChosen, (_, m) => m);
export const $topUpCard = createStore('', { sid: 'topUp/$card', serialize: 'ignore' }).on(topUpCardChanged, (_, text) => text);
const $attempt = createStore<Attempt<TopUpPayload> | null>(null, { sid: 'topUp/$attempt', serialize: 'ignore' });
export const $topUpError = createStore<PaymentErrorView | null>(null, { sid: 'topUp/$error', serialize: 'ignore' });
export const $toppingUp = combine(topUpCreditsFx.pending, topUpKeyFx.pending, (a, b) => a || b);

/** The amount as money in the currency shown; null while the text is not an amount. */
export const $topUpAmount = combine($topUpAmountText, $displayCurrency, (text, display) => typedAmount(text, display.currency));
export const $topUpAmountLabel = $topUpAmount.map((amount) => (amount === null ? null : formatMoney(amount)));
export const $topUpCardValid = $topUpCard.map((text) => v.is(cardNumber, text));
export const $canTopUp = combine($topUpAmount, $topUpMethod, $topUpCardValid, $toppingUp, (amount, method, cardValid, busy) => amount !== null && !busy && (method !== 'CARD' || cardValid));

const wanted = sample({
  clock: topUpClicked,
  source: { can: $canTopUp, amount: $topUpAmount, method: $topUpMethod, card: $topUpCard },
  fn: ({ can, amount, method, card }): TopUpPayload | null =>
    can && amount !== null ? { amount: { minor: amount.minor, currency: amount.currency }, method, ...(method === 'CARD' ? { card: card.replace(/[\s-]/g, '') } : {}) } : null,
}).filterMap((payload) => payload ?? undefined);
sample({ clock: wanted, target: $topUpError.reinit });
const retried = sample({
  clock: wanted,
  source: $attempt,
  fn: (a, p): TopUpCreditsParams | null => (sameAttempt(a, p) ? { ...p, idempotencyKey: a.key } : null),
}).filterMap((params) => params ?? undefined);
sample({ clock: wanted, source: $attempt, filter: (a, p) => !sameAttempt(a, p), fn: (_, p) => p, target: topUpKeyFx });
$attempt.on(topUpKeyFx.done, (_, { params, result }) => ({ payload: params, key: result }));
sample({ clock: [retried, topUpKeyFx.done.map(({ params, result }): TopUpCreditsParams => ({ ...params, idempotencyKey: result }))], target: topUpCreditsFx });

sample({ clock: topUpCreditsFx.done, target: $attempt.reinit });
const next = topUpCreditsFx.doneData.map((answer) => nextStepAfter(answer.payment, 'credits', answer.payment.id));
sample({ clock: next, filter: (step) => step.kind === 'navigate', fn: (step) => ({ to: step.kind === 'navigate' ? step.to : '', replace: false }), target: navigationRequested });
sample({ clock: next, filter: (step) => step.kind === 'leave', fn: (step) => (step.kind === 'leave' ? step.url : ''), target: openProviderPageFx });

$topUpError.on(topUpCreditsFx.failData, (_, error) => paymentErrorView(error.code));
sample({ clock: topUpCreditsFx.failData, filter: (error) => !outcomeUnknown(error.code), target: $attempt.reinit });
sample({ clock: topUpMethodChosen, target: [$attempt.reinit, $topUpError.reinit] });
// Leaving the page forgets the form (and the card number with it).
sample({ clock: $page.updates, filter: (page) => page.name !== 'dashboardFinancesCredits', target: [$attempt.reinit, $topUpError.reinit, $topUpCard.reinit, $topUpAmountText.reinit] });
