import type { Money } from '../../shared/money/index.ts';

/**
 * The shape every calculator shares, so one page renders them all: labelled
 * number inputs (the number-select rules apply to each), a pure `compute`
 * from those numbers to result rows, the formula it uses (a translation key)
 * and where its game data comes from.
 */

/** One labelled number input. `labelKey` is a translation key; `params` fill it (a currency name, a unit). */
export interface CalculatorField {
  readonly key: string;
  readonly labelKey: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly min: number;
  /** null: no upper bound. */
  readonly max: number | null;
  readonly step: number;
  readonly initial: number;
}

/** One pack in a combination: its label (e.g. "13,500 V-Bucks") and how many of it. */
export interface PackCount {
  readonly amount: number;
  readonly price: Money;
  readonly count: number;
}

/** A result's value, typed so the page formats it in the visitor's language. */
export type ResultValue =
  | { readonly kind: 'money'; readonly money: Money }
  | { readonly kind: 'count'; readonly value: number; readonly unit?: string }
  | { readonly kind: 'decimal'; readonly value: number; readonly digits: number; readonly unit?: string }
  | { readonly kind: 'percent'; readonly value: number }
  | { readonly kind: 'duration'; readonly seconds: number }
  | { readonly kind: 'packs'; readonly packs: readonly PackCount[]; readonly unit: string }
  | { readonly kind: 'text'; readonly key: string; readonly params?: Readonly<Record<string, string | number>> }
  /** A proper name shown as it is in every language (an item's market name). */
  | { readonly kind: 'name'; readonly value: string };

/** One result line: a translation key for its label and its value. */
export interface ResultRow {
  readonly key: string;
  readonly labelKey: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly value: ResultValue;
}

/** Where a calculator's numbers come from, and when they were written down. */
export interface DataSource {
  readonly source: string;
  /** ISO date the figures were recorded. */
  readonly asOf: string;
  /** True for made-up demo data (shown with a "demo" label). */
  readonly demo?: boolean;
}

/** What to price on our marketplace: `amount` units of the calculator's currency. */
export interface MarketAsk {
  readonly amount: number;
}

/** Validated calculator inputs by field key. */
export type CalculatorInputs = Readonly<Record<string, number>>;

export interface Calculator {
  readonly slug: string;
  readonly fields: readonly CalculatorField[];
  readonly compute: (inputs: CalculatorInputs) => readonly ResultRow[];
  /** Translation key of the formula explanation, and its parameters. */
  readonly formulaKey: string;
  readonly formulaParams?: Readonly<Record<string, string | number>>;
  readonly data: DataSource;
  /** How many units of the listed currency the inputs ask for, for "on our marketplace it costs X"; absent when nothing is priced by amount. */
  readonly marketAsk?: (inputs: CalculatorInputs) => MarketAsk | null;
}

/** Each input's initial value. */
export function initialInputs(calculator: Pick<Calculator, 'fields'>): CalculatorInputs {
  return Object.fromEntries(calculator.fields.map((f) => [f.key, f.initial]));
}
