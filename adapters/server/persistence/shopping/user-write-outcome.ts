import { eq } from 'drizzle-orm';
import type { UserWrite } from '../../../../application/shopping/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { users } from '../schema.ts';

/**
 * Classifies a guarded single-row update of `users`: the guard (`value IS
 * DISTINCT FROM ...`) makes a no-op update touch nothing, so no returned row
 * means either "already so" or "no such user", told apart by one more read.
 */
export async function userWriteOutcome(db: Database, userId: string, updatedRows: number): Promise<UserWrite> {
  if (updatedRows > 0) return 'CHANGED';
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0 ? 'UNCHANGED' : 'USER_NOT_FOUND';
}
