import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Acquaintance, ContactsStore } from '../../../../application/messaging/index.ts';
import type { Database } from '../shared/database.ts';
import { conversations, users } from '../schema.ts';

/** The counterparts of a user's conversations and the blocks between them, in SQL. */
export class SqlContacts implements ContactsStore {
  constructor(private readonly db: Database) {}

  async talkedWith(userId: string, limit: number): Promise<readonly Acquaintance[]> {
    const rows = await this.db
      .select({ a: conversations.userA, b: conversations.userB, at: conversations.lastMessageAt })
      .from(conversations)
      .where(and(or(eq(conversations.userA, userId), eq(conversations.userB, userId)), isNotNull(conversations.lastMessageAt)))
      .orderBy(desc(conversations.lastMessageAt))
      .limit(limit);
    return rows.flatMap((r) => (r.at === null ? [] : [{ userId: r.a === userId ? r.b : r.a, at: r.at }]));
  }

  async blockedEitherWay(userId: string, ids: readonly string[]): Promise<ReadonlySet<string>> {
    if (ids.length === 0) return new Set();
    const [mine] = await this.db.select({ blocked: users.blockedUserIds }).from(users).where(eq(users.id, userId));
    const theirs = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [...ids]), sql`${userId} = ANY(${users.blockedUserIds})`));
    return new Set([...(mine?.blocked ?? []).filter((id) => ids.includes(id)), ...theirs.map((r) => r.id)]);
  }
}
