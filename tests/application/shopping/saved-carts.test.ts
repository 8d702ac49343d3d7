import { describe, expect, it } from 'vitest';
import { actorFromProfile } from '../../../domain/index.ts';
import { GetCart, SaveCart, SAVED_CART_LIFETIME_MS } from '../../../application/shopping/saved-carts.ts';
import type { SavedCartRecord, SavedCarts } from '../../../application/shopping/ports/index.ts';

const buyer = actorFromProfile({ id: 'buyer', roles: ['CUSTOMER'], banned: false, verificationState: 'VERIFIED' });

function memoryCarts(): SavedCarts {
  const rows = new Map<string, SavedCartRecord>();
  return {
    save: async (cart) => {
      const saved = { id: `cart-${rows.size + 1}`, ...cart };
      rows.set(saved.id, saved);
      return saved;
    },
    find: async (id) => rows.get(id),
  };
}

describe('saved carts', () => {
  it('opens until the last millisecond of its week, then answers CART_EXPIRED', async () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const clock = { now: () => now };
    const carts = memoryCarts();
    const { cartId } = (await new SaveCart(carts, clock).execute(buyer, { lines: [{ productId: 'p', quantity: 1 }] }))._unsafeUnwrap();
    const get = new GetCart(carts, clock);
    now = new Date(now.getTime() + SAVED_CART_LIFETIME_MS - 1);
    expect((await get.execute(buyer, { cartId })).isOk()).toBe(true);
    now = new Date(now.getTime() + 1);
    expect((await get.execute(buyer, { cartId }))._unsafeUnwrapErr()).toMatchObject({ code: 'CART_EXPIRED', details: { field: 'cartId' } });
  });
});
