import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ModerateOfferParams, ReportedOffer } from '../../../contracts/offers/index.ts';
import { domainError } from '../../../domain/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import { pageResolved } from '../../../ui/features/shared/page/model.ts';
import {
  $lastDecision,
  $moderationReasons,
  $offerReports,
  $staffOffersError,
  loadOfferReportsFx,
  moderateOfferFx,
  moderationClicked,
  moderationReasonChanged,
} from '../../../ui/features/staff/offers-model.ts';

const reported: ReportedOffer = {
  offerId: 'o1',
  title: 'Cheap gold',
  gameType: 'wow',
  productType: 'currency',
  sellerId: 's1',
  sellerName: 'DemoSeller',
  state: 'underReview',
  priceMinor: 700,
  reporters: 3,
  firstReportedAt: '2026-11-27T10:00:00.000Z',
  reports: [{ reporterName: 'ada', reason: 'SCAM', details: 'Pay me on another site', createdAt: '2026-11-27T10:00:00.000Z' }],
};
const staffPage = { name: 'dashboardStaffOffers', layout: 'default' as const, params: {}, pathname: '/dashboard/staff/offers', search: '', status: 200 };

function staffBrowser(decide: (p: ModerateOfferParams) => Promise<{ offerId: string; state: 'removed'; closedReports: number }>) {
  let queue: ReportedOffer[] = [reported];
  let loads = 0;
  const decided: ModerateOfferParams[] = [];
  const scope = fork({
    values: [[$session, { status: 'loggedIn', userId: 'staff1', user: null }]],
    handlers: [
      [loadOfferReportsFx, () => { loads += 1; return queue; }],
      [moderateOfferFx, async (p: ModerateOfferParams) => {
        decided.push(p);
        const answer = await decide(p);
        queue = [];
        return answer;
      }],
    ],
  });
  return { scope, decided, loads: () => loads };
}

describe('the reported-offers staff page', () => {
  it('lists the reported offers when opened, decides only with a reason, and reads the queue again after the decision', async () => {
    const { scope, decided, loads } = staffBrowser((p) => Promise.resolve({ offerId: p.offerId, state: 'removed', closedReports: 3 }));
    await allSettled(pageResolved, { scope, params: staffPage });
    expect(scope.getState($offerReports)).toEqual([reported]);
    // No reason, no call: the audit log and the seller need one.
    await allSettled(moderationClicked, { scope, params: { offerId: 'o1', action: 'REMOVE' } });
    expect(decided).toEqual([]);
    await allSettled(moderationReasonChanged, { scope, params: { offerId: 'o1', reason: '  Off-site payment scam ' } });
    await allSettled(moderationClicked, { scope, params: { offerId: 'o1', action: 'REMOVE' } });
    expect(decided).toEqual([{ offerId: 'o1', action: 'REMOVE', reason: 'Off-site payment scam' }]);
    expect(scope.getState($lastDecision)).toEqual({ offerId: 'o1', state: 'removed', closedReports: 3 });
    expect(scope.getState($moderationReasons)['o1']).toBe('');
    expect(loads()).toBe(2);
    expect(scope.getState($offerReports)).toEqual([]);
  });

  it('shows the refusal by its code and keeps the typed reason for another try', async () => {
    const { scope } = staffBrowser(() => Promise.reject(domainError('OFFER_STATE_CHANGE_INVALID', 'This offer is already removed')));
    await allSettled(pageResolved, { scope, params: staffPage });
    await allSettled(moderationReasonChanged, { scope, params: { offerId: 'o1', reason: 'Scam' } });
    await allSettled(moderationClicked, { scope, params: { offerId: 'o1', action: 'REMOVE' } });
    expect(scope.getState($staffOffersError)).toBe('OFFER_STATE_CHANGE_INVALID');
    expect(scope.getState($moderationReasons)['o1']).toBe('Scam');
  });
});
