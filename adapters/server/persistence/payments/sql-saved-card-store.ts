import { eq } from 'drizzle-orm';
import type { SavedCardStore, StoredSavedCard } from '../../../../application/payments/index.ts';
import type { Database } from '../shared/database.ts';
import { savedCards } from '../schema.ts';

/** Saved cards in SQL, one row per user (a new card overwrites the row); the ambient transaction carries every call. */
export class SqlSavedCardStore implements SavedCardStore {
  constructor(private readonly db: Database) {}

  async find(userId: string): Promise<StoredSavedCard | undefined> {
    const [row] = await this.db.select().from(savedCards).where(eq(savedCards.userId, userId));
    return row;
  }

  async save(card: StoredSavedCard): Promise<void> {
    const { userId: _user, ...rest } = card;
    await this.db.insert(savedCards).values(card).onConflictDoUpdate({ target: savedCards.userId, set: rest });
  }

  async remove(userId: string): Promise<void> {
    await this.db.delete(savedCards).where(eq(savedCards.userId, userId));
  }
}
