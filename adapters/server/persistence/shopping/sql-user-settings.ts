import { and, eq, sql } from 'drizzle-orm';
import type { UserSettings, UserWrite } from '../../../../application/shopping/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { users } from '../schema.ts';
import { userWriteOutcome } from './user-write-outcome.ts';

/** The user's own settings columns on `users`; writing the value already stored touches nothing. */
export class SqlUserSettings implements UserSettings {
  constructor(private readonly db: Database) {}

  async setCountry(userId: string, country: string): Promise<UserWrite> {
    const updated = await this.db
      .update(users)
      .set({ country })
      .where(and(eq(users.id, userId), sql`${users.country} IS DISTINCT FROM ${country}::text`))
      .returning({ id: users.id });
    return userWriteOutcome(this.db, userId, updated.length);
  }
}
