import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { CustomOfferView } from '../../../contracts/deals/index.ts';
import { USD, type DomainError, type Money } from '../../../domain/index.ts';
import { $roleFlags } from '../accounts/session/model.ts';
import { $openConversationId } from '../messaging/model.ts';
import { navigationRequested } from '../shared/page/model.ts';
import { keyForAttempt } from '../shared/idempotency/model.ts';
import { $dealGames, loadDealGamesFx } from './deal-games.ts';
import { typedAmount } from '../payments/top-up/amount.ts';

/*
 * Custom offers in the open conversation: the seller's send-offer dialog
 * (game, product type, title, unit price, quantity, delivery time, expiry),
 * the offer cards both parties see live (`customOffers`), and the buyer's
 * accept-and-pay (credits or card; the server prices it) or decline.
 */

type Live<D> = D & { readonly id: string };
export type OfferField = 'gameType' | 'productType' | 'title' | 'description' | 'price' | 'quantity' | 'deliveryDuration' | 'expiresInHours';
export type OfferDraft = Readonly<Record<OfferField, string>>;
export interface SendOfferInput {
  conversationId: string;
  gameType: string;
  productType: string;
  title: string;
  description: string;
  unitPriceMinor: number;
  quantity: number;
  deliveryDuration: 'INSTANT' | '1H' | '6H' | '24H' | '3D';
  expiresInHours: number;
}
export interface AnswerOfferInput {
  offerId: string;
  accept: boolean;
  paymentMethod: 'CREDITS' | 'CARD';
  idempotencyKey: string;
}
export interface AnsweredOffer {
  readonly state: string;
  readonly order?: { readonly orderGroupId: string; readonly total: Money; readonly payment: { readonly status: string; readonly nextAction?: { readonly url: string } } } | undefined;
}

const EMPTY: OfferDraft = { gameType: '', productType: '', title: '', description: '', price: '', quantity: '1', deliveryDuration: '24H', expiresInHours: '24' };

export const watchCustomOffersFx = createEffect<string, void>();
export const stopCustomOffersFx = createEffect<void, void>();
export const sendOfferFx = createEffect<SendOfferInput, CustomOfferView, DomainError>();
export const answerOfferFx = createEffect<AnswerOfferInput, AnsweredOffer, DomainError>();
export const withdrawOfferFx = createEffect<string, unknown, DomainError>();

export const customOffersReceived = createEvent<readonly Live<CustomOfferView>[]>();
export const offerDialogOpened = createEvent();
export const offerDialogClosed = createEvent();
export const offerFieldChanged = createEvent<{ readonly field: OfferField; readonly value: string }>();
export const offerFormSubmitted = createEvent();
export const offerPaymentChosen = createEvent<'CREDITS' | 'CARD'>();
export const offerAcceptClicked = createEvent<string>();
export const offerDeclineClicked = createEvent<string>();
export const offerWithdrawClicked = createEvent<string>();

export const $customOffers = createStore<readonly Live<CustomOfferView>[]>([], { sid: 'deals/$customOffers', serialize: 'ignore' })
  .on(customOffersReceived, (_, docs) => [...docs].sort((a, b) => b.createdAt.localeCompare(a.createdAt)))
  .reset([stopCustomOffersFx, watchCustomOffersFx]);
export const $offerDialogOpen = createStore(false, { sid: 'deals/$offerDialogOpen', serialize: 'ignore' })
  .on(offerDialogOpened, () => true)
  .on([offerDialogClosed, sendOfferFx.done], () => false);
export const $offerDraft = createStore<OfferDraft>(EMPTY, { sid: 'deals/$offerDraft', serialize: 'ignore' })
  .on(offerFieldChanged, (draft, { field, value }) => ({ ...draft, [field]: value, ...(field === 'gameType' ? { productType: '' } : {}) }))
  .reset(sendOfferFx.done);
export const $offerPayment = createStore<'CREDITS' | 'CARD'>('CREDITS', { sid: 'deals/$offerPayment', serialize: 'ignore' }).on(offerPaymentChosen, (_, m) => m);
/** The server's refusal of the dialog (its code and the field it names), or of an answer. */
export const $offerError = createStore<{ readonly code: string; readonly field: string | null } | null>(null, { sid: 'deals/$offerError', serialize: 'ignore' })
  .on([sendOfferFx.failData, answerOfferFx.failData, withdrawOfferFx.failData], (_, e) => ({ code: e.code, field: typeof e.details?.['field'] === 'string' ? e.details['field'] : null }))
  .reset([offerDialogOpened, offerFormSubmitted, offerAcceptClicked, offerDeclineClicked]);
export const $offerBusy = combine(sendOfferFx.pending, answerOfferFx.pending, withdrawOfferFx.pending, (a, b, c) => a || b || c);
export const $canSendOffers = $roleFlags.map((f) => f.isSeller || f.isBulkSeller);
export const $offerProductTypes = combine($dealGames, $offerDraft, (games, draft) => games.find((g) => g.value === draft.gameType)?.productTypes ?? []);

/** The dialog's draft as `sendOffer` params, or the first field that is not right yet. */
export const $offerInput = combine($offerDraft, $openConversationId, (d, conversationId): { readonly input: SendOfferInput } | { readonly invalid: OfferField } => {
  const price = (typedAmount(d.price, USD)?.minor ?? null);
  const quantity = Number(d.quantity);
  const hours = Number(d.expiresInHours);
  if (d.gameType === '') return { invalid: 'gameType' };
  if (d.productType === '') return { invalid: 'productType' };
  if (d.title.trim().length < 3) return { invalid: 'title' };
  if (price === null || price < 50) return { invalid: 'price' };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10_000) return { invalid: 'quantity' };
  if (!Number.isInteger(hours) || hours < 1 || hours > 168) return { invalid: 'expiresInHours' };
  const delivery = d.deliveryDuration as SendOfferInput['deliveryDuration'];
  return { input: { conversationId: conversationId ?? '', gameType: d.gameType, productType: d.productType, title: d.title.trim(), description: d.description.trim(), unitPriceMinor: price, quantity, deliveryDuration: delivery, expiresInHours: hours } };
});

sample({ clock: $openConversationId.updates, filter: (id): id is string => id !== null, target: watchCustomOffersFx });
sample({ clock: $openConversationId.updates, filter: (id) => id === null, target: stopCustomOffersFx });
sample({ clock: offerDialogOpened, source: $dealGames, filter: (games) => games.length === 0, fn: () => undefined, target: loadDealGamesFx });
const ready = sample({ clock: offerFormSubmitted, source: $offerInput }).filterMap((v) => ('input' in v ? v.input : undefined));
sample({ clock: ready, target: sendOfferFx });

// Each press of accept is one attempt with its own key; the server also keys an offer's payment to the offer.
const acceptKeyFx = keyForAttempt<string>();
sample({ clock: offerAcceptClicked, target: acceptKeyFx });
sample({
  clock: acceptKeyFx.done,
  source: $offerPayment,
  fn: (paymentMethod, { params, result }): AnswerOfferInput => ({ offerId: params, accept: true, paymentMethod, idempotencyKey: result }),
  target: answerOfferFx,
});
const declineKeyFx = keyForAttempt<string>();
sample({ clock: offerDeclineClicked, target: declineKeyFx });
sample({ clock: declineKeyFx.done, fn: ({ params, result }): AnswerOfferInput => ({ offerId: params, accept: false, paymentMethod: 'CREDITS', idempotencyKey: result }), target: answerOfferFx });
sample({ clock: offerWithdrawClicked, target: withdrawOfferFx });

// Paid at once: the order group's page. A card that needs confirming: the provider's page first.
sample({
  clock: answerOfferFx.doneData,
  filter: (a) => a.order !== undefined,
  fn: (a) => {
    const next = a.order?.payment.nextAction?.url;
    return { to: next ?? `/dashboard/orders/${encodeURIComponent(a.order?.orderGroupId ?? '')}`, replace: false };
  },
  target: navigationRequested,
});
