import { timestamp } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Any table of the schema, for helpers that write to several. */
export type AnyTable = PgTable;

/** When a row was written; the database's clock, so rows from several processes order by one clock. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
