/** The seller API's keys. Part of the one SQL schema (see ../schema.ts). */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A bulk seller's API key. The secret itself is never stored: only its
 * SHA-256 (the secret is 256 random bits, so a slow hash adds nothing) and its
 * first characters, shown in the list to tell keys apart. Revoked keys stay,
 * marked, so the list shows what was turned off and when.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash), index('api_keys_user_idx').on(t.userId, t.createdAt)],
);
