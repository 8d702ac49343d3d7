import { mustMoney, USD } from '../../../shared/money/index.ts';
import { centsTable, inventoryValue, type MarketPrices } from '../../steam/inventory-value.ts';
import type { Calculator } from '../types.ts';

/**
 * cs-inventory-value: a Counter-Strike 2 inventory priced item by item
 * through a `MarketPrices` table (domain/tools/steam/inventory-value.ts):
 * value = Σ count × price; what selling it on the Steam Market pays =
 * Σ count × receivedFrom(price). The inputs use the deterministic demo
 * prices below, labelled demo; the page's "Load my Steam inventory" asks the
 * server, which prices a real inventory the same way.
 */
export type { InventoryValue, MarketPrices } from '../../steam/inventory-value.ts';
export { inventoryValue };

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
export const DEMO_MARKET_PRICES: MarketPrices = centsTable('Demo prices', true, (item) => DEMO_CENTS[item]);

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
