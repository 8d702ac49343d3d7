import type { CalculatorInputs, ResultRow } from './types.ts';

/** Something a game sells for its currency (a battle pass, a summon), by its in-game name. */
export interface StoreItem {
  readonly name: string;
  readonly cost: number;
}

/** How many of each item the target amount buys: floor(target / cost). */
export function itemRows(items: readonly StoreItem[], unit: string): (inputs: CalculatorInputs) => ResultRow[] {
  return (inputs) =>
    items.map((item) => ({
      key: `item:${item.name}`,
      labelKey: 'calculator.row.itemCount',
      params: { item: item.name, cost: item.cost, unit },
      value: { kind: 'count', value: Math.floor((inputs['target'] ?? 0) / item.cost) },
    }));
}
