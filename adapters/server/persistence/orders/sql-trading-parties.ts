import { asc, inArray } from 'drizzle-orm';
import type { TradingParties } from '../../../../application/orders/index.ts';
import type { Database } from '../shared/database.ts';
import { users } from '../schema.ts';

/**
 * {@link TradingParties} as `SELECT … FOR SHARE` in id order (one order for
 * every caller, so holds never wait on each other in a cycle). Under READ
 * COMMITTED a row locked by a committing ban or erasure is read again after
 * it, so `out` is the committed truth.
 */
export class SqlTradingParties implements TradingParties {
  constructor(private readonly db: Database) {}

  async hold(userIds: readonly string[]): Promise<readonly { readonly id: string; readonly out: boolean }[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .select({ id: users.id, banned: users.banned, removed: users.removed })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]))
      .orderBy(asc(users.id))
      .for('share');
    return rows.map((r) => ({ id: r.id, out: r.banned || r.removed }));
  }
}
