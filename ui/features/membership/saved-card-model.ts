import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import * as v from 'valibot';
import { cardNumber, type SaveCardParams, type SavedCardView } from '../../../contracts/payments/index.ts';
import type { DomainError } from '../../../domain/index.ts';
import { $isLoggedIn } from '../accounts/session/model.ts';
import { paymentErrorView, type PaymentErrorView } from '../payments/outcome.ts';
import { keyForAttempt } from '../shared/idempotency/model.ts';
import { $page } from '../shared/page/model.ts';
import { buyIgPlusFx } from './model.ts';

/*
 * The card a member keeps for ig-plus renewals, on /ig-plus: shown as brand,
 * last four digits and expiry; replaced by saving another; removed. Renewals
 * take the credits first and charge this card only when they fall short.
 */

export const loadSavedCardFx = createEffect<void, SavedCardView | null, DomainError>();
export const saveRenewalCardFx = createEffect<SaveCardParams, SavedCardView, DomainError>();
export const removeSavedCardFx = createEffect<void, { readonly removed: true }, DomainError>();
const saveKeyFx = keyForAttempt<string>();

export const renewalCardChanged = createEvent<string>();
export const saveRenewalCardClicked = createEvent();
export const removeSavedCardClicked = createEvent();

/** The kept card; null when there is none (or before it is known). */
export const $savedCard = createStore<SavedCardView | null>(null, { sid: 'igPlus/$savedCard', serialize: 'ignore' })
  .on([loadSavedCardFx.doneData, saveRenewalCardFx.doneData], (_, card) => card)
  .on(buyIgPlusFx.doneData, (card, bought) => bought.savedCard ?? card)
  .reset(removeSavedCardFx.done);
export const $renewalCard = createStore('', { sid: 'igPlus/$renewalCard', serialize: 'ignore' })
  .on(renewalCardChanged, (_, text) => text)
  .reset(saveRenewalCardFx.done);
export const $renewalCardValid = $renewalCard.map((text) => v.is(cardNumber, text));
export const $savedCardBusy = combine(saveRenewalCardFx.pending, removeSavedCardFx.pending, saveKeyFx.pending, (a, b, c) => a || b || c);
export const $savedCardError = createStore<PaymentErrorView | null>(null, { sid: 'igPlus/$savedCardError', serialize: 'ignore' })
  .on([saveRenewalCardFx.failData, removeSavedCardFx.failData], (_, e) => paymentErrorView(e.code))
  .reset([saveRenewalCardClicked, removeSavedCardClicked, saveRenewalCardFx.done]);

const $shownTo = combine($page, $isLoggedIn, (page, loggedIn) => loggedIn && page.name === 'igPlus');
sample({ clock: $shownTo.updates, filter: Boolean, target: loadSavedCardFx });

const wanted = sample({
  clock: saveRenewalCardClicked,
  source: { text: $renewalCard, valid: $renewalCardValid, busy: $savedCardBusy },
  filter: ({ valid, busy }) => valid && !busy,
  fn: ({ text }) => text.replace(/[\s-]/g, ''),
});
sample({ clock: wanted, target: saveKeyFx });
sample({ clock: saveKeyFx.done, fn: ({ params, result }): SaveCardParams => ({ card: params, idempotencyKey: result }), target: saveRenewalCardFx });
sample({ clock: removeSavedCardClicked, source: $savedCardBusy, filter: (busy) => !busy, fn: () => undefined, target: removeSavedCardFx });
// Leaving the page forgets a number typed and not saved.
sample({ clock: $page.updates, filter: (page) => page.name !== 'igPlus', target: [$renewalCard.reinit, $savedCardError.reinit] });
