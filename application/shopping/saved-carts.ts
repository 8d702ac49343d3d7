import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { GetCartParams, SaveCartParams, SavedCart, SavedCartId } from '../../contracts/shopping/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { SavedCarts } from './ports/index.ts';

/** How long a saved cart can be paid: long enough to switch devices over a weekend, short enough not to pile up. */
export const SAVED_CART_LIFETIME_MS = 7 * 24 * 3_600_000;

/**
 * `saveCart`: keeps the signed-in buyer's lines on the server and answers the
 * id that opens them on the web. Lines for the same listing are merged (the
 * larger quantity wins); nothing about price is stored, since the checkout
 * quotes again when the cart is paid.
 */
export class SaveCart {
  constructor(
    private readonly carts: SavedCarts,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: SaveCartParams): Promise<Result<SavedCartId, DomainError>> {
    const user = requirePermission(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    const lines = new Map<string, SaveCartParams['lines'][number]>();
    for (const line of input.lines) {
      const seen = lines.get(line.productId);
      if (seen === undefined || seen.quantity < line.quantity) lines.set(line.productId, line);
    }
    const createdAt = this.clock.now();
    const saved = await this.carts.save({ ownerId: user.value, lines: [...lines.values()], createdAt, expiresAt: new Date(createdAt.getTime() + SAVED_CART_LIFETIME_MS) });
    return ok({ cartId: saved.id, expiresAt: saved.expiresAt.toISOString() });
  }
}

/**
 * `getCart`: a saved cart, for its owner only. Someone else's cart and an
 * unknown id answer the same CART_NOT_FOUND, so ids cannot be probed; an
 * expired one answers CART_EXPIRED so the buyer knows to build it again.
 */
export class GetCart {
  constructor(
    private readonly carts: SavedCarts,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: GetCartParams): Promise<Result<SavedCart, DomainError>> {
    const user = requirePermission(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    const cart = await this.carts.find(input.cartId);
    if (cart === undefined || cart.ownerId !== user.value) return err(domainError('CART_NOT_FOUND', 'No saved cart of yours has this id', { field: 'cartId' }));
    if (cart.expiresAt.getTime() <= this.clock.now().getTime()) return err(domainError('CART_EXPIRED', 'This saved cart has expired', { field: 'cartId' }));
    return ok({ cartId: cart.id, lines: cart.lines, createdAt: cart.createdAt.toISOString(), expiresAt: cart.expiresAt.toISOString() });
  }
}
