/** Content: support tickets, blog posts and wiki articles with their translations and revisions. Part of the one SQL schema (see ../schema.ts). */
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { createdAt } from '../shared/columns.ts';

/**
 * The staff queue of /support and /legal/dmca-notice. The e-mail is where
 * staff answer; `user_id` is the session's user when there was one (never
 * taken from the form).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: text('id').primaryKey(),
    topic: varchar('topic', { length: 16 }).notNull(),
    state: varchar('state', { length: 16 }).notNull().default('open'),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 150 }).notNull(),
    message: varchar('message', { length: 5000 }).notNull(),
    orderId: varchar('order_id', { length: 64 }),
    url: varchar('url', { length: 2048 }),
    language: varchar('language', { length: 16 }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_state_idx').on(t.state, t.createdAt)],
);

/** Staff replies to a support ticket, each e-mailed to the ticket's address when written. */
export const supportTicketReplies = pgTable(
  'support_ticket_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    staffId: text('staff_id').notNull(),
    body: varchar('body', { length: 5000 }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('support_ticket_replies_ticket_idx').on(t.ticketId, t.id)],
);

/**
 * A blog post (`kind` post) or a wiki article (`kind` article, with its game
 * and category). Live when `status` is published and `publish_at` has come.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: text('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    slug: varchar('slug', { length: 96 }).notNull(),
    gameType: text('game_type'),
    category: varchar('category', { length: 32 }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    coverImage: varchar('cover_image', { length: 2048 }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 100 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_entries_kind_slug_idx').on(t.kind, t.slug), index('content_entries_live_idx').on(t.kind, t.status, t.publishAt)],
);

/** An entry's text in one language (English always present). */
export const contentTranslations = pgTable(
  'content_translations',
  {
    entryId: text('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 16 }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.language] })],
);

/** Every saved version of a translation, append-only, so staff can restore one. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: text('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 16 }).notNull(),
    number: integer('number').notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    body: text('body').notNull(),
    editorId: text('editor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_revisions_number_idx').on(t.entryId, t.language, t.number)],
);

/**
 * The authoring history of an entry (issue 16): one row per save or restore,
 * numbered per entry, with who saved it, which fields and languages changed,
 * and the whole content as saved, so a restore writes it back as a new row.
 */
export const contentEntryRevisions = pgTable(
  'content_entry_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: text('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    editorId: text('editor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 16 }).notNull(),
    restoredFrom: integer('restored_from'),
    changes: jsonb('changes').$type<string[]>().notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('content_entry_revisions_number_idx').on(t.entryId, t.number)],
);
