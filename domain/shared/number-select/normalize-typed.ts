import { add, div, mul, rational, sub } from '../money/rational.ts';
import { exact, floor, maxOf, minOf, toCleanNumber } from './decimal.ts';
import { resolveNumberSelectOptions, type NumberSelectOptions } from './options.ts';

/** A finite decimal literal: optional sign, digits with an optional fraction, optional exponent. */
const DECIMAL_LITERAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads typed text as a number, or `undefined` when it is not one. Stricter
 * than `Number()`, which would read '' and '  ' as 0 and accept 'Infinity'
 * and '0x10'; a comma decimal ('1,5') is not a number here either.
 */
export function parseTypedNumber(input: string): number | undefined {
  const text = input.trim();
  if (!DECIMAL_LITERAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The value a number select keeps after the user typed `input` (spec
 * section 5).
 *
 * Readings chosen where the spec is terse:
 * - Typed text is a number only if it is a finite decimal literal (spaces
 *   around it ignored); anything else ('', 'abc', 'NaN', '1e') gives back
 *   `current` unchanged.
 * - Exact halves round up, towards +∞ (with step 2 from 0, '1' gives 2 and
 *   '3' gives 4); the typed decimal is read as printed, so '0.35' with step
 *   0.1 is a true half and gives 0.4.
 * - A value at or above `max` gives `max` even when `max` is off the step
 *   grid, so normalizing is idempotent; below that the rounded value is
 *   clamped to `min`, then to `max`, so when `max < min` the result is `max`.
 * - The result is the double nearest the exact decimal (0.3, not
 *   0.30000000000000004), exact for inputs of up to 15 significant digits.
 */
export function normalizeTyped(input: string, current: number, opts: NumberSelectOptions = {}): number {
  const typed = parseTypedNumber(input);
  if (typed === undefined) return current;
  const { min, max, step } = resolveNumberSelectOptions(opts);
  if (max !== undefined && typed >= max) return max;
  const lo = exact(min);
  const s = exact(step);
  // Nearest whole number of steps from min, halves up: floor(x + 1/2).
  const steps = floor(add(div(sub(exact(typed), lo), s), rational(1n, 2n)));
  const aboveMin = maxOf(lo, add(lo, mul(rational(steps), s)));
  return toCleanNumber(max === undefined ? aboveMin : minOf(aboveMin, exact(max)));
}
