import type { Cart, CartItem } from './types.ts';

/** One entry of the server's answer to the cart availability check (spec section 3). */
export interface AvailabilityIssue {
  /** The line's product id. */
  readonly _id: string;
  /** An error code such as PRODUCT_NOT_FOUND or PRODUCT_NOT_AVAILABLE. */
  readonly error?: string;
  /** The most units still available for this line. */
  readonly maxQuantity?: number;
}

/** The server's answer to `checkCartAvailablity`: only the lines with a problem are listed. */
export interface AvailabilityResponse {
  readonly errors: readonly AvailabilityIssue[];
}

/** The cart after the check, and the lines it lost (the UI toasts each one). */
export interface Reconciliation {
  readonly cart: Cart;
  /** The removed lines as they were, in cart order. */
  readonly removed: readonly CartItem[];
}

/** Errors that take the line out of the cart (spec section 8). */
export const LINE_REMOVING_ERRORS: readonly string[] = ['PRODUCT_NOT_FOUND', 'PRODUCT_NOT_AVAILABLE'];

type Verdict = { readonly kind: 'remove' } | { readonly kind: 'cap'; readonly max: number };

/**
 * Applies the availability check to the cart (spec sections 4 and 8).
 *
 * - PRODUCT_NOT_FOUND or PRODUCT_NOT_AVAILABLE removes the line.
 * - Otherwise a returned maxQuantity becomes the line's maxQuantity and
 *   clamps its quantity (section 8's reading: a line below the returned
 *   maximum keeps its quantity, so the check never adds units the buyer
 *   did not ask for); a returned maxQuantity of 0 or less removes the line.
 * - An entry with neither a removing error nor a usable maxQuantity, and
 *   every line not mentioned, leave the line unchanged.
 * - Several entries for one line: any removal wins, else the smallest maxQuantity.
 */
export function reconcileAvailability(cart: Cart, response: AvailabilityResponse): Reconciliation {
  const verdicts = new Map<string, Verdict>();
  for (const issue of response.errors) {
    const verdict = verdictOf(issue);
    if (verdict === undefined) continue;
    verdicts.set(issue._id, stricter(verdicts.get(issue._id), verdict));
  }
  const kept: CartItem[] = [];
  const removed: CartItem[] = [];
  for (const line of cart) {
    const verdict = verdicts.get(line._id);
    if (verdict === undefined) kept.push(line);
    else if (verdict.kind === 'remove') removed.push(line);
    else kept.push({ ...line, maxQuantity: verdict.max, quantity: Math.min(line.quantity, verdict.max) });
  }
  return { cart: kept, removed };
}

function verdictOf(issue: AvailabilityIssue): Verdict | undefined {
  if (issue.error !== undefined && LINE_REMOVING_ERRORS.includes(issue.error)) return { kind: 'remove' };
  const max = issue.maxQuantity;
  if (max === undefined || !Number.isFinite(max)) return undefined;
  return max < 1 ? { kind: 'remove' } : { kind: 'cap', max: Math.floor(max) };
}

function stricter(a: Verdict | undefined, b: Verdict): Verdict {
  if (a === undefined) return b;
  if (a.kind === 'remove' || b.kind === 'remove') return { kind: 'remove' };
  return a.max <= b.max ? a : b;
}
