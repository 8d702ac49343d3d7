import { combine, createEffect, createStore, sample } from 'effector';
import type { SellerPerformanceAnswer, SellerReportAnswer, SellerTrustSignalsAnswer } from '../../../contracts/insights/index.ts';
import type { SellerLevelAnswer } from '../../../contracts/shopping/index.ts';
import { minorDigits, type CurrencyCode, type DomainError } from '../../../domain/index.ts';
import { $isLoggedIn, $roleFlags } from '../accounts/session/model.ts';
import { appHydrated } from '../shared/app/model.ts';
import { $page } from '../shared/page/model.ts';

/*
 * The seller's control center (/dashboard/control-center and its reports and
 * performance pages) and the trust block of a seller's public profile: each
 * figure is read from the server when its page opens, never kept between
 * sellers or pages.
 */

/** The report's window in days. */
export const REPORT_DAYS = 30;

export const loadSellerLevelFx = createEffect<void, SellerLevelAnswer, DomainError>();
export const loadSellerReportFx = createEffect<{ readonly days: number }, SellerReportAnswer, DomainError>();
export const loadSellerPerformanceFx = createEffect<void, SellerPerformanceAnswer, DomainError>();
export const loadTrustSignalsFx = createEffect<{ readonly slug: string }, SellerTrustSignalsAnswer, DomainError>();

/** Whether the signed-in user sells (and so has a level, a report and performance figures). */
export const $isSellerViewer = $roleFlags.map((f) => f.isSeller || f.isBulkSeller);

const pageShown = (name: string) => combine($isLoggedIn, $isSellerViewer, $page, (loggedIn, seller, page) => loggedIn && seller && page.name === name);
const $levelShown = pageShown('dashboardControlCenter');
const $reportShown = pageShown('dashboardControlCenterReports');
const $performanceShown = pageShown('dashboardControlCenterPerformance');

export const $sellerLevel = createStore<SellerLevelAnswer | null>(null, { sid: 'insights/$level', serialize: 'ignore' }).on(loadSellerLevelFx.doneData, (_, a) => a);
export const $sellerReport = createStore<SellerReportAnswer | null>(null, { sid: 'insights/$report', serialize: 'ignore' }).on(loadSellerReportFx.doneData, (_, a) => a);
export const $sellerPerformance = createStore<SellerPerformanceAnswer | null>(null, { sid: 'insights/$performance', serialize: 'ignore' }).on(
  loadSellerPerformanceFx.doneData,
  (_, a) => a,
);
/** The last failure's code on a control-center page, cleared by the next success. */
export const $insightsError = createStore<string | null>(null, { sid: 'insights/$error', serialize: 'ignore' })
  .on([loadSellerLevelFx.failData, loadSellerReportFx.failData, loadSellerPerformanceFx.failData], (_, e) => e.code)
  .reset([loadSellerLevelFx.done, loadSellerReportFx.done, loadSellerPerformanceFx.done]);

sample({ clock: $levelShown.updates, filter: Boolean, target: loadSellerLevelFx });
sample({ clock: $reportShown.updates, filter: Boolean, fn: () => ({ days: REPORT_DAYS }), target: loadSellerReportFx });
sample({ clock: $performanceShown.updates, filter: Boolean, target: loadSellerPerformanceFx });

/** The profile page's seller, whose trust signals are shown (null on other pages). */
const $profileSlug = $page.map((page) => (page.name === 'profile' ? (page.params['slug'] ?? null) : null));

/** The trust signals of the profile shown, tagged with its slug: an answer for a seller no longer shown is dropped, never shown on another profile. */
const $trustAnswer = createStore<{ readonly slug: string; readonly signals: SellerTrustSignalsAnswer } | null>(null, { sid: 'insights/$trust', serialize: 'ignore' });
sample({
  clock: loadTrustSignalsFx.done,
  source: $profileSlug,
  filter: (slug, { params }) => params.slug === slug,
  fn: (_, { params, result }) => ({ slug: params.slug, signals: result }),
  target: $trustAnswer,
});
export const $trustSignals = combine($trustAnswer, $profileSlug, (answer, slug) => (answer !== null && answer.slug === slug ? answer.signals : null));

// A profile rendered on the server has its page already when the browser takes over, so hydration loads it too.
sample({
  clock: [$profileSlug.updates, appHydrated],
  source: $profileSlug,
  filter: (slug: string | null): slug is string => slug !== null && slug !== '',
  fn: (slug: string) => ({ slug }),
  target: loadTrustSignalsFx,
});

/** One currency's chart: UTC midnights in seconds (uPlot's x) with sales counts and revenue in major units. */
export interface CurrencyChart {
  readonly currency: string;
  readonly x: readonly number[];
  readonly sales: readonly number[];
  readonly revenue: readonly number[];
}

/** The report's series as the charts draw them, one chart per currency. */
export function reportCharts(report: SellerReportAnswer): readonly CurrencyChart[] {
  const x = report.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
  return report.currencies.map((c) => {
    const scale = 10 ** minorDigits(c.currency as CurrencyCode);
    return { currency: c.currency, x, sales: [...c.sales], revenue: c.revenueMinor.map((m) => m / scale) };
  });
}

export const $reportCharts = $sellerReport.map((report) => (report === null ? [] : reportCharts(report)));

/** A duration as whole hours and minutes (rounded to the nearest minute), for "2 h 5 min". */
export function durationParts(ms: number): { readonly hours: number; readonly minutes: number } {
  const total = Math.round(ms / 60_000);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
