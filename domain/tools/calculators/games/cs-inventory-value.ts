import { mustMoney, USD, type Money } from '../../../shared/money/index.ts';
import type { Calculator } from '../types.ts';
import { receivedFrom } from './steam.ts';

/**
 * cs-inventory-value: a Counter-Strike 2 inventory priced item by item
 * through a `MarketPrices` port: value = Σ count × price; what selling it on
 * the Steam Market pays = Σ count × receivedFrom(price) (the Steam fees,
 * see steam.ts). The page uses the deterministic local demo source below,
 * labelled demo: there is no network here for Steam's price API.
 */
export interface MarketPrices {
  /** Where the prices come from, and whether they are demo figures. */
  readonly label: string;
  readonly demo: boolean;
  /** The lowest listed price of one item (USD), or null when unknown. */
  priceOf(item: string): Money | null;
}

export const INVENTORY_ITEMS = [
  'AK-47 | Redline (Field-Tested)',
  'AWP | Asiimov (Field-Tested)',
  'M4A1-S | Hyper Beast (Field-Tested)',
  'Glock-18 | Water Elemental (Field-Tested)',
  'Desert Eagle | Blaze (Factory New)',
  'Karambit | Doppler (Factory New)',
  'Kilowatt Case',
  'Sticker | Natus Vincere (Holo) | Paris 2023',
] as const;

const DEMO_CENTS: Readonly<Record<string, number>> = {
  'AK-47 | Redline (Field-Tested)': 3_250,
  'AWP | Asiimov (Field-Tested)': 9_800,
  'M4A1-S | Hyper Beast (Field-Tested)': 1_475,
  'Glock-18 | Water Elemental (Field-Tested)': 310,
  'Desert Eagle | Blaze (Factory New)': 52_000,
  'Karambit | Doppler (Factory New)': 98_500,
  'Kilowatt Case': 45,
  'Sticker | Natus Vincere (Holo) | Paris 2023': 120,
};

/** Fixed demo prices, the same on every machine. */
export const DEMO_MARKET_PRICES: MarketPrices = {
  label: 'Demo prices',
  demo: true,
  priceOf: (item) => (DEMO_CENTS[item] === undefined ? null : mustMoney(DEMO_CENTS[item], USD)),
};

export interface InventoryValue {
  readonly valueCents: number;
  readonly afterFeesCents: number;
  readonly mostValuable: string | null;
}

export function inventoryValue(counts: Readonly<Record<string, number>>, prices: MarketPrices): InventoryValue {
  let valueCents = 0;
  let afterFeesCents = 0;
  let mostValuable: string | null = null;
  let top = 0;
  for (const [item, count] of Object.entries(counts)) {
    const price = prices.priceOf(item)?.minor ?? 0;
    if (count <= 0 || price <= 0) continue;
    valueCents += count * price;
    afterFeesCents += count * receivedFrom(price);
    if (count * price > top) {
      top = count * price;
      mostValuable = item;
    }
  }
  return { valueCents, afterFeesCents, mostValuable };
}

export function inventoryCalculator(prices: MarketPrices): Calculator {
  return {
    slug: 'cs-inventory-value',
    fields: INVENTORY_ITEMS.map((item, i) => ({ key: `item${i}`, labelKey: 'calculator.field.itemCount', params: { item }, min: 0, max: 10_000, step: 1, initial: i < 3 ? 1 : 0 })),
    compute: (inputs) => {
      const counts = Object.fromEntries(INVENTORY_ITEMS.map((item, i) => [item, inputs[`item${i}`] ?? 0]));
      const value = inventoryValue(counts, prices);
      return [
        { key: 'value', labelKey: 'calculator.row.inventoryValue', value: { kind: 'money', money: mustMoney(value.valueCents, USD) } },
        { key: 'afterFees', labelKey: 'calculator.row.afterSteamFees', value: { kind: 'money', money: mustMoney(value.afterFeesCents, USD) } },
        { key: 'top', labelKey: 'calculator.row.mostValuable', value: value.mostValuable === null ? { kind: 'text', key: 'calculator.value.none' } : { kind: 'name', value: value.mostValuable } },
      ];
    },
    formulaKey: 'calculator.formula.csInventory',
    data: { source: prices.label, asOf: '2026-11-23', demo: prices.demo },
  };
}

export const calculator = inventoryCalculator(DEMO_MARKET_PRICES);
