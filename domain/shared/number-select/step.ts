import { add, compare, sub } from '../money/rational.ts';
import { exact, maxOf, minOf, toCleanNumber } from './decimal.ts';
import { resolveNumberSelectOptions, type NumberSelectOptions } from './options.ts';

/**
 * Whether the plus button does anything: only while below `max`, or always
 * when there is no `max` (spec section 5).
 */
export function canIncrease(value: number, opts: NumberSelectOptions = {}): boolean {
  const { max } = resolveNumberSelectOptions(opts);
  return max === undefined || value < max;
}

/** Whether the minus button does anything: only while above `min`. */
export function canDecrease(value: number, opts: NumberSelectOptions = {}): boolean {
  const { min } = resolveNumberSelectOptions(opts);
  return value > min;
}

/**
 * One step up, never past `max`; a value that cannot increase (or is not
 * finite) is returned unchanged rather than pulled back into range, because
 * pressing plus must never lower the number. Exact decimal arithmetic, so
 * 0.2 + 0.1 gives 0.3.
 */
export function increase(value: number, opts: NumberSelectOptions = {}): number {
  if (!Number.isFinite(value) || !canIncrease(value, opts)) return value;
  const { min, max, step } = resolveNumberSelectOptions(opts);
  const up = maxOf(exact(min), add(exact(value), exact(step)));
  return toCleanNumber(max === undefined ? up : minOf(up, exact(max)));
}

/**
 * One step down, never below `min`; a value that cannot decrease (or is not
 * finite) is returned unchanged, because pressing minus must never raise the
 * number.
 */
export function decrease(value: number, opts: NumberSelectOptions = {}): number {
  if (!Number.isFinite(value) || !canDecrease(value, opts)) return value;
  const { min, step } = resolveNumberSelectOptions(opts);
  const down = sub(exact(value), exact(step));
  return toCleanNumber(compare(down, exact(min)) < 0 ? exact(min) : down);
}
