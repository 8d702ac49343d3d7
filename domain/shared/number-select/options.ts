/**
 * The bounds and step of a number select (spec section 3: inputs min, max,
 * step). Every field is optional so that a bare control counts whole numbers
 * from 0 upwards.
 */
export interface NumberSelectOptions {
  /** Lowest value and the origin of the step grid; default 0 (also when not finite). */
  readonly min?: number;
  /** Highest value; absent or not finite means unlimited. */
  readonly max?: number;
  /** Distance between selectable values; default 1 (also when not a finite number above 0). */
  readonly step?: number;
}

/** Options with the defaults filled in; `max` is `undefined` when unlimited. */
export interface ResolvedNumberSelectOptions {
  readonly min: number;
  readonly max: number | undefined;
  readonly step: number;
}

/** The default origin of the step grid (spec section 5). */
export const DEFAULT_NUMBER_SELECT_MIN = 0;
/** The default step (spec section 5). */
export const DEFAULT_NUMBER_SELECT_STEP = 1;

/**
 * Fills in the defaults, so that a bad option from a caller degrades to the
 * spec's default instead of making every later comparison NaN.
 */
export function resolveNumberSelectOptions(opts: NumberSelectOptions = {}): ResolvedNumberSelectOptions {
  const { min, max, step } = opts;
  return {
    min: min !== undefined && Number.isFinite(min) ? min : DEFAULT_NUMBER_SELECT_MIN,
    max: max !== undefined && Number.isFinite(max) ? max : undefined,
    step: step !== undefined && Number.isFinite(step) && step > 0 ? step : DEFAULT_NUMBER_SELECT_STEP,
  };
}
