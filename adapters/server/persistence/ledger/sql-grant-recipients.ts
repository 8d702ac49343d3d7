import { eq } from 'drizzle-orm';
import type { GrantRecipients } from '../../../../application/ledger/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { users } from '../schema.ts';

/** Whether a user row exists (an id only; nothing of the account is read). */
export class SqlGrantRecipients implements GrantRecipients {
  constructor(private readonly db: Database) {}

  async exists(userId: string): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return rows.length > 0;
  }
}
