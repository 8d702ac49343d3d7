import type { CustomFilterValue, SmartTagValue } from './listing-data.ts';

/**
 * Comparing filter values the way a visitor sees them: '' , [] , null and a
 * missing key are all "nothing selected", a single value equals a one-item
 * list, and the order of a multi-select list does not matter.
 */

/** Any value a smart-tag or custom filter can hold, or undefined for a missing key. */
export type FilterValue = SmartTagValue | CustomFilterValue | undefined;

const UNSET = 'null';

/** A canonical string for a filter value; two values select the same thing iff their keys are equal. */
export function filterValueKey(value: FilterValue): string {
  if (value === undefined || value === null) return UNSET;
  const items: readonly (string | number | boolean)[] = typeof value === 'object' ? value : [value];
  const kept = items.filter((x) => x !== '');
  if (kept.length === 0) return UNSET;
  const keys = [...new Set(kept.map((x) => JSON.stringify(x)))].sort();
  return `[${keys.join(',')}]`;
}

/** Whether two filter values select the same thing. */
export function sameFilterValue(a: FilterValue, b: FilterValue): boolean {
  return filterValueKey(a) === filterValueKey(b);
}

/** Whether a filter value selects nothing. */
export function isUnsetValue(value: FilterValue): boolean {
  return filterValueKey(value) === UNSET;
}

/** An own property of a record, so that ids like 'constructor' never reach the prototype. */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The ids present in either record, each once. */
export function unionKeys(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])];
}

/** `record` with `key` set to `value`, or removed when `value` is undefined. */
export function withEntry<V>(record: Readonly<Record<string, V>>, key: string, value: V | undefined): Record<string, V> {
  const rest = Object.entries(record).filter(([k]) => k !== key);
  return Object.fromEntries(value === undefined ? rest : [...rest, [key, value]]) as Record<string, V>;
}

/** A string option that counts as absent when empty. */
export function presentString(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}
