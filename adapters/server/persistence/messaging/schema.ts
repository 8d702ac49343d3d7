import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * Conversations (application/messaging): one per pair of users (`order_id` null), and one per order
 * (`order_id` set, between its buyer and seller); `user_a` < `user_b` either way. Staff who join an
 * order's conversation for its dispute are listed in `staff_ids`.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    userA: text('user_a')
      .notNull()
      .references(() => users.id),
    userB: text('user_b')
      .notNull()
      .references(() => users.id),
    /** The number of the last message; the next one gets `last_seq + 1` under this row's lock. */
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The order this conversation belongs to; null for a pair's own conversation. */
    orderId: text('order_id'),
    /** Staff members who joined (for a dispute); shown as staff. */
    staffIds: text('staff_ids').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.userA, t.userB).where(sql`${t.orderId} IS NULL`),
    uniqueIndex('conversations_order_idx').on(t.orderId), index('conversations_user_b_idx').on(t.userB), check('conversations_pair_order', sql`${t.userA} < ${t.userB}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id),
    seq: integer('seq').notNull(),
    /** Null for a system message (an order event), whose body is the event's kind. */
    senderId: text('sender_id').references(() => users.id),
    /** 'text' (a person's message) or 'system' (an order event, e.g. body 'paid'). */
    kind: text('kind').notNull().default('text'),
    body: text('body').notNull(),
    /** The sender's id for this message: a resend with the same id is the same message. */
    clientId: text('client_id').notNull(),
    /** Images sent with it: keys of stored, re-encoded originals (the media context). */
    attachments: text('attachments').array().notNull().default(sql`'{}'::text[]`),
    /** Documents sent with it (see `message_files`): key, sanitised name, type and size, as shown to the members. */
    files: jsonb('files').$type<readonly { key: string; name: string; type: string; size: number }[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.seq] }),
    uniqueIndex('messages_client_idx').on(t.senderId, t.clientId),
    // A system message's client id is its event's key: one message per order event, however often the event is told.
    uniqueIndex('messages_system_event_idx').on(t.conversationId, t.clientId).where(sql`${t.senderId} IS NULL`),
  ],
);

/** What each party has read (the number of the last message seen) and whether they archived the conversation. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_reads_user_idx').on(t.userId)],
);

/** A message reported to staff, once per reporter; staff resolve it. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id),
    seq: integer('seq').notNull(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    /** open or resolved. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('message_reports_once_idx').on(t.conversationId, t.seq, t.reporterId), index('message_reports_status_idx').on(t.status, t.id)],
);

/**
 * Documents uploaded into a conversation (pdf, txt, zip), checked by their bytes. The bytes live in a private
 * store under `key`; only the conversation's members download them, through an authenticated route.
 */
export const messageFiles = pgTable(
  'message_files',
  {
    key: text('key').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id),
    uploaderId: text('uploader_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('message_files_conversation_idx').on(t.conversationId)],
);
