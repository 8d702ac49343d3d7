import { sql } from 'drizzle-orm';
import { ok } from 'neverthrow';
import * as v from 'valibot';
import { defineTimerKind, TimerHandlers } from '../../../application/shared/timer-handlers.ts';
import type { Database } from '../../../adapters/server/persistence/shared/database.ts';

/**
 * What the scheduler tests fire: a handler that writes one row per timer key
 * in the firing transaction. A second committed fire of one key does not
 * fail on the key; it counts `fires` up, so duplicates show instead of
 * rolling themselves back.
 */
export const recordKind = defineTimerKind('test.record', v.object({ note: v.string() }));

export async function createFiresTable(db: Database): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS timer_test_fires (
    key text PRIMARY KEY,
    note text NOT NULL,
    fires integer NOT NULL DEFAULT 1,
    pid integer NOT NULL,
    fired_at timestamptz NOT NULL DEFAULT clock_timestamp()
  )`);
}

export async function recordFire(tx: Database, key: string, note: string): Promise<void> {
  await tx.execute(sql`INSERT INTO timer_test_fires (key, note, pid) VALUES (${key}, ${note}, ${process.pid})
    ON CONFLICT (key) DO UPDATE SET fires = timer_test_fires.fires + 1`);
}

export interface FireRow {
  key: string;
  note: string;
  fires: number;
  pid: number;
  fired_at: Date;
}

/** Both drivers answer raw SQL with `{ rows }`. */
export async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function firesOf(db: Database): Promise<FireRow[]> {
  const rows = await rowsOf<FireRow>(db, sql`SELECT key, note, fires, pid, fired_at FROM timer_test_fires ORDER BY key`);
  return rows.map((row) => ({ ...row, fired_at: new Date(row.fired_at) }));
}

/** Handlers that record every fire; `onFire` runs first (to block or count). */
export function recordingHandlers(onFire: (key: string) => Promise<void> | void = () => undefined): TimerHandlers<Database> {
  return new TimerHandlers<Database>().on(recordKind, async (timer, tx) => {
    await onFire(timer.key);
    await recordFire(tx, timer.key, timer.payload.note);
    return ok(undefined);
  });
}
