import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKeyRecord, ApiKeyStore } from '../../../../application/sellerapi/index.ts';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { apiKeys } from '../schema.ts';

type Row = typeof apiKeys.$inferSelect;

const isScope = (s: string): s is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(s);

function recordOf(r: Row): ApiKeyRecord {
  return {
    id: r.id,
    userId: r.userId,
    name: r.name,
    prefix: r.prefix,
    secretHash: r.secretHash,
    // A scope a later version dropped grants nothing.
    scopes: r.scopes.filter(isScope),
    createdAt: r.createdAt,
    lastUsedAt: r.lastUsedAt,
    revokedAt: r.revokedAt,
  };
}

/** API keys in SQL. */
export class SqlApiKeyStore implements ApiKeyStore {
  constructor(private readonly db: Database) {}

  async insert(key: ApiKeyRecord): Promise<void> {
    await this.db.insert(apiKeys).values({ ...key, scopes: [...key.scopes] });
  }

  async keysOf(userId: string): Promise<readonly ApiKeyRecord[]> {
    return (await this.db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))).map(recordOf);
  }

  async liveCount(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    return row?.n ?? 0;
  }

  async byHash(secretHash: string): Promise<ApiKeyRecord | undefined> {
    const [row] = await this.db.select().from(apiKeys).where(eq(apiKeys.secretHash, secretHash));
    return row === undefined ? undefined : recordOf(row);
  }

  async revoke(id: string, userId: string, at: Date): Promise<ApiKeyRecord | undefined> {
    const [row] = await this.db
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
      .returning();
    return row === undefined ? undefined : recordOf(row);
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
  }
}
