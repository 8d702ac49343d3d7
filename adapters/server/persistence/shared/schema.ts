/** Tables every context uses: exchange rates, the outbox of domain events, durable timers, rate-limit counts and completed seeds. Part of the one SQL schema (see ../schema.ts). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  /** Units of `currency` per USD. */
  rate: doublePrecision('rate').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Durable timers (deadlines as data): a row per key until it fires, when its
 * handler's transaction removes it. `claimed_until` keeps other workers off a
 * timer one worker claimed (`claim_token` names that claim) or holds it back
 * after a failed attempt; a row with `dead_at` gave up and stays for staff.
 */
export const timers = pgTable(
  'timers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** Claims so far; every claim counts, also one whose process died. */
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    claimToken: text('claim_token'),
    lastError: text('last_error'),
    deadAt: timestamp('dead_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('timers_key_idx').on(t.key), index('timers_due_idx').on(t.dueAt).where(sql`${t.deadAt} IS NULL`)],
);

/**
 * Domain events written in the transaction of the change they describe, then
 * published to the change feed after commit. A dispatcher claims pending rows
 * for a lease (`claimed_until`), publishes them and stamps `dispatched_at`; a
 * claim whose process died runs out and the row is published again.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What happened, e.g. 'UserChanged'. */
    type: text('type').notNull(),
    /** The changed record's collection and id: the change live subscriptions hear. */
    collection: text('collection').notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: createdAt(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('outbox_pending_idx').on(t.id).where(sql`${t.dispatchedAt} IS NULL`), index('outbox_dispatched_at_idx').on(t.dispatchedAt)],
);

/**
 * Idempotent calls (application/shared/ports/idempotency.ts): the first
 * answer to (scope, key) is kept until `expires_at` (24 hours) and replayed;
 * `fingerprint` is a SHA-256 of the call's params (never the params, which
 * may hold a card number). A row is written in the same transaction as the
 * call's effects, so it exists only if they committed; an expired row counts
 * as absent and is taken over by the next call with its key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** `{ "value": … }`, the Ok answer as JSON; null only while the claiming transaction runs. */
    answer: jsonb('answer').$type<{ value?: unknown }>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/**
 * Call counts of the DDP rate limits when PostgreSQL is their store, shared by
 * every server process (issue 11, finding 9). The shape is the one
 * `rate-limiter-flexible`'s RateLimiterPostgres reads and writes: `key` is
 * `<budget>:<method>:<actor or address>`, `expire` epoch milliseconds.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * Seeds that completed, by name ('demo-catalog'). The row is written in the
 * seed's own transaction, so it exists exactly when the whole seed does: a
 * start killed mid-seed leaves neither, and the next start seeds again
 * (issue 11, finding 10).
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
