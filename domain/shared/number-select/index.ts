/**
 * Number select: the rules of the numeric input with minus and plus buttons
 * (spec sections 3 and 5): what a typed value becomes, and what the buttons
 * allow. Amounts are computed as exact decimals so fractional steps give
 * clean numbers (0.3, never 0.30000000000000004).
 */
export {
  DEFAULT_NUMBER_SELECT_MIN,
  DEFAULT_NUMBER_SELECT_STEP,
  resolveNumberSelectOptions,
  type NumberSelectOptions,
  type ResolvedNumberSelectOptions,
} from './options.ts';
export { normalizeTyped, parseTypedNumber } from './normalize-typed.ts';
export { canDecrease, canIncrease, decrease, increase } from './step.ts';
