import { desc, eq } from 'drizzle-orm';
import { isPayoutMethodId } from '../../../../domain/index.ts';
import type { PayoutDetailsStore, SavedPayoutDetails } from '../../../../application/payouts/index.ts';
import type { Database } from '../shared/database.ts';
import { payoutDetails } from '../schema.ts';

/** {@link PayoutDetailsStore} on `payout_details`: one row per user and method, replaced on save. */
export class SqlPayoutDetails implements PayoutDetailsStore {
  constructor(private readonly db: Database) {}

  async save(userId: string, saved: SavedPayoutDetails): Promise<void> {
    const row = { userId, method: saved.method, details: { ...saved.details }, updatedAt: saved.updatedAt };
    await this.db
      .insert(payoutDetails)
      .values(row)
      .onConflictDoUpdate({ target: [payoutDetails.userId, payoutDetails.method], set: { details: row.details, updatedAt: row.updatedAt } });
  }

  async ofUser(userId: string): Promise<readonly SavedPayoutDetails[]> {
    const rows = await this.db.select().from(payoutDetails).where(eq(payoutDetails.userId, userId)).orderBy(desc(payoutDetails.updatedAt));
    return rows.flatMap((row) => (isPayoutMethodId(row.method) ? [{ method: row.method, details: row.details, updatedAt: row.updatedAt }] : []));
  }
}
