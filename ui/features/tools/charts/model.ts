import { combine, createStore, sample } from 'effector';
import { convertFromUsd, mustMoney, pathFor, USD, CHART_RANGES, type ChartRange, type ErrorCode, type PriceDay } from '../../../../domain/index.ts';
import { ChartAnswer, ChartsOverviewAnswer } from '../../../../contracts/tools/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { $displayCurrency } from '../../shared/currency/model.ts';
import { pageResolved } from '../../shared/page/model.ts';

/*
 * Price charts: `/charts` (every game's latest day) and `/{gameType}/charts?days=`
 * (daily median, lowest, offers and sales per product type over 7, 30 or 90
 * days). Prices arrive in USD cents and are shown in the visitor's currency,
 * converted by the domain.
 */

export const fetchChartFx = apiEffect(({ gameType, days }: { readonly gameType: string; readonly days: ChartRange }) => ({ method: 'GET', path: `/api/tools/charts/${encodeURIComponent(gameType)}?days=${days}` }), ChartAnswer);
export const fetchChartsOverviewFx = apiEffect(() => ({ method: 'GET', path: '/api/tools/charts' }), ChartsOverviewAnswer);

export function rangeOf(search: string): ChartRange {
  const days = Number(new URLSearchParams(search).get('days') ?? '30');
  return (CHART_RANGES as readonly number[]).includes(days) ? (days as ChartRange) : 30;
}

export const chartHref = (gameType: string, days: ChartRange): string => `${pathFor('gameCharts', { gameType })}${days === 30 ? '' : `?days=${days}`}`;

export const $chart = createStore<ChartAnswer | null>(null, { sid: 'charts/$chart' }).on(fetchChartFx.doneData, (_, answer) => answer);
export const $chartsOverview = createStore<ChartsOverviewAnswer | null>(null, { sid: 'charts/$overview' }).on(fetchChartsOverviewFx.doneData, (_, answer) => answer);
export const $chartError = createStore<ErrorCode | null>(null, { sid: 'charts/$chartError' })
  .on([fetchChartFx, fetchChartsOverviewFx], () => null)
  .on([fetchChartFx.failData, fetchChartsOverviewFx.failData], (_, error) => error.code);

sample({
  clock: pageResolved,
  filter: (page) => page.name === 'gameCharts' && page.status < 400,
  fn: (page) => ({ gameType: page.params['gameType'] ?? '', days: rangeOf(page.search) }),
  target: fetchChartFx,
});
sample({ clock: pageResolved, filter: (page) => page.name === 'charts' && page.status < 400, fn: () => undefined, target: fetchChartsOverviewFx });

/** A USD-cent amount in the display currency's major units (for the chart axis), USD when the rate is unusable. */
function major(usdMinor: number, rate: number, currency: string, digits: number): number {
  const converted = convertFromUsd(mustMoney(usdMinor, USD), rate, currency as never);
  return converted.isOk() ? converted.value.minor / 10 ** digits : usdMinor / 100;
}

export interface ProductChart {
  readonly productType: string;
  readonly x: readonly number[];
  readonly median: readonly number[];
  readonly lowest: readonly number[];
  readonly offers: readonly number[];
  readonly sales: readonly number[];
  readonly last: PriceDay | null;
  readonly synthetic: boolean;
}

/** One chart per product type, prices in the display currency. */
export const $productCharts = combine($chart, $displayCurrency, (chart, display): readonly ProductChart[] => {
  if (chart === null) return [];
  const digits = Math.round(Math.log10(Math.max(1, convertFromUsd(mustMoney(100, USD), 1, display.currency).map((m) => m.minor).unwrapOr(100))));
  const byType = new Map<string, PriceDay[]>();
  for (const point of chart.points) byType.set(point.productType, [...(byType.get(point.productType) ?? []), point]);
  return [...byType].map(([productType, points]) => ({
    productType,
    x: points.map((p) => Date.parse(`${p.day}T00:00:00Z`) / 1000),
    median: points.map((p) => major(p.medianMinor, display.rate, display.currency, digits)),
    lowest: points.map((p) => major(p.lowestMinor, display.rate, display.currency, digits)),
    offers: points.map((p) => p.offerCount),
    sales: points.map((p) => p.sales),
    last: points.at(-1) ?? null,
    synthetic: points.some((p) => p.synthetic),
  }));
});
