import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ConversationControlsStore, MessageKind, MessageRecord, MessageReport } from '../../../../application/messaging/ports/index.ts';
import { anyOf } from '../shared/any-of.ts';
import type { Database } from '../shared/database.ts';
import { conversationReads, conversations, messageReports, messages, staffAuditLog, users } from '../schema.ts';

/** Blocks and mutes (the user's own arrays), archive and typing marks, reports and search in SQL; the ambient transaction carries every call. */
export class SqlConversationControls implements ConversationControlsStore {
  constructor(private readonly db: Database) {}

  async setListed(userId: string, list: 'blocked' | 'muted', otherId: string, on: boolean): Promise<readonly string[]> {
    const column = list === 'blocked' ? users.blockedUserIds : users.mutedUserIds;
    const next = on ? sql`array_append(array_remove(${column}, ${otherId}), ${otherId})` : sql`array_remove(${column}, ${otherId})`;
    const [row] = await this.db
      .update(users)
      .set(list === 'blocked' ? { blockedUserIds: next } : { mutedUserIds: next })
      .where(eq(users.id, userId))
      .returning({ ids: column });
    return row?.ids ?? [];
  }

  async blockedBetween(a: string, b: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(or(and(eq(users.id, a), sql`${b} = ANY(${users.blockedUserIds})`), and(eq(users.id, b), sql`${a} = ANY(${users.blockedUserIds})`)))
      .limit(1);
    return row !== undefined;
  }

  async blockedAmong(pairs: readonly (readonly [string, string])[]): Promise<readonly (readonly [string, string])[]> {
    if (pairs.length === 0) return [];
    const ids = [...new Set(pairs.flat())];
    const rows = await this.db.select({ id: users.id, blocked: users.blockedUserIds }).from(users).where(and(anyOf(users.id, ids), sql`cardinality(${users.blockedUserIds}) > 0`));
    const blocks = new Map(rows.map((r) => [r.id, new Set(r.blocked)] as const));
    return pairs.filter(([a, b]) => blocks.get(a)?.has(b) === true || blocks.get(b)?.has(a) === true);
  }

  async setArchived(conversationId: string, userId: string, archived: boolean): Promise<void> {
    await this.db.update(conversationReads).set({ archived }).where(and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.userId, userId)));
  }

  async messageAt(conversationId: string, seq: number): Promise<MessageRecord | undefined> {
    const [row] = await this.db.select().from(messages).where(and(eq(messages.conversationId, conversationId), eq(messages.seq, seq)));
    return row === undefined ? undefined : { ...row, kind: row.kind as MessageKind };
  }

  async report(r: { readonly conversationId: string; readonly seq: number; readonly reporterId: string; readonly reason: string; readonly createdAt: Date }): Promise<boolean> {
    const added = await this.db.insert(messageReports).values(r).onConflictDoNothing().returning({ id: messageReports.id });
    return added.length > 0;
  }

  async openReports(limit: number): Promise<readonly MessageReport[]> {
    return this.db
      .select({
        id: messageReports.id,
        conversationId: messageReports.conversationId,
        seq: messageReports.seq,
        reporterId: messageReports.reporterId,
        reason: messageReports.reason,
        body: messages.body,
        senderId: messages.senderId,
        createdAt: messageReports.createdAt,
      })
      .from(messageReports)
      .innerJoin(messages, and(eq(messages.conversationId, messageReports.conversationId), eq(messages.seq, messageReports.seq)))
      .where(eq(messageReports.status, 'open'))
      .orderBy(asc(messageReports.id))
      .limit(limit);
  }

  async resolveReport(id: number, staffId: string, at: Date): Promise<boolean> {
    const done = await this.db
      .update(messageReports)
      .set({ status: 'resolved', resolvedBy: staffId, resolvedAt: at })
      .where(and(eq(messageReports.id, id), eq(messageReports.status, 'open')))
      .returning({ id: messageReports.id, conversationId: messageReports.conversationId, seq: messageReports.seq });
    const report = done[0];
    if (report === undefined) return false;
    // On record like every staff action; a ban of the sender, when staff chose one, has its own line.
    await this.db.insert(staffAuditLog).values({
      at,
      staffId,
      action: 'message.report.resolve',
      targetType: 'message_report',
      targetId: String(report.id),
      reason: 'Report closed',
      details: { conversationId: report.conversationId, seq: report.seq },
    });
    return true;
  }

  async search(userId: string, q: string, limit: number): Promise<readonly string[]> {
    // A plain ILIKE over the user's own conversations: small per user; a trigram index is the next step when inboxes grow.
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const counterpart = sql<string>`CASE WHEN ${conversations.userA} = ${userId} THEN ${conversations.userB} ELSE ${conversations.userA} END`;
    const rows = await this.db
      .selectDistinct({ id: conversations.id, at: conversations.lastMessageAt })
      .from(conversationReads)
      .innerJoin(conversations, eq(conversations.id, conversationReads.conversationId))
      .innerJoin(users, eq(users.id, counterpart))
      .leftJoin(messages, and(eq(messages.conversationId, conversations.id), ilike(messages.body, pattern)))
      .where(and(eq(conversationReads.userId, userId), or(ilike(users.username, pattern), sql`${messages.seq} IS NOT NULL`)))
      .orderBy(sql`${conversations.lastMessageAt} DESC NULLS LAST`)
      .limit(limit);
    return rows.map((r) => r.id);
  }
}
