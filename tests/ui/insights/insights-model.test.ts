import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { SellerReportAnswer, SellerTrustSignalsAnswer } from '../../../contracts/insights/index.ts';
import { domainError, type PublicUser, type Role } from '../../../domain/index.ts';
import { $session, $user } from '../../../ui/features/accounts/session/model.ts';
import {
  $insightsError,
  $reportCharts,
  $sellerLevel,
  $trustSignals,
  durationParts,
  loadSellerLevelFx,
  loadSellerPerformanceFx,
  loadSellerReportFx,
  loadTrustSignalsFx,
} from '../../../ui/features/insights/model.ts';
import { appHydrated } from '../../../ui/features/shared/app/model.ts';
import { $page, pageResolved } from '../../../ui/features/shared/page/model.ts';
import { $staffQueues, loadStaffQueuesFx } from '../../../ui/features/staff/model.ts';

const REPORT: SellerReportAnswer = {
  days: ['2026-11-26', '2026-11-27'],
  currencies: [
    { currency: 'USD', sales: [0, 2], revenueMinor: [0, 2_550], totalSales: 2, totalRevenueMinor: 2_550, serviceFeeMinor: 100, penaltyMinor: 0 },
    { currency: 'JPY', sales: [1, 0], revenueMinor: [1_500, 0], totalSales: 1, totalRevenueMinor: 1_500, serviceFeeMinor: 75, penaltyMinor: 0 },
  ],
  topOffers: [],
};

const FIGURES = { windowDays: 30, orders: 1, deliveredOrders: 1, medianDeliveryMs: 3_900_000, answeredConversations: 0, medianFirstResponseMs: null, disputeRatePercent: 0, cancellationRatePercent: 0, lateRatePercent: 0 };

function harness(roles: readonly Role[]) {
  const calls: string[] = [];
  const scope = fork({
    values: [
      [$session, { status: 'loggedIn', userId: 'u1', user: null }],
      [$user, { id: 'u1', roles } as unknown as PublicUser],
    ],
    handlers: [
      [loadSellerLevelFx, () => (calls.push('level'), { level: 3, name: 'Established', progress: 46, nextLevelAt: 200 })],
      [loadSellerReportFx, (p: { days: number }) => (calls.push(`report:${p.days}`), REPORT)],
      [loadSellerPerformanceFx, () => (calls.push('performance'), FIGURES)],
      [loadStaffQueuesFx, () => (calls.push('queues'), [{ queue: 'disputes', waiting: 2 }])],
      [
        loadTrustSignalsFx,
        async (p: { slug: string }): Promise<SellerTrustSignalsAnswer> => {
          calls.push(`trust:${p.slug}`);
          // The first seller's answer arrives after the visitor moved on to the second.
          if (p.slug === 'slow-seller') await new Promise((r) => setTimeout(r, 20));
          return { ...FIGURES, orders: p.slug.length, level: 1, levelName: 'Newcomer' };
        },
      ],
    ],
  });
  const open = (name: string, params: Record<string, string> = {}, pathname = '/') => allSettled(pageResolved, { scope, params: { name, layout: 'default', params, pathname, search: '', status: 200 } });
  return { scope, calls, open };
}

describe('the control center model', () => {
  it('a seller opening the control center gets their level; reports and performance load on their pages (30 days)', async () => {
    const { scope, calls, open } = harness(['SELLER']);
    await open('dashboardControlCenter');
    expect(scope.getState($sellerLevel)).toMatchObject({ level: 3, name: 'Established' });
    await open('dashboardControlCenterReports');
    await open('dashboardControlCenterPerformance');
    expect(calls).toEqual(['level', 'report:30', 'performance']);
  });

  it('a seller who is also staff loads both the level and the queues; a buyer loads neither', async () => {
    const both = harness(['SELLER', 'MODERATOR']);
    await both.open('dashboardControlCenter');
    expect(both.calls.sort()).toEqual(['level', 'queues']);
    expect(both.scope.getState($staffQueues)).toEqual([{ queue: 'disputes', waiting: 2 }]);
    const buyer = harness(['CUSTOMER']);
    await buyer.open('dashboardControlCenter');
    await buyer.open('dashboardControlCenterReports');
    expect(buyer.calls).toEqual([]);
  });

  it('charts each currency in its major units over the report days at UTC midnight', async () => {
    const { scope, open } = harness(['SELLER']);
    await open('dashboardControlCenterReports');
    expect(scope.getState($reportCharts)).toEqual([
      { currency: 'USD', x: [1_795_651_200, 1_795_737_600], sales: [0, 2], revenue: [0, 25.5] },
      { currency: 'JPY', x: [1_795_651_200, 1_795_737_600], sales: [1, 0], revenue: [1_500, 0] },
    ]);
  });

  it('a failed load shows its code until the next load succeeds', async () => {
    const { scope, open } = harness(['SELLER']);
    const failing = fork({
      values: [
        [$session, { status: 'loggedIn', userId: 'u1', user: null }],
        [$user, { id: 'u1', roles: ['SELLER'] } as unknown as PublicUser],
      ],
      handlers: [[loadSellerPerformanceFx, () => Promise.reject(domainError('INTERNAL', 'down'))]],
    });
    await allSettled(pageResolved, { scope: failing, params: { name: 'dashboardControlCenterPerformance', layout: 'default', params: {}, pathname: '/', search: '', status: 200 } });
    expect(failing.getState($insightsError)).toBe('INTERNAL');
    await open('dashboardControlCenterPerformance');
    expect(scope.getState($insightsError)).toBeNull();
  });

  it('a medians shows as hours and minutes, rounded to the minute', () => {
    expect(durationParts(3_900_000)).toEqual({ hours: 1, minutes: 5 });
    expect(durationParts(29_000)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(89_999)).toEqual({ hours: 0, minutes: 1 });
  });
});

describe('the profile trust block', () => {
  it('loads the shown seller’s signals, and never shows an earlier seller’s late answer on another profile', async () => {
    const { scope, calls, open } = harness([]);
    const first = open('profile', { slug: 'slow-seller' });
    await open('profile', { slug: 'quick' });
    expect(scope.getState($trustSignals)).toMatchObject({ orders: 'quick'.length });
    await first;
    expect(scope.getState($trustSignals)).toMatchObject({ orders: 'quick'.length });
    await open('home');
    expect(scope.getState($trustSignals)).toBeNull();
    expect(calls).toEqual(['trust:slow-seller', 'trust:quick']);
  });

  it('a profile rendered on the server loads its signals once the browser takes over', async () => {
    const calls: string[] = [];
    const scope = fork({
      values: [[$page, { name: 'profile', layout: 'default', params: { slug: 'demoseller' }, pathname: '/profile/demoseller', search: '', status: 200 }]],
      handlers: [[loadTrustSignalsFx, (p: { slug: string }) => (calls.push(p.slug), { ...FIGURES, level: 3, levelName: 'Established' })]],
    });
    await allSettled(appHydrated, { scope });
    expect(calls).toEqual(['demoseller']);
    expect(scope.getState($trustSignals)).toMatchObject({ level: 3, medianDeliveryMs: 3_900_000 });
  });
});
