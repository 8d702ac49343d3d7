import * as v from 'valibot';
import { ERROR_CODES } from '../../domain/index.ts';
import { count, list, shortText } from '../shared/fields.ts';

/*
 * GET /api/tools/steam-inventory?profile=: the cs-inventory-value
 * calculator's "Load my Steam inventory" — a profile's public CS2 inventory
 * priced item by item on the Steam Community Market, in US cents (USD only),
 * with the calculator's totals.
 */

export const SteamInventoryQuery = v.object({ profile: v.pipe(shortText(200), v.minLength(1, 'is required')) });

const Source = v.object({ kind: v.picklist(['demo', 'official']), name: v.string() });

export const InventoryValuationAnswer = v.object({
  steamId: v.string(),
  currency: v.literal('USD'),
  items: list(
    v.object({
      marketHashName: v.string(),
      count,
      marketable: v.boolean(),
      unitCents: v.nullable(count),
      totalCents: v.nullable(count),
    }),
  ),
  totalAssets: count,
  valueCents: count,
  afterFeesCents: count,
  mostValuable: v.nullable(v.string()),
  pricesIncomplete: v.nullable(v.picklist(ERROR_CODES)),
  inventorySource: Source,
  priceSource: Source,
});
export type InventoryValuationAnswer = v.InferOutput<typeof InventoryValuationAnswer>;
