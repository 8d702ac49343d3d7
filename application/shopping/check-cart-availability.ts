import { err, ok, type Result } from 'neverthrow';
import { domainError, type Actor, type DomainError } from '../../domain/index.ts';
import type { ListingAvailability, ListingStockState } from './ports/index.ts';
import type { CartAvailability, CartLineIssue, CheckCartAvailabilityParams } from '../../contracts/shopping/index.ts';

/** Params of `checkCartAvailablity` (sic, the method's name on the wire), as the server has them once checked. */
export type CheckCartAvailabilityInput = CheckCartAvailabilityParams;
/** One cart line as the client sends it: which listing and how many units. */
export type CartLineRequest = CheckCartAvailabilityInput['products'][number];

/** The answer: only lines with a problem, in cart order (domain `reconcileAvailability` reads it). */
export type CheckCartAvailabilityOutput = CartAvailability;
export type { CartLineIssue };

/** The most lines one check may carry; far above a real cart, low enough to bound the query. */
export const MAX_CART_CHECK_PRODUCTS = 100;

/**
 * The most units of a listing one cart line may hold now, or undefined when
 * it cannot be bought at all. Reading: a seller's maxQuantity caps a line
 * but never above the units in stock, so the check can never let a cart
 * oversell; ONE_TIME listings sell with a stock of 0 (spec section 5) and
 * then the cap is their maxQuantity, or 1 when they set none.
 */
export function purchasableQuantity(listing: ListingStockState): number | undefined {
  if (listing.state !== 'AVAILABLE') return undefined;
  if (listing.quantity <= 0) {
    return listing.purchaseBehavior === 'ONE_TIME' ? Math.max(0, listing.maxQuantity ?? 1) : undefined;
  }
  return Math.max(0, Math.min(listing.maxQuantity ?? listing.quantity, listing.quantity));
}

/** What the check says of one line given the listing as it is now (undefined: missing); undefined when the line is fine. */
export function lineIssue(line: CartLineRequest, listing: ListingStockState | undefined): CartLineIssue | undefined {
  if (listing === undefined) return { _id: line._id, error: 'PRODUCT_NOT_FOUND' };
  const max = purchasableQuantity(listing);
  if (max === undefined) return { _id: line._id, error: 'PRODUCT_NOT_AVAILABLE' };
  return line.quantity > max ? { _id: line._id, maxQuantity: max } : undefined;
}

/**
 * `checkCartAvailablity`: the server's word on a cart before checkout (spec
 * sections 4 and 8). It reads the stock itself with one query for all lines
 * and never trusts a client's idea of stock. Open to visitors, who fill carts
 * too. Each line is judged on its own, so two lines of one listing are each
 * capped at its stock. A quantity that is not a whole number of at least 1
 * is refused (VALIDATION_FAILED) since no cart line can hold it.
 */
export class CheckCartAvailability {
  constructor(private readonly listings: ListingAvailability) {}

  async execute(_actor: Actor, input: CheckCartAvailabilityInput): Promise<Result<CheckCartAvailabilityOutput, DomainError>> {
    if (input.products.length > MAX_CART_CHECK_PRODUCTS) {
      return err(
        domainError('VALIDATION_FAILED', `A cart check takes at most ${MAX_CART_CHECK_PRODUCTS} products`, { field: 'products', max: MAX_CART_CHECK_PRODUCTS }),
      );
    }
    const badLine = input.products.findIndex((p) => !Number.isSafeInteger(p.quantity) || p.quantity < 1);
    if (badLine >= 0) {
      return err(domainError('VALIDATION_FAILED', 'Quantity must be a whole number of at least 1', { field: `products.${badLine}.quantity` }));
    }
    if (input.products.length === 0) return ok({ errors: [] });
    const ids = [...new Set(input.products.map((p) => p._id))];
    const byId = new Map((await this.listings.stockOf(ids)).map((l) => [l.id, l]));
    const errors: CartLineIssue[] = [];
    for (const line of input.products) {
      const issue = lineIssue(line, byId.get(line._id));
      if (issue !== undefined) errors.push(issue);
    }
    return ok({ errors });
  }
}
