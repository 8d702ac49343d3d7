import { asc, sql } from 'drizzle-orm';
import type { ConversationRecord, MessageBatchStore, MessageKind, MessageRecord } from '../../../../application/messaging/ports/index.ts';
import { anyOf } from '../shared/any-of.ts';
import type { Database } from '../shared/database.ts';
import { conversations, messages } from '../schema.ts';

const conversationColumns = {
  id: conversations.id,
  userA: conversations.userA,
  userB: conversations.userB,
  lastSeq: conversations.lastSeq,
  orderId: conversations.orderId,
  staffIds: conversations.staffIds,
};

/**
 * A group commit's writes in SQL: rows travel as one JSON parameter each
 * (read with jsonb_to_recordset, which PGlite runs too), so a batch of any
 * size is a fixed handful of statements. The ambient transaction carries every call.
 */
export class SqlMessageBatches implements MessageBatchStore {
  constructor(private readonly db: Database) {}

  async findMany(conversationIds: readonly string[]): Promise<readonly ConversationRecord[]> {
    if (conversationIds.length === 0) return [];
    return this.db.select(conversationColumns).from(conversations).where(anyOf(conversations.id, conversationIds));
  }

  async sentWithMany(keys: readonly { readonly senderId: string; readonly clientId: string }[]): Promise<readonly MessageRecord[]> {
    if (keys.length === 0) return [];
    const json = JSON.stringify(keys.map((k) => ({ sender_id: k.senderId, client_id: k.clientId })));
    const rows = await this.db
      .select()
      .from(messages)
      .where(sql`(${messages.senderId}, ${messages.clientId}) IN (SELECT sender_id, client_id FROM jsonb_to_recordset(${json}::jsonb) AS k(sender_id text, client_id text))`);
    return rows.map((row) => ({ ...row, kind: row.kind as MessageKind }));
  }

  async messagesAfterMany(requests: readonly { readonly conversationId: string; readonly after: number }[], limit: number): Promise<readonly MessageRecord[]> {
    if (requests.length === 0) return [];
    const json = JSON.stringify(requests.map((r) => ({ conversation_id: r.conversationId, after: r.after })));
    const result = (await this.db.execute(sql`
      SELECT m.conversation_id, m.seq, m.sender_id, m.kind, m.body, m.client_id, m.attachments, m.files, m.created_at
      FROM jsonb_to_recordset(${json}::jsonb) AS r(conversation_id text, after int)
      CROSS JOIN LATERAL (
        SELECT * FROM ${messages} WHERE ${messages.conversationId} = r.conversation_id AND ${messages.seq} > r.after ORDER BY ${messages.seq} LIMIT ${limit}
      ) m`)) as unknown as { rows: RawMessage[] };
    return result.rows.map((row) => ({
      conversationId: row.conversation_id,
      seq: Number(row.seq),
      senderId: row.sender_id,
      kind: row.kind as MessageKind,
      body: row.body,
      clientId: row.client_id,
      attachments: row.attachments,
      files: typeof row.files === 'string' ? (JSON.parse(row.files) as MessageRecord['files']) : row.files,
      createdAt: new Date(row.created_at),
    }));
  }

  async appendMany(batch: readonly Omit<MessageRecord, 'seq'>[]): Promise<readonly MessageRecord[]> {
    if (batch.length === 0) return [];
    const ids = [...new Set(batch.map((m) => m.conversationId))].sort();
    // The row locks in id order first: numbering needs them, and the same order everywhere means no deadlock between batches.
    const locked = await this.db
      .select({ id: conversations.id, lastSeq: conversations.lastSeq })
      .from(conversations)
      .where(anyOf(conversations.id, ids))
      .orderBy(asc(conversations.id))
      .for('update');
    const last = new Map(locked.map((row) => [row.id, row.lastSeq] as const));
    const stored = batch.map((m): MessageRecord => {
      const before = last.get(m.conversationId);
      if (before === undefined) throw new Error(`no conversation ${m.conversationId}`);
      last.set(m.conversationId, before + 1);
      return { ...m, seq: before + 1 };
    });
    const tops = JSON.stringify(
      ids.map((id) => ({ id, last_seq: last.get(id), at: maxDate(stored.filter((m) => m.conversationId === id).map((m) => m.createdAt)).toISOString() })),
    );
    await this.db.execute(sql`
      UPDATE ${conversations} c SET last_seq = t.last_seq, last_message_at = t.at
      FROM jsonb_to_recordset(${tops}::jsonb) AS t(id text, last_seq int, at timestamptz) WHERE c.id = t.id`);
    const rows = JSON.stringify(
      stored.map((m) => ({ conversation_id: m.conversationId, seq: m.seq, sender_id: m.senderId, kind: m.kind, body: m.body, client_id: m.clientId, attachments: m.attachments, files: m.files, created_at: m.createdAt.toISOString() })),
    );
    await this.db.execute(sql`
      INSERT INTO ${messages} (conversation_id, seq, sender_id, kind, body, client_id, attachments, files, created_at)
      SELECT conversation_id, seq, sender_id, kind, body, client_id, ARRAY(SELECT jsonb_array_elements_text(attachments)), files, created_at
      FROM jsonb_to_recordset(${rows}::jsonb) AS m(conversation_id text, seq int, sender_id text, kind text, body text, client_id text, attachments jsonb, files jsonb, created_at timestamptz)`);
    // Each sender's read mark moves to their last message; the others see the conversation again if they had archived it.
    const marks = new Map<string, { conversation_id: string; sender_id: string; seq: number }>();
    for (const m of stored) if (m.senderId !== null) marks.set(`${m.conversationId}\u0000${m.senderId}`, { conversation_id: m.conversationId, sender_id: m.senderId, seq: m.seq });
    if (marks.size === 0) return stored;
    const senders = sql`jsonb_to_recordset(${JSON.stringify([...marks.values()])}::jsonb) AS s(conversation_id text, sender_id text, seq int)`;
    await this.db.execute(sql`
      UPDATE conversation_reads r SET last_read_seq = GREATEST(r.last_read_seq, s.seq)
      FROM ${senders} WHERE r.conversation_id = s.conversation_id AND r.user_id = s.sender_id`);
    await this.db.execute(sql`
      UPDATE conversation_reads r SET archived = false
      FROM ${senders} WHERE r.conversation_id = s.conversation_id AND r.archived AND r.user_id <> s.sender_id`);
    return stored;
  }
}

interface RawMessage {
  conversation_id: string;
  seq: number | string;
  sender_id: string | null;
  kind: string;
  body: string;
  client_id: string;
  attachments: string[];
  files: MessageRecord['files'] | string;
  created_at: string | Date;
}

const maxDate = (dates: readonly Date[]): Date => new Date(Math.max(...dates.map((d) => d.getTime())));
