import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { AttemptKey, AttemptStart, AttemptTallies, LoginThrottle } from '../../../../application/accounts/ports/index.ts';
import type { FailureTally } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { loginFailures } from '../schema.ts';

/** Keep a day of failures: the longest window the back-off reads. */
const RETENTION_MS = 24 * 60 * 60 * 1000;

type Executor = Pick<Database, 'select'>;

async function tally(db: Executor, where: ReturnType<typeof and>): Promise<FailureTally> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${loginFailures.at})` })
    .from(loginFailures)
    .where(where);
  const row = rows[0];
  return { count: row?.n ?? 0, lastAt: row?.last == null ? null : new Date(row.last) };
}

/**
 * Failed sign-ins in a table every server process shares. Deciding and
 * recording an attempt happen in one transaction holding a lock on the
 * client address, so parallel guesses from one address are judged one after
 * the other, each seeing the ones before it.
 */
export class SqlLoginThrottle implements LoginThrottle {
  constructor(private readonly db: Database) {}

  async begin(
    key: AttemptKey,
    now: Date,
    since: { readonly pair: Date; readonly address: Date },
    waitFor: (tallies: AttemptTallies) => number,
  ): Promise<AttemptStart> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'login:' + key.clientAddress}, 0))`);
      const [pair, address] = [
        await tally(tx, and(eq(loginFailures.accountKey, key.accountKey), eq(loginFailures.clientAddress, key.clientAddress), gte(loginFailures.at, since.pair))),
        await tally(tx, and(eq(loginFailures.clientAddress, key.clientAddress), gte(loginFailures.at, since.address))),
      ];
      const waitMs = waitFor({ pair, address });
      if (waitMs > 0) return { waitMs };
      const [row] = await tx.insert(loginFailures).values({ accountKey: key.accountKey, clientAddress: key.clientAddress, at: now }).returning({ id: loginFailures.id });
      await tx.delete(loginFailures).where(and(eq(loginFailures.clientAddress, key.clientAddress), lt(loginFailures.at, new Date(now.getTime() - RETENTION_MS))));
      if (row === undefined) throw new Error('login_failures insert returned no row');
      return { attemptId: row.id };
    });
  }

  async forgive(attemptId: number): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
  }

  async succeeded(key: AttemptKey): Promise<void> {
    await this.db.delete(loginFailures).where(and(eq(loginFailures.accountKey, key.accountKey), eq(loginFailures.clientAddress, key.clientAddress)));
  }

  async unlockAccount(accountKey: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
  }
}
