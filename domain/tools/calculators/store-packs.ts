import { mustMoney, USD, type Money } from '../../shared/money/index.ts';
import { cheapestCover, mostForBudget, type Combination, type PackItem } from './pack-combinations.ts';
import type { Calculator, CalculatorField, CalculatorInputs, DataSource, PackCount, ResultRow } from './types.ts';

/**
 * The store-currency calculator most games need: the official packs of a
 * game's currency (amount, USD price in cents), the cheapest packs for the
 * amount a player needs, and the most currency a budget buys. Official
 * packs can be bought as often as wanted.
 */

/** [amount, USD cents], in the store's order. */
export type Pack = readonly [amount: number, cents: number];

export interface StorePacks {
  /** The currency's own name, a proper noun left untranslated ("V-Bucks"). */
  readonly unit: string;
  readonly packs: readonly Pack[];
  readonly data: DataSource;
}

export interface StoreCalculatorSpec extends StorePacks {
  readonly slug: string;
  /** Starting target amount; a round amount players ask for. */
  readonly initialTarget: number;
  readonly maxTarget?: number;
  /** Game-specific fields and rows after the common ones. */
  readonly extraFields?: readonly CalculatorField[];
  readonly extraRows?: (inputs: CalculatorInputs) => readonly ResultRow[];
  readonly formulaKey?: string;
  readonly formulaParams?: Readonly<Record<string, string | number>>;
}

export function packItems(packs: readonly Pack[]): PackItem[] {
  return packs.map(([amount, cents]) => ({ amount, priceMinor: cents, limit: null }));
}

export function usd(cents: number): Money {
  return mustMoney(cents, USD);
}

export function packCounts(packs: readonly Pack[], combination: Combination): PackCount[] {
  return packs.flatMap(([amount, cents], i) => {
    const count = combination.counts[i] ?? 0;
    return count > 0 ? [{ amount, price: usd(cents), count }] : [];
  });
}

/** The cheapest official packs for at least `target`; null only past the table limit. */
export function cheapestPacks(packs: readonly Pack[], target: number): Combination | null {
  return cheapestCover(packItems(packs), target);
}

/** The most currency `budgetCents` buys in official packs. */
export function mostPacksFor(packs: readonly Pack[], budgetCents: number): Combination | null {
  return mostForBudget(packItems(packs), budgetCents);
}

/** Rows for the cheapest packs of `target` units of `unit`. */
export function coverRows(packs: readonly Pack[], unit: string, target: number): ResultRow[] {
  const cover = cheapestPacks(packs, target);
  if (cover === null) return [{ key: 'tooLarge', labelKey: 'calculator.row.cheapestPacks', value: { kind: 'text', key: 'calculator.value.tooLarge' } }];
  return [
    { key: 'cheapestPacks', labelKey: 'calculator.row.cheapestPacks', params: { unit }, value: { kind: 'packs', packs: packCounts(packs, cover), unit } },
    { key: 'coverPrice', labelKey: 'calculator.row.coverPrice', value: { kind: 'money', money: usd(cover.priceMinor) } },
    { key: 'leftover', labelKey: 'calculator.row.leftover', value: { kind: 'count', value: cover.amount - target, unit } },
  ];
}

/** Rows for what `budgetCents` buys. */
export function budgetRows(packs: readonly Pack[], unit: string, budgetCents: number): ResultRow[] {
  const most = mostPacksFor(packs, budgetCents);
  if (most === null) return [{ key: 'budgetTooLarge', labelKey: 'calculator.row.budgetAmount', value: { kind: 'text', key: 'calculator.value.tooLarge' } }];
  return [
    { key: 'budgetAmount', labelKey: 'calculator.row.budgetAmount', params: { unit }, value: { kind: 'count', value: most.amount, unit } },
    { key: 'budgetPacks', labelKey: 'calculator.row.budgetPacks', value: { kind: 'packs', packs: packCounts(packs, most), unit } },
    { key: 'budgetChange', labelKey: 'calculator.row.budgetChange', value: { kind: 'money', money: usd(budgetCents - most.priceMinor) } },
  ];
}

export const targetField = (unit: string, initial: number, max: number): CalculatorField => ({ key: 'target', labelKey: 'calculator.field.target', params: { unit }, min: 0, max, step: 1, initial });
export const budgetField: CalculatorField = { key: 'budget', labelKey: 'calculator.field.budget', min: 0, max: 5000, step: 1, initial: 50 };

/** A store-currency calculator: target → cheapest packs, budget (whole dollars) → most currency, plus the game's extras. */
export function storeCalculator(spec: StoreCalculatorSpec): Calculator {
  const maxTarget = spec.maxTarget ?? Math.max(...spec.packs.map(([a]) => a)) * 20;
  return {
    slug: spec.slug,
    fields: [targetField(spec.unit, spec.initialTarget, maxTarget), budgetField, ...(spec.extraFields ?? [])],
    compute: (inputs) => [
      ...coverRows(spec.packs, spec.unit, inputs['target'] ?? 0),
      ...budgetRows(spec.packs, spec.unit, Math.round((inputs['budget'] ?? 0) * 100)),
      ...(spec.extraRows?.(inputs) ?? []),
    ],
    formulaKey: spec.formulaKey ?? 'calculator.formula.packs',
    formulaParams: { unit: spec.unit, ...spec.formulaParams },
    data: spec.data,
    marketAsk: (inputs) => ({ amount: inputs['target'] ?? 0 }),
  };
}
