import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../shared/errors/index.ts';
import { isPositiveQuantity } from './quantity-rules.ts';
import type { Cart } from './types.ts';

/**
 * Takes `quantity` units off the line `id` (spec section 4); the line is
 * deleted when that leaves 0 or less. The minQuantity does not hold removal
 * back: removal is how a buyer gets rid of a line. An id that is not in the
 * cart leaves it unchanged, so a repeated message is harmless.
 */
export function removeFromCart(cart: Cart, id: string, quantity = 1): Result<Cart, DomainError> {
  if (!isPositiveQuantity(quantity)) {
    return err(domainError('QUANTITY_INVALID', `Quantity must be a whole number above 0, got ${quantity}`, { field: 'quantity' }));
  }
  return ok(
    cart.flatMap((line) => {
      if (line._id !== id) return [line];
      const left = line.quantity - quantity;
      return left > 0 ? [{ ...line, quantity: left }] : [];
    }),
  );
}

/** Deletes the line `id` whatever its quantity (the line's remove button). */
export function removeLine(cart: Cart, id: string): Cart {
  return cart.filter((line) => line._id !== id);
}

/** The empty cart (the 'Clear Cart' button). */
export function clearCart(): Cart {
  return [];
}
