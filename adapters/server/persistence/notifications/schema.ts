import { bigserial, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What the bell lists (application/notifications): one row per thing a user is told in the app, `seen_at` once they looked. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** order, deal, payout or message (domain/notifications). */
    topic: text('topic').notNull(),
    /** What happened, e.g. `delivered`, `offer_received`. */
    kind: text('kind').notNull(),
    /** The order, conversation, request or withdrawal it is about. */
    subjectId: text('subject_id').notNull(),
    title: text('title').notNull(),
    /** Where in the storefront it leads (a path). */
    link: text('link').notNull(),
    createdAt: at('created_at').notNull(),
    seenAt: at('seen_at'),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);

/** When a user was last e-mailed about unread messages in a conversation: at most one such e-mail an hour. */
export const unreadMessageEmails = pgTable(
  'unread_message_emails',
  {
    conversationId: text('conversation_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    emailedAt: at('emailed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);
