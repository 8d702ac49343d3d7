import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { RequestDetailView } from '../../../contracts/deals/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import { $offerInput, offerFieldChanged, sendOfferFx } from '../../../ui/features/deals/custom-offers-model.ts';
import {
  acceptRequestOfferFx,
  createRequestFx,
  loadRequestFx,
  requestFieldChanged,
  requestFormSubmitted,
  requestOfferAccepted,
  watchRequestFx,
  type NewRequestInput,
} from '../../../ui/features/deals/requests-model.ts';
import { idempotencyKeyFx } from '../../../ui/features/shared/idempotency/model.ts';
import { navigationRequested, pageResolved, type CurrentPage } from '../../../ui/features/shared/page/model.ts';

const page = (name: string, pathname: string, params: Record<string, string> = {}, search = ''): CurrentPage => ({ name, layout: 'default', params, pathname, search, status: 200 });

const detail = (over: Partial<RequestDetailView> = {}): RequestDetailView => ({
  id: 'rq_1',
  buyerId: 'u1',
  buyer: null,
  gameType: 'fortnite',
  productType: 'accounts',
  title: 'OG account',
  description: 'With the Renegade Raider skin.',
  budgetMinor: 20_000,
  currency: 'USD',
  deadline: '2026-12-01T00:00:00.000Z',
  state: 'open',
  orderId: null,
  offerCount: 1,
  createdAt: '2026-11-24T00:00:00.000Z',
  offers: [],
  role: 'buyer',
  ...over,
});

function scope(extra: { created?: NewRequestInput[]; loaded?: RequestDetailView } = {}) {
  const s = fork({
    values: [[$session, { status: 'loggedIn', userId: 'u1', user: null }]],
    handlers: [
      [idempotencyKeyFx, () => 'key-1'],
      [createRequestFx, (p: NewRequestInput) => (extra.created?.push(p), { ...detail({ id: 'rq_new' }) })],
      [loadRequestFx, () => extra.loaded ?? detail()],
      [watchRequestFx, () => undefined],
      [acceptRequestOfferFx, (p: { requestId: string }) => ({ requestId: p.requestId, orderId: 'or_1' })],
      [sendOfferFx, () => { throw new Error('not sent in this test'); }],
    ],
  });
  return s;
}

describe('the request form', () => {
  it('sends the budget in cents with one idempotency key, and opens the new request’s page', async () => {
    const created: NewRequestInput[] = [];
    const navigations: unknown[] = [];
    const s = scope({ created });
    const unwatch = navigationRequested.watch((n) => navigations.push(n));
    for (const [field, value] of [['gameType', 'fortnite'], ['productType', 'accounts'], ['title', 'OG account'], ['description', 'With the Renegade Raider skin.'], ['budget', '200,50'], ['deadlineDays', '5']] as const) {
      await allSettled(requestFieldChanged, { scope: s, params: { field, value } });
    }
    await allSettled(requestFormSubmitted, { scope: s });
    unwatch();
    expect(created).toEqual([{ gameType: 'fortnite', productType: 'accounts', title: 'OG account', description: 'With the Renegade Raider skin.', budgetMinor: 20_050, deadlineDays: 5, idempotencyKey: 'key-1' }]);
    expect(navigations).toContainEqual({ to: '/dashboard/requests/rq_new', replace: false });
  });

  it('does not send a form whose budget is not an amount', async () => {
    const created: NewRequestInput[] = [];
    const s = scope({ created });
    await allSettled(requestFieldChanged, { scope: s, params: { field: 'budget', value: 'lots' } });
    await allSettled(requestFormSubmitted, { scope: s });
    expect(created).toEqual([]);
  });
});

describe('accepting a request’s offer', () => {
  it('leads to the order of the request, and from there to the order once the request names it', async () => {
    const navigations: unknown[] = [];
    const unwatch = navigationRequested.watch((n) => navigations.push(n));
    const s = scope({ loaded: detail({ state: 'accepted', orderId: 'or_1' }) });
    await allSettled(pageResolved, { scope: s, params: page('dashboardRequest', '/dashboard/requests/rq_1', { id: 'rq_1' }) });
    await allSettled(requestOfferAccepted, { scope: s, params: 'ro_1' });
    expect(navigations).toContainEqual({ to: '/dashboard/orders/request/rq_1', replace: false });
    await allSettled(pageResolved, { scope: s, params: page('dashboardOrderRequest', '/dashboard/orders/request/rq_1', { requestId: 'rq_1' }) });
    unwatch();
    expect(navigations).toContainEqual({ to: '/dashboard/order/or_1', replace: true });
  });
});

describe('the send-offer dialog', () => {
  it('names the first field that is not right, and gives whole cents once all are', async () => {
    const s = scope();
    expect(s.getState($offerInput)).toEqual({ invalid: 'gameType' });
    for (const [field, value] of [['gameType', 'fortnite'], ['productType', 'boosting'], ['title', 'Push to Champion'], ['price', '12.5'], ['quantity', '0']] as const) {
      await allSettled(offerFieldChanged, { scope: s, params: { field, value } });
    }
    expect(s.getState($offerInput)).toEqual({ invalid: 'quantity' });
    await allSettled(offerFieldChanged, { scope: s, params: { field: 'quantity', value: '3' } });
    expect(s.getState($offerInput)).toMatchObject({ input: { unitPriceMinor: 1_250, quantity: 3, deliveryDuration: '24H', expiresInHours: 24 } });
  });
});
