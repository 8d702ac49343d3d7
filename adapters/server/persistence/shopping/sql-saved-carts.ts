import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SavedCartRecord, SavedCarts } from '../../../../application/shopping/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { savedCarts } from '../schema.ts';

/** {@link SavedCarts} in the `saved_carts` table. */
export class SqlSavedCarts implements SavedCarts {
  constructor(private readonly db: Database) {}

  async save(cart: Omit<SavedCartRecord, 'id'>): Promise<SavedCartRecord> {
    // 128 random bits: the id alone opens the cart's page, so it must not be guessable.
    const id = `cart_${randomBytes(16).toString('base64url')}`;
    await this.db.insert(savedCarts).values({ id, ownerId: cart.ownerId, lines: [...cart.lines], createdAt: cart.createdAt, expiresAt: cart.expiresAt });
    return { id, ...cart };
  }

  async find(id: string): Promise<SavedCartRecord | undefined> {
    const [row] = await this.db.select().from(savedCarts).where(eq(savedCarts.id, id));
    return row === undefined ? undefined : { id: row.id, ownerId: row.ownerId, lines: row.lines, createdAt: row.createdAt, expiresAt: row.expiresAt };
  }
}
