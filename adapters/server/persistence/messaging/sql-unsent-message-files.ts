import { sql } from 'drizzle-orm';
import type { UnsentMessageFiles } from '../../../../application/messaging/ports/index.ts';
import type { Database } from '../shared/database.ts';

/**
 * Unsent documents in SQL: a `message_files` row that no message of its
 * conversation names in its `files` (a message keeps `{ key, name, type,
 * size }` per document). One statement picks and deletes, re-checking the
 * condition as it deletes, so a document sent meanwhile stays.
 */
export class SqlUnsentMessageFiles implements UnsentMessageFiles {
  constructor(private readonly db: Database) {}

  async removeUnsent(before: Date, limit: number): Promise<readonly string[]> {
    const unsent = sql`NOT EXISTS (
      SELECT 1 FROM messages m WHERE m.conversation_id = f.conversation_id AND m.files @> jsonb_build_array(jsonb_build_object('key', f.key))
    )`;
    const result = (await this.db.execute(sql`
      DELETE FROM message_files f
      WHERE f.key IN (SELECT f.key FROM message_files f WHERE f.created_at < ${before.toISOString()}::timestamptz AND ${unsent} ORDER BY f.created_at LIMIT ${limit})
        AND ${unsent}
      RETURNING f.key`)) as unknown as { rows: { key: string }[] };
    return result.rows.map((row) => row.key);
  }
}
