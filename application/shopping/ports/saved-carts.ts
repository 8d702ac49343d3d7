import type { SavedCartLine } from '../../../contracts/shopping/index.ts';

/** A cart kept on the server for its owner until it expires. */
export interface SavedCartRecord {
  readonly id: string;
  readonly ownerId: string;
  readonly lines: readonly SavedCartLine[];
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Where saved carts live. */
export interface SavedCarts {
  /** Stores a new cart under an unguessable id (the id is the link that pays it). */
  save(cart: Omit<SavedCartRecord, 'id'>): Promise<SavedCartRecord>;
  /** The cart with this id, expired or not; undefined when there is none. */
  find(id: string): Promise<SavedCartRecord | undefined>;
}
