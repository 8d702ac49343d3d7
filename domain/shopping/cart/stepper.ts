import type { CartItem } from './types.ts';

/** What the quantity stepper of a line shows. */
export interface StepperState {
  readonly minusDisabled: boolean;
  readonly plusDisabled: boolean;
  /** Units one press adds or takes away. */
  readonly step: number;
}

/**
 * The units one press moves: the minQuantity when the line sells in batches
 * of it (`incrementalQuantity`), else 1.
 */
export function stepOf(line: CartItem): number {
  return line.incrementalQuantity ? Math.max(1, line.minQuantity) : 1;
}

/**
 * The stepper's buttons (spec section 5): minus off at or below the
 * minQuantity or when the whole control is disabled; plus off at or above the
 * maxQuantity or when disabled.
 */
export function stepperState(line: CartItem, disabled = false): StepperState {
  return {
    minusDisabled: disabled || line.quantity <= line.minQuantity,
    plusDisabled: disabled || line.quantity >= line.maxQuantity,
    step: stepOf(line),
  };
}

/** Whether the line shows a stepper at all: only when it may hold more than one unit. */
export function showsStepper(line: CartItem): boolean {
  return line.maxQuantity > 1;
}

/** The line after one press on plus: one step more, capped at maxQuantity; unchanged when plus is off. */
export function stepUp(line: CartItem): CartItem {
  if (stepperState(line).plusDisabled) return line;
  return { ...line, quantity: Math.min(line.quantity + stepOf(line), line.maxQuantity) };
}

/** The line after one press on minus: one step less, not below minQuantity; unchanged when minus is off. */
export function stepDown(line: CartItem): CartItem {
  if (stepperState(line).minusDisabled) return line;
  return { ...line, quantity: Math.max(line.quantity - stepOf(line), line.minQuantity, 1) };
}
