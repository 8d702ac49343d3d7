import type { AvailabilityIssue } from '../cart/reconcile-availability.ts';
import type { Cart } from '../cart/types.ts';

/**
 * The server's checkout quote judges each line (spec sections 4 and 8):
 * bought as asked, clamped to what is in stock, or not for sale any more.
 * The cart applies that judgement by its own availability rule
 * (`reconcileAvailability`), so the quote's lines are turned into the
 * availability check's issues: a line that cannot be bought is an issue with
 * its error (the cart removes it), a line whose stock limit differs from the
 * cart's, or is below the quantity held, is an issue with the new maximum
 * (the cart caps it). Lines the cart no longer holds are left out.
 *
 * Reading: only a difference the cart would act on is reported, so applying
 * the issues and asking again with the same quote reports nothing.
 */

/** Why the server would not sell a quoted line. */
export type UnavailableQuoteLine = 'PRODUCT_NOT_FOUND' | 'PRODUCT_NOT_AVAILABLE';

/** What the rule needs of one line of the server's checkout quote. */
export interface QuotedLineAvailability {
  readonly productId: string;
  readonly availability: 'AVAILABLE' | 'CLAMPED' | UnavailableQuoteLine;
  /** The most units the line may hold now; null when it cannot be bought. */
  readonly maxQuantity: number | null;
}

/** The availability issues a checkout quote's lines raise against `cart`. */
export function quoteAvailabilityIssues(cart: Cart, lines: readonly QuotedLineAvailability[]): AvailabilityIssue[] {
  return lines.flatMap((line): AvailabilityIssue[] => {
    const item = cart.find((l) => l._id === line.productId);
    if (item === undefined) return [];
    if (line.availability === 'PRODUCT_NOT_FOUND' || line.availability === 'PRODUCT_NOT_AVAILABLE') return [{ _id: line.productId, error: line.availability }];
    const max = line.maxQuantity;
    return max !== null && (item.quantity > max || item.maxQuantity !== max) ? [{ _id: line.productId, maxQuantity: max }] : [];
  });
}
