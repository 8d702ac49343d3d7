import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { ConversationRecord, ConversationSummary, MessageFileRecord, MessageKind, MessageRecord, MessagingStore } from '../../../../application/messaging/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { conversationReads, conversations, messageFiles, messages, users } from '../schema.ts';

const conversationColumns = {
  id: conversations.id,
  userA: conversations.userA,
  userB: conversations.userB,
  lastSeq: conversations.lastSeq,
  orderId: conversations.orderId,
  staffIds: conversations.staffIds,
};

type MessageRow = typeof messages.$inferSelect;
const record = (row: MessageRow): MessageRecord => ({ ...row, kind: row.kind as MessageKind });

/** Conversations, messages and read marks in SQL; the ambient transaction (the unit of work) carries every call. */
export class SqlMessagingStore implements MessagingStore {
  constructor(private readonly db: Database) {}

  async openPair(pair: readonly [string, string], newId: string, at: Date): Promise<ConversationRecord> {
    const [userA, userB] = pair;
    // Two first messages racing for one pair meet at the unique index: the loser reads the winner's row.
    await this.db.insert(conversations).values({ id: newId, userA, userB, createdAt: at }).onConflictDoNothing();
    const [row] = await this.db
      .select(conversationColumns)
      .from(conversations)
      .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB), isNull(conversations.orderId)));
    if (row === undefined) throw new Error('conversation vanished after insert');
    return this.withReads(row);
  }

  async openOrder(orderId: string, pair: readonly [string, string], newId: string, at: Date): Promise<ConversationRecord> {
    const [found] = await this.db.select(conversationColumns).from(conversations).where(eq(conversations.orderId, orderId));
    if (found !== undefined) return found;
    const [userA, userB] = pair;
    await this.db.insert(conversations).values({ id: newId, userA, userB, orderId, createdAt: at }).onConflictDoNothing();
    const [row] = await this.db.select(conversationColumns).from(conversations).where(eq(conversations.orderId, orderId));
    if (row === undefined) throw new Error('order conversation vanished after insert');
    return this.withReads(row);
  }

  async addStaff(conversationId: string, staffId: string): Promise<ConversationRecord> {
    const [row] = await this.db
      .update(conversations)
      .set({ staffIds: sql`array_append(array_remove(${conversations.staffIds}, ${staffId}), ${staffId})` })
      .where(eq(conversations.id, conversationId))
      .returning(conversationColumns);
    if (row === undefined) throw new Error(`no conversation ${conversationId}`);
    // Staff read from where they join: the history before is there to read, not a badge to clear.
    await this.db.insert(conversationReads).values({ conversationId, userId: staffId, lastReadSeq: row.lastSeq }).onConflictDoNothing();
    return row;
  }

  private async withReads(row: ConversationRecord): Promise<ConversationRecord> {
    await this.db
      .insert(conversationReads)
      .values([
        { conversationId: row.id, userId: row.userA },
        { conversationId: row.id, userId: row.userB },
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
    return row === undefined ? undefined : record(row);
  }

  /**
   * Two statements: one numbers the message under the conversation's row lock and inserts it (a
   * data-modifying CTE), the other moves the sender's read mark to it and un-archives the conversation
   * for the others, in one pass over the conversation's read rows.
   */
  async append(m: Omit<MessageRecord, 'seq'>): Promise<MessageRecord> {
    const files = JSON.stringify(m.files);
    const result = (await this.db.execute(sql`
      WITH numbered AS (
        UPDATE ${conversations} SET last_seq = last_seq + 1, last_message_at = ${m.createdAt.toISOString()}::timestamptz
        WHERE id = ${m.conversationId} RETURNING last_seq
      )
      INSERT INTO ${messages} (conversation_id, seq, sender_id, kind, body, client_id, attachments, files, created_at)
      SELECT ${m.conversationId}, last_seq, ${m.senderId}, ${m.kind}, ${m.body}, ${m.clientId}, ${sql`ARRAY[${sql.join(
        m.attachments.map((a) => sql`${a}`),
        sql`, `,
      )}]::text[]`}, ${files}::jsonb, ${m.createdAt.toISOString()}::timestamptz FROM numbered
      RETURNING seq`)) as unknown as { rows: { seq: number }[] };
    const seq = result.rows[0]?.seq;
    if (seq === undefined) throw new Error(`no conversation ${m.conversationId}`);
    if (m.senderId !== null) {
      await this.db.execute(sql`
        UPDATE ${conversationReads}
        SET last_read_seq = CASE WHEN user_id = ${m.senderId} THEN GREATEST(last_read_seq, ${seq}) ELSE last_read_seq END,
            archived = CASE WHEN user_id = ${m.senderId} THEN archived ELSE false END
        WHERE conversation_id = ${m.conversationId} AND (user_id = ${m.senderId} OR archived)`);
    }
    return { ...m, seq: Number(seq) };
  }

  async appendSystem(m: { readonly conversationId: string; readonly eventKey: string; readonly body: string; readonly createdAt: Date }): Promise<MessageRecord | undefined> {
    // The conversation's row lock first, so two tellings of one event cannot both find it missing.
    await this.db.execute(sql`SELECT 1 FROM ${conversations} WHERE id = ${m.conversationId} FOR UPDATE`);
    const [there] = await this.db
      .select({ seq: messages.seq })
      .from(messages)
      .where(and(eq(messages.conversationId, m.conversationId), isNull(messages.senderId), eq(messages.clientId, m.eventKey)));
    if (there !== undefined) return undefined;
    const appended = await this.append({ conversationId: m.conversationId, senderId: null, kind: 'system', body: m.body, clientId: m.eventKey, attachments: [], files: [], createdAt: m.createdAt });
    // Everyone is shown the conversation again when an order event arrives in it.
    await this.db.update(conversationReads).set({ archived: false }).where(and(eq(conversationReads.conversationId, m.conversationId), eq(conversationReads.archived, true)));
    return appended;
  }

  async messagesAfter(conversationId: string, after: number, limit: number): Promise<readonly MessageRecord[]> {
    const rows = await this.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, after)))
      .orderBy(asc(messages.seq))
      .limit(limit);
    return rows.map(record);
  }

  async addFile(file: MessageFileRecord): Promise<void> {
    await this.db.insert(messageFiles).values(file);
  }

  async file(key: string): Promise<MessageFileRecord | undefined> {
    const [row] = await this.db.select().from(messageFiles).where(eq(messageFiles.key, key));
    return row;
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
        theirs: sql<number | null>`(SELECT r.last_read_seq FROM ${conversationReads} r WHERE r.conversation_id = ${conversations.id} AND r.user_id = ${counterpartId})`,
        orderId: conversations.orderId,
      })
      .from(conversationReads)
      .innerJoin(conversations, eq(conversations.id, conversationReads.conversationId))
      .innerJoin(users, eq(users.id, counterpartId))
      .where(and(eq(conversationReads.userId, userId), sql`${conversations.lastSeq} > 0`))
      .orderBy(desc(conversations.lastMessageAt))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      orderId: r.orderId,
      counterpart: { id: r.counterpartId, username: r.username, slug: r.slug, avatar: r.avatar },
      lastSeq: r.lastSeq,
      lastMessage: r.lastBody === null || r.lastMessageAt === null ? null : { body: r.lastBody, mine: r.lastSender === userId, at: r.lastMessageAt },
      unread: r.unread,
      archived: r.archived,
      muted: r.muted,
      blocked: r.blocked,
      counterpartLastRead: r.theirs ?? 0,
      // Typing marks live outside the database (TypingMarks); the use case adds them.
      counterpartTypingUntil: null,
    }));
  }

  async messages(conversationId: string, before: number | null, limit: number): Promise<readonly MessageRecord[]> {
    const rows = await this.db
      .select()
      .from(messages)
      .where(before === null ? eq(messages.conversationId, conversationId) : and(eq(messages.conversationId, conversationId), lt(messages.seq, before)))
      .orderBy(desc(messages.seq))
      .limit(limit);
    return rows.reverse().map(record);
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

