import { mustMoney, USD, type Money } from '../../shared/money/index.ts';
import { receivedFrom } from './market-fees.ts';

/**
 * What a Counter-Strike 2 inventory is worth, item by item through a price
 * table: value = Σ count × price; what selling it on the Steam Market pays =
 * Σ count × receivedFrom(price) (the Steam and game fees, see the steam
 * calculator). Used by the cs-inventory-value calculator and by the server's
 * "Load my Steam inventory", so both compute the same totals.
 */
export interface MarketPrices {
  /** Where the prices come from, and whether they are demo figures. */
  readonly label: string;
  readonly demo: boolean;
  /** The lowest listed price of one item (USD), or null when unknown. */
  priceOf(item: string): Money | null;
}

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

/** A `MarketPrices` from a lookup of US cents by market name (undefined or null: no price). */
export function centsTable(label: string, demo: boolean, centsOf: (item: string) => number | null | undefined): MarketPrices {
  return {
    label,
    demo,
    priceOf: (item) => {
      const cents = centsOf(item);
      return cents === undefined || cents === null ? null : mustMoney(cents, USD);
    },
  };
}
