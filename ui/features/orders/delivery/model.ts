import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { DomainError } from '../../../../domain/index.ts';
import { $page } from '../../shared/page/model.ts';
import { $orderDetail } from '../detail/model.ts';

/*
 * A delivered game account's credentials, for the buyer only. They never
 * travel in the `order` publication: the buyer presses Show and the server
 * answers them to that one call (and records the view). They live in this
 * store until the buyer hides them or leaves the page, never in storage.
 */

export interface RevealedCredentials {
  readonly orderId: string;
  readonly login: string;
  readonly password: string;
  /** Anything else the seller added (a recovery e-mail, a note). */
  readonly extra: string | null;
}

/** `revealDelivery` over DDP. */
export const revealDeliveryFx = createEffect<string, RevealedCredentials, DomainError>();

export const revealClicked = createEvent();
export const hideClicked = createEvent();

export const $revealed = createStore<RevealedCredentials | null>(null, { sid: 'orders/$revealed', serialize: 'ignore' });
export const $revealError = createStore<string | null>(null, { sid: 'orders/$revealError', serialize: 'ignore' });
export const $revealing = revealDeliveryFx.pending;

sample({
  clock: revealClicked,
  source: { order: $orderDetail, pending: $revealing },
  filter: ({ order, pending }) => !pending && order !== null && typeof order !== 'string' && order.actions.includes('revealDelivery'),
  fn: ({ order }) => (order !== null && typeof order !== 'string' ? order.id : ''),
  target: [revealDeliveryFx, $revealError.reinit],
});
$revealed.on(revealDeliveryFx.doneData, (_, credentials) => credentials);
$revealError.on(revealDeliveryFx.failData, (_, error) => error.code);
sample({ clock: [hideClicked, $page.updates], target: [$revealed.reinit, $revealError.reinit] });

/** The credentials of the open order, once revealed. */
export const $openCredentials = combine($revealed, $orderDetail, (revealed, order) =>
  revealed !== null && order !== null && typeof order !== 'string' && order.id === revealed.orderId ? revealed : null,
);
