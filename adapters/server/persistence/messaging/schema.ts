import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/** Two-person conversations (application/messaging), one per pair: `user_a` < `user_b`. */
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
  },
  (t) => [uniqueIndex('conversations_pair_idx').on(t.userA, t.userB), index('conversations_user_b_idx').on(t.userB), check('conversations_pair_order', sql`${t.userA} < ${t.userB}`)],
);

export const messages = pgTable(
  'messages',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id),
    seq: integer('seq').notNull(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    /** The sender's id for this message: a resend with the same id is the same message. */
    clientId: text('client_id').notNull(),
    /** Images sent with it: keys of stored, re-encoded originals (the media context). */
    attachments: text('attachments').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.seq] }), uniqueIndex('messages_client_idx').on(t.senderId, t.clientId)],
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
    /** Until when the user is shown typing here; past it they are not. */
    typingUntil: timestamp('typing_until', { withTimezone: true, mode: 'date' }),
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
