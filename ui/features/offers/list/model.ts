import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ChangeOffersStateAnswer, ChangeOffersStateParams, EditOfferPriceStockParams, MyOffersAnswer, MyOffersParams, SellerOffer } from '../../../../contracts/offers/index.ts';
import { formatMoney, mustMoney, USD, type DomainError, type OfferAction } from '../../../../domain/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { $page, navigationRequested } from '../../shared/page/model.ts';
import { centsOf, dollarsOf } from '../create/form.ts';

/*
 * /dashboard/offers: the seller's offers with their state, a title search
 * and a state filter, price and stock edited in the row (saved on Enter or
 * on leaving the field), bulk pause / resume / delete of the ticked rows,
 * and duplicate (a paused copy, opened in the editor).
 */

export const loadMyOffersFx = createEffect<MyOffersParams, MyOffersAnswer, DomainError>();
export const editPriceStockFx = createEffect<EditOfferPriceStockParams, SellerOffer, DomainError>();
export const changeOffersStateFx = createEffect<ChangeOffersStateParams, ChangeOffersStateAnswer, DomainError>();
export const duplicateOfferFx = createEffect<string, SellerOffer, DomainError>();

export type StateFilter = SellerOffer['state'] | 'all';

export const searchTyped = createEvent<string>();
/** Something else changed offers' states (away mode): the list is read again. */
export const offersReloadRequested = createEvent();
export const stateFilterChosen = createEvent<StateFilter>();
export const rowTicked = createEvent<string>();
export const allTicked = createEvent<boolean>();
export const bulkActionClicked = createEvent<OfferAction>();
export const duplicateClicked = createEvent<string>();
export const inlineEdited = createEvent<{ readonly id: string; readonly field: 'price' | 'quantity'; readonly value: string }>();
export const inlineCommitted = createEvent<{ readonly id: string; readonly field: 'price' | 'quantity' }>();

export const $search = createStore('', { sid: 'offers/$search', serialize: 'ignore' }).on(searchTyped, (_, text) => text);
export const $stateFilter = createStore<StateFilter>('all', { sid: 'offers/$stateFilter', serialize: 'ignore' }).on(stateFilterChosen, (_, s) => s);
export const $offers = createStore<readonly SellerOffer[] | null>(null, { sid: 'offers/$offers', serialize: 'ignore' });
export const $total = createStore(0, { sid: 'offers/$total', serialize: 'ignore' });
export const $ticked = createStore<readonly string[]>([], { sid: 'offers/$ticked', serialize: 'ignore' });
/** What the seller typed in a row's price or stock field, not saved yet. */
export const $inline = createStore<Readonly<Record<string, { readonly price?: string; readonly quantity?: string }>>>({}, { sid: 'offers/$inline', serialize: 'ignore' });
/** The last refusal: a row's inline edit or a bulk action's offers that could not change. */
export const $listError = createStore<{ readonly code: string; readonly message: string; readonly offerId: string | null } | null>(null, { sid: 'offers/$listError', serialize: 'ignore' });
export const $busy = combine(changeOffersStateFx.pending, duplicateOfferFx.pending, (a, b) => a || b);

const $query = combine($search, $stateFilter, (text, state): MyOffersParams => ({
  ...(text.trim() === '' ? {} : { text: text.trim() }),
  ...(state === 'all' ? {} : { state }),
  limit: 100,
  offset: 0,
}));

const $open = combine($page, $isLoggedIn, (page, loggedIn) => page.name === 'dashboardOffers' && loggedIn);
sample({ clock: [$open.updates, $query.updates], source: { open: $open, query: $query }, filter: ({ open }) => open, fn: ({ query }) => query, target: loadMyOffersFx });
$offers.on(loadMyOffersFx.doneData, (_, answer) => answer.offers);
$total.on(loadMyOffersFx.doneData, (_, answer) => answer.total);
$ticked.on(loadMyOffersFx.doneData, (ticked, answer) => ticked.filter((id) => answer.offers.some((o) => o.id === id)));

$ticked
  .on(rowTicked, (ticked, id) => (ticked.includes(id) ? ticked.filter((t) => t !== id) : [...ticked, id]));
sample({ clock: allTicked, source: $offers, fn: (offers, on) => (on ? (offers ?? []).map((o) => o.id) : []), target: $ticked });

sample({ clock: bulkActionClicked, source: { ids: $ticked, busy: $busy }, filter: ({ ids, busy }) => ids.length > 0 && !busy, fn: ({ ids }, action) => ({ offerIds: ids, action }), target: changeOffersStateFx });
sample({ clock: [changeOffersStateFx.done, offersReloadRequested], source: $query, target: loadMyOffersFx });
sample({ clock: changeOffersStateFx.done, target: $ticked.reinit });
$listError
  .on(changeOffersStateFx.doneData, (_, answer) => {
    const first = answer.failed[0];
    return first === undefined ? null : { code: first.code, message: first.message, offerId: first.offerId };
  })
  .on(changeOffersStateFx.failData, (_, error) => ({ code: error.code, message: error.message, offerId: null }));

sample({ clock: duplicateClicked, source: $busy, filter: (busy) => !busy, fn: (_, id) => id, target: duplicateOfferFx });
sample({ clock: duplicateOfferFx.doneData, fn: (copy) => ({ to: `/dashboard/create-offer/${encodeURIComponent(copy.id)}`, replace: false }), target: navigationRequested });

$inline.on(inlineEdited, (inline, { id, field, value }) => ({ ...inline, [id]: { ...inline[id], [field]: value } }));
sample({
  clock: inlineCommitted,
  source: { inline: $inline, offers: $offers },
  filter: ({ inline }, { id, field }) => inline[id]?.[field] !== undefined,
  fn: ({ inline }, { id, field }): EditOfferPriceStockParams => {
    const value = inline[id]?.[field] ?? '';
    return field === 'price' ? { offerId: id, priceMinor: centsOf(value) } : { offerId: id, quantity: /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN };
  },
  target: editPriceStockFx,
});
$offers.on(editPriceStockFx.doneData, (offers, saved) => offers?.map((o) => (o.id === saved.id ? saved : o)) ?? null);
$inline.on(editPriceStockFx.done, (inline, { params }) => {
  const { [params.offerId]: _, ...rest } = inline;
  return rest;
});
$listError.on(editPriceStockFx.failData, (_, error) => ({ code: error.code, message: error.message, offerId: null })).on(editPriceStockFx.done, () => null);
sample({ clock: $open.updates, filter: (open) => !open, target: [$offers.reinit, $ticked.reinit, $inline.reinit, $listError.reinit] });

/** One row as the table shows it: the typed value where the seller is editing, else the saved one. */
export interface OfferRowView {
  readonly id: string;
  readonly title: string;
  readonly gameType: string;
  readonly productType: string;
  readonly state: SellerOffer['state'];
  /** Why staff removed it (removed offers only). */
  readonly staffReason: string | null;
  readonly price: string;
  readonly priceShown: string;
  readonly quantity: string;
  readonly ticked: boolean;
}

export const $rows = combine($offers, $inline, $ticked, (offers, inline, ticked): readonly OfferRowView[] | null =>
  offers === null
    ? null
    : offers.map((o) => ({
        id: o.id,
        title: o.title,
        gameType: o.gameType,
        productType: o.productType,
        state: o.state,
        staffReason: o.staffReason,
        price: inline[o.id]?.price ?? dollarsOf(o.priceMinor),
        priceShown: formatMoney(mustMoney(o.priceMinor, USD)),
        quantity: inline[o.id]?.quantity ?? String(o.quantity),
        ticked: ticked.includes(o.id),
      })),
);
