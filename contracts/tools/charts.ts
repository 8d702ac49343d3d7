import * as v from 'valibot';
import { CHART_RANGES } from '../../domain/index.ts';
import { count, list, slug } from '../shared/fields.ts';

/*
 * GET /api/tools/charts: every game's latest recorded day per product type;
 * GET /api/tools/charts/:gameType?days=7|30|90: its daily history. Prices in
 * USD cents (the page converts to the visitor's currency).
 */

export const ChartParams = v.object({ gameType: slug });
export const ChartQuery = v.object({
  days: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.picklist(CHART_RANGES, 'must be 7, 30 or 90'),
    ),
    '30',
  ),
});

export const PriceDaySchema = v.object({
  day: v.pipe(v.string(), v.isoDate()),
  gameType: v.string(),
  productType: v.string(),
  medianMinor: count,
  lowestMinor: count,
  offerCount: count,
  sales: count,
  synthetic: v.boolean(),
});

export const ChartAnswer = v.object({ gameType: v.string(), days: v.picklist(CHART_RANGES), points: list(PriceDaySchema) });
export type ChartAnswer = v.InferOutput<typeof ChartAnswer>;
export const ChartsOverviewAnswer = v.object({ latest: list(PriceDaySchema) });
export type ChartsOverviewAnswer = v.InferOutput<typeof ChartsOverviewAnswer>;
