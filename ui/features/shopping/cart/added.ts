import { createEffect, createEvent, createStore, sample } from 'effector';
import { pageLoadStarted } from '../../shared/page/model.ts';
import { cartItemAdded } from './cart.ts';
import { cartOpened } from './drawer.ts';

/*
 * The confirmation after 'Add to cart' (issue 18): what went in and how
 * many, with 'View cart' and 'Checkout', announced politely to screen
 * readers. It replaces nothing the cart does; it closes by itself after
 * ADDED_NOTICE_MS, when the cart opens, on another page, or when dismissed.
 */

/** How long the confirmation stays without being touched. */
export const ADDED_NOTICE_MS = 6000;

export interface AddedNotice {
  readonly productId: string;
  readonly itemName: string;
  readonly quantity: number;
  /** Counts additions, so the timer of an earlier one does not close a later one. */
  readonly seq: number;
}

/** The close button, or Escape while it has focus. */
export const addedNoticeClosed = createEvent();
const addedNoticeExpired = createEvent<number>();

export const $addedNotice = createStore<AddedNotice | null>(null, { sid: 'cart/$addedNotice', serialize: 'ignore' });

/** Waits ADDED_NOTICE_MS (tests answer at once or never). */
export const waitAddedNoticeFx = createEffect((seq: number) => new Promise<number>((resolve) => setTimeout(() => resolve(seq), ADDED_NOTICE_MS)));

$addedNotice
  .on(cartItemAdded, (previous, { product, quantity }) => ({ productId: product._id, itemName: product.itemName, quantity, seq: (previous?.seq ?? 0) + 1 }))
  .on(addedNoticeExpired, (notice, seq) => (notice !== null && notice.seq === seq ? null : notice))
  .reset(addedNoticeClosed, cartOpened, pageLoadStarted);

sample({ clock: $addedNotice.updates, filter: (notice) => notice !== null, fn: (notice) => notice?.seq ?? 0, target: waitAddedNoticeFx });
sample({ clock: waitAddedNoticeFx.doneData, target: addedNoticeExpired });
