import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { ConversationRecord, ConversationSummary, MessageRecord, MessagingStore } from '../../../../application/messaging/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { conversationReads, conversations, messages, users } from '../schema.ts';

const conversationColumns = { id: conversations.id, userA: conversations.userA, userB: conversations.userB, lastSeq: conversations.lastSeq };

/** Conversations, messages and read marks in SQL; the ambient transaction (the unit of work) carries every call. */
export class SqlMessagingStore implements MessagingStore {
  constructor(private readonly db: Database) {}

  async openPair(pair: readonly [string, string], newId: string, at: Date): Promise<ConversationRecord> {
    const [userA, userB] = pair;
    // Two first messages racing for one pair meet at the unique index: the loser reads the winner's row.
    await this.db.insert(conversations).values({ id: newId, userA, userB, createdAt: at }).onConflictDoNothing();
    const [row] = await this.db.select(conversationColumns).from(conversations).where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)));
    if (row === undefined) throw new Error('conversation vanished after insert');
    await this.db
      .insert(conversationReads)
      .values([
        { conversationId: row.id, userId: userA },
        { conversationId: row.id, userId: userB },
      ])
      .onConflictDoNothing();
    return row;
  }

  async find(conversationId: string): Promise<ConversationRecord | undefined> {
    const [row] = await this.db.select(conversationColumns).from(conversations).where(eq(conversations.id, conversationId));
    return row;
  }

  async sentWith(senderId: string, clientId: string): Promise<MessageRecord | undefined> {
    const [row] = await this.db.select().from(messages).where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
    return row;
  }

  async append(m: Omit<MessageRecord, 'seq'>): Promise<MessageRecord> {
    const [numbered] = await this.db
      .update(conversations)
      .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastMessageAt: m.createdAt })
      .where(eq(conversations.id, m.conversationId))
      .returning({ seq: conversations.lastSeq });
    if (numbered === undefined) throw new Error(`no conversation ${m.conversationId}`);
    const record: MessageRecord = { ...m, seq: numbered.seq };
    await this.db.insert(messages).values({ ...record, attachments: [...record.attachments] });
    // The sender has read their own message, and everything before it; the recipient sees the conversation again if they had archived it.
    await this.markRead(m.conversationId, m.senderId, record.seq);
    await this.db
      .update(conversationReads)
      .set({ archived: false })
      .where(and(eq(conversationReads.conversationId, m.conversationId), sql`${conversationReads.userId} <> ${m.senderId}`, eq(conversationReads.archived, true)));
    return record;
  }

  async markRead(conversationId: string, userId: string, seq: number): Promise<void> {
    await this.db
      .update(conversationReads)
      .set({ lastReadSeq: sql`GREATEST(${conversationReads.lastReadSeq}, LEAST(${seq}, (SELECT ${conversations.lastSeq} FROM ${conversations} WHERE ${conversations.id} = ${conversationId})))` })
      .where(and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.userId, userId)));
  }

  async summaries(userId: string, limit: number): Promise<readonly ConversationSummary[]> {
    const counterpartId = sql<string>`CASE WHEN ${conversations.userA} = ${userId} THEN ${conversations.userB} ELSE ${conversations.userA} END`;
    const rows = await this.db
      .select({
        id: conversations.id,
        lastSeq: conversations.lastSeq,
        lastMessageAt: conversations.lastMessageAt,
        lastReadSeq: conversationReads.lastReadSeq,
        counterpartId,
        username: users.username,
        slug: users.slug,
        avatar: users.avatar,
        lastBody: sql<string | null>`(SELECT ${messages.body} FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id} ORDER BY ${messages.seq} DESC LIMIT 1)`,
        lastSender: sql<string | null>`(SELECT ${messages.senderId} FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id} ORDER BY ${messages.seq} DESC LIMIT 1)`,
        unread: sql<number>`(SELECT count(*)::int FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id} AND ${messages.seq} > ${conversationReads.lastReadSeq} AND ${messages.senderId} <> ${userId})`.mapWith(Number),
        archived: conversationReads.archived,
        muted: sql<boolean>`${counterpartId} = ANY(COALESCE((SELECT ${users.mutedUserIds} FROM ${users} WHERE ${users.id} = ${userId}), '{}'::text[]))`,
        blocked: sql<boolean>`${counterpartId} = ANY(COALESCE((SELECT ${users.blockedUserIds} FROM ${users} WHERE ${users.id} = ${userId}), '{}'::text[]))`,
        theirs: sql<{ last_read_seq: number; typing_until: string | null } | null>`(SELECT row_to_json(r) FROM (SELECT ${conversationReads.lastReadSeq} AS last_read_seq, ${conversationReads.typingUntil} AS typing_until FROM ${conversationReads} WHERE ${conversationReads.conversationId} = ${conversations.id} AND ${conversationReads.userId} <> ${userId}) r)`,
      })
      .from(conversationReads)
      .innerJoin(conversations, eq(conversations.id, conversationReads.conversationId))
      .innerJoin(users, eq(users.id, counterpartId))
      .where(and(eq(conversationReads.userId, userId), sql`${conversations.lastSeq} > 0`))
      .orderBy(desc(conversations.lastMessageAt))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      counterpart: { id: r.counterpartId, username: r.username, slug: r.slug, avatar: r.avatar },
      lastSeq: r.lastSeq,
      lastMessage: r.lastBody === null || r.lastMessageAt === null ? null : { body: r.lastBody, mine: r.lastSender === userId, at: r.lastMessageAt },
      unread: r.unread,
      archived: r.archived,
      muted: r.muted,
      blocked: r.blocked,
      counterpartLastRead: r.theirs?.last_read_seq ?? 0,
      counterpartTypingUntil: r.theirs?.typing_until === null || r.theirs?.typing_until === undefined ? null : new Date(r.theirs.typing_until),
    }));
  }

  async messages(conversationId: string, before: number | null, limit: number): Promise<readonly MessageRecord[]> {
    const rows = await this.db
      .select()
      .from(messages)
      .where(before === null ? eq(messages.conversationId, conversationId) : and(eq(messages.conversationId, conversationId), lt(messages.seq, before)))
      .orderBy(desc(messages.seq))
      .limit(limit);
    return rows.reverse();
  }

  /** Muted users' messages do not count: the badge and the reminders leave them out. */
  async unreadCount(userId: string, conversationId?: string): Promise<number> {
    const unread = and(
      sql`${messages.seq} > ${conversationReads.lastReadSeq}`,
      sql`${messages.senderId} <> ${userId}`,
      sql`NOT (${messages.senderId} = ANY(COALESCE((SELECT ${users.mutedUserIds} FROM ${users} WHERE ${users.id} = ${userId}), '{}'::text[])))`,
    );
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(messages)
      .innerJoin(conversationReads, and(eq(conversationReads.conversationId, messages.conversationId), eq(conversationReads.userId, userId)))
      .where(conversationId === undefined ? unread : and(unread, eq(messages.conversationId, conversationId)));
    return row?.n ?? 0;
  }
}

