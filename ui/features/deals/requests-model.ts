import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { RequestDetailView, RequestView } from '../../../contracts/deals/index.ts';
import { USD, type DomainError } from '../../../domain/index.ts';
import { $isLoggedIn, $roleFlags } from '../accounts/session/model.ts';
import { keyForAttempt } from '../shared/idempotency/model.ts';
import { $page, navigationRequested } from '../shared/page/model.ts';
import { $dealGames, loadDealGamesFx } from './deal-games.ts';
import { typedAmount } from '../payments/top-up/amount.ts';

/*
 * Buyers' requests: /dashboard/requests (post one with a budget locked from
 * the credits, follow one's own, and — for sellers — the board of open
 * requests), /dashboard/requests/{id} (public: what is asked and for how
 * much; the buyer sees every offer and accepts one, a seller makes theirs),
 * and /dashboard/orders/request/{id}, which leads to the order it became.
 */

type Live<D> = D & { readonly id: string };
export type RequestField = 'gameType' | 'productType' | 'title' | 'description' | 'budget' | 'deadlineDays';
export type RequestDraft = Readonly<Record<RequestField, string>>;
export type AnswerField = 'price' | 'deliveryDuration' | 'message';
export interface NewRequestInput {
  gameType: string;
  productType: string;
  title: string;
  description: string;
  budgetMinor: number;
  deadlineDays: number;
  idempotencyKey: string;
}
export interface AnswerRequestInput {
  requestId: string;
  priceMinor: number;
  deliveryDuration: 'INSTANT' | '1H' | '6H' | '24H' | '3D';
  message: string;
}

const EMPTY_REQUEST: RequestDraft = { gameType: '', productType: '', title: '', description: '', budget: '', deadlineDays: '7' };
const EMPTY_ANSWER: Readonly<Record<AnswerField, string>> = { price: '', deliveryDuration: '24H', message: '' };

export const watchMyRequestsFx = createEffect<void, void>();
export const stopMyRequestsFx = createEffect<void, void>();
export const watchBoardFx = createEffect<void, void>();
export const stopBoardFx = createEffect<void, void>();
export const watchRequestFx = createEffect<string, void>();
export const stopRequestFx = createEffect<void, void>();
export const loadRequestFx = createEffect<string, RequestDetailView, DomainError>();
export const createRequestFx = createEffect<NewRequestInput, RequestView, DomainError>();
export const answerRequestFx = createEffect<AnswerRequestInput, unknown, DomainError>();
export const acceptRequestOfferFx = createEffect<{ requestId: string; offerId: string; idempotencyKey: string }, { readonly requestId: string; readonly orderId: string }, DomainError>();
export const cancelRequestFx = createEffect<string, unknown, DomainError>();

export const myRequestsReceived = createEvent<readonly Live<RequestView>[]>();
export const boardReceived = createEvent<readonly Live<RequestView>[]>();
export const requestReceived = createEvent<readonly Live<RequestDetailView>[]>();
export const requestFieldChanged = createEvent<{ readonly field: RequestField; readonly value: string }>();
export const requestFormSubmitted = createEvent();
export const answerFieldChanged = createEvent<{ readonly field: AnswerField; readonly value: string }>();
export const answerFormSubmitted = createEvent();
export const requestOfferAccepted = createEvent<string>();
export const requestCancelClicked = createEvent();

export const $myRequests = createStore<readonly Live<RequestView>[] | null>(null, { sid: 'requests/$mine', serialize: 'ignore' }).on(myRequestsReceived, (_, docs) => docs).reset(stopMyRequestsFx);
export const $board = createStore<readonly Live<RequestView>[] | null>(null, { sid: 'requests/$board', serialize: 'ignore' }).on(boardReceived, (_, docs) => docs).reset(stopBoardFx);
export const $request = createStore<RequestDetailView | null>(null, { sid: 'requests/$request', serialize: 'ignore' })
  .on(loadRequestFx.doneData, (_, detail) => detail)
  .on(requestReceived, (current, docs) => docs[0] ?? current);
export const $requestMissing = createStore(false, { sid: 'requests/$missing', serialize: 'ignore' })
  .on(loadRequestFx.failData, (_, e) => e.code === 'REQUEST_NOT_FOUND' || e.code === 'VALIDATION_FAILED')
  .on(loadRequestFx.done, () => false);
export const $requestDraft = createStore<RequestDraft>(EMPTY_REQUEST, { sid: 'requests/$draft', serialize: 'ignore' })
  .on(requestFieldChanged, (draft, { field, value }) => ({ ...draft, [field]: value, ...(field === 'gameType' ? { productType: '' } : {}) }))
  .reset(createRequestFx.done);
export const $answerDraft = createStore(EMPTY_ANSWER, { sid: 'requests/$answerDraft', serialize: 'ignore' })
  .on(answerFieldChanged, (draft, { field, value }) => ({ ...draft, [field]: value }))
  .reset(answerRequestFx.done);
export const $requestError = createStore<{ readonly code: string; readonly field: string | null } | null>(null, { sid: 'requests/$error', serialize: 'ignore' })
  .on([createRequestFx.failData, answerRequestFx.failData, acceptRequestOfferFx.failData, cancelRequestFx.failData], (_, e) => ({
    code: e.code,
    field: typeof e.details?.['field'] === 'string' ? e.details['field'] : null,
  }))
  .reset([requestFormSubmitted, answerFormSubmitted, requestOfferAccepted, requestCancelClicked]);
export const $requestBusy = combine(createRequestFx.pending, answerRequestFx.pending, acceptRequestOfferFx.pending, cancelRequestFx.pending, (a, b, c, d) => a || b || c || d);
export const $isSeller = $roleFlags.map((f) => f.isSeller || f.isBulkSeller);
export const $requestProductTypes = combine($dealGames, $requestDraft, (games, draft) => games.find((g) => g.value === draft.gameType)?.productTypes ?? []);

/** The form's draft as `createRequest` params (without the key), or the first field not right yet. */
export const $requestInput = $requestDraft.map((d): { readonly input: Omit<NewRequestInput, 'idempotencyKey'> } | { readonly invalid: RequestField } => {
  const budget = (typedAmount(d.budget, USD)?.minor ?? null);
  const days = Number(d.deadlineDays);
  if (d.gameType === '') return { invalid: 'gameType' };
  if (d.productType === '') return { invalid: 'productType' };
  if (d.title.trim().length < 3) return { invalid: 'title' };
  if (d.description.trim().length < 10) return { invalid: 'description' };
  if (budget === null || budget < 100) return { invalid: 'budget' };
  if (!Number.isInteger(days) || days < 1 || days > 30) return { invalid: 'deadlineDays' };
  return { input: { gameType: d.gameType, productType: d.productType, title: d.title.trim(), description: d.description.trim(), budgetMinor: budget, deadlineDays: days } };
});

const $onList = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardRequests');
const $boardWanted = combine($onList, $isSeller, (on, seller) => on && seller);
/** The request shown: its page, or the order-of-a-request page that leads on from it. */
export const $shownRequestId = $page.map((page) => (page.name === 'dashboardRequest' || page.name === 'dashboardOrderRequest' ? (page.params['id'] ?? page.params['requestId'] ?? null) : null));
const $watchedRequest = combine($isLoggedIn, $shownRequestId, (loggedIn, id) => (loggedIn ? id : null));

sample({ clock: $onList.updates, filter: Boolean, fn: () => undefined, target: [watchMyRequestsFx, loadDealGamesFx] });
sample({ clock: $onList.updates, filter: (on) => !on, fn: () => undefined, target: stopMyRequestsFx });
sample({ clock: $boardWanted.updates, filter: Boolean, fn: () => undefined, target: watchBoardFx });
sample({ clock: $boardWanted.updates, filter: (on) => !on, fn: () => undefined, target: stopBoardFx });
sample({ clock: $shownRequestId.updates, filter: (id): id is string => id !== null, target: loadRequestFx });
sample({ clock: $watchedRequest.updates, filter: (id): id is string => id !== null, target: watchRequestFx });
sample({ clock: $watchedRequest.updates, filter: (id) => id === null, fn: () => undefined, target: stopRequestFx });
$request.reset($shownRequestId.updates);

// One key per posted form: a resend after a dropped answer locks the budget once.
const createKeyFx = keyForAttempt<Omit<NewRequestInput, 'idempotencyKey'>>();
sample({ clock: sample({ clock: requestFormSubmitted, source: $requestInput }).filterMap((v) => ('input' in v ? v.input : undefined)), target: createKeyFx });
sample({ clock: createKeyFx.done, fn: ({ params, result }): NewRequestInput => ({ ...params, idempotencyKey: result }), target: createRequestFx });
sample({ clock: createRequestFx.doneData, fn: (r) => ({ to: `/dashboard/requests/${encodeURIComponent(r.id)}`, replace: false }), target: navigationRequested });

const answer = sample({ clock: answerFormSubmitted, source: { id: $shownRequestId, draft: $answerDraft } }).filterMap(({ id, draft }): AnswerRequestInput | undefined => {
  const price = (typedAmount(draft.price, USD)?.minor ?? null);
  if (id === null || price === null || draft.message.trim() === '') return undefined;
  return { requestId: id, priceMinor: price, deliveryDuration: draft.deliveryDuration as AnswerRequestInput['deliveryDuration'], message: draft.message.trim() };
});
sample({ clock: answer, target: answerRequestFx });

const acceptKeyFx = keyForAttempt<string>();
sample({ clock: requestOfferAccepted, target: acceptKeyFx });
sample({ clock: acceptKeyFx.done, source: $shownRequestId, filter: (id) => id !== null, fn: (id, { params, result }) => ({ requestId: id ?? '', offerId: params, idempotencyKey: result }), target: acceptRequestOfferFx });
sample({ clock: acceptRequestOfferFx.doneData, fn: (a) => ({ to: `/dashboard/orders/request/${encodeURIComponent(a.requestId)}`, replace: false }), target: navigationRequested });
sample({ clock: requestCancelClicked, source: $shownRequestId, filter: (id): id is string => id !== null, target: cancelRequestFx });
// Actions answer before the live page catches up; reading again shows their outcome at once (visitors have no live page).
sample({ clock: [answerRequestFx.done, cancelRequestFx.done], source: $shownRequestId, filter: (id): id is string => id !== null, target: loadRequestFx });

// The order of a request: once the request shown names its order (read now, or heard live), on to the order's page.
const $orderOfRequest = combine($page, $request, (page, request) =>
  page.name === 'dashboardOrderRequest' && request !== null && request.id === page.params['requestId'] && request.orderId !== null ? request.orderId : null,
);
sample({ clock: $orderOfRequest.updates, filter: (id): id is string => id !== null, fn: (id) => ({ to: `/dashboard/order/${encodeURIComponent(id ?? '')}`, replace: true }), target: navigationRequested });
