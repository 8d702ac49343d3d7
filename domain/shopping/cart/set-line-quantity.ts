import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../shared/errors/index.ts';
import { clamp } from './quantity-rules.ts';
import type { Cart } from './types.ts';

/**
 * Sets the quantity of line `id`, clamped to `[minQuantity, maxQuantity]`
 * (maxQuantity winning if they cross), e.g. from a typed value. Only a
 * non-integer is refused (QUANTITY_INVALID); 0 or less is clamped up, since
 * deleting is {@link removeLine}'s job. An unknown id leaves the cart as is.
 */
export function setLineQuantity(cart: Cart, id: string, quantity: number): Result<Cart, DomainError> {
  if (!Number.isSafeInteger(quantity)) {
    return err(domainError('QUANTITY_INVALID', `Quantity must be a whole number, got ${quantity}`, { field: 'quantity' }));
  }
  return ok(
    cart.map((line) =>
      line._id === id ? { ...line, quantity: clamp(quantity, Math.max(1, line.minQuantity), Math.max(1, line.maxQuantity)) } : line,
    ),
  );
}
