import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../../../domain/index.ts';
import type { Clock, Idempotency, IdempotentCall, UnitOfWork } from '../../../../application/shared/ports/index.ts';
import type { Database } from './database.ts';
import { idempotencyKeys } from '../schema.ts';

/** How long a first answer is kept and replayed (Stripe keeps it 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * {@link Idempotency} on the `idempotency_keys` table. In one unit of work
 * (a savepoint of the caller's, if any) it claims (scope, key) with an
 * upsert that only takes over an expired row, runs `work`, and stores its Ok
 * answer with its writes; an Err or a throw rolls the claim back with them.
 * On PostgreSQL a concurrent call with the same key blocks on the primary
 * key until the first commits — then replays its stored answer — or rolls
 * back — then claims the key and runs. On PGlite units of work run one at a
 * time, so the second simply finds the first's row.
 */
export class SqlIdempotency implements Idempotency {
  constructor(
    private readonly db: Database,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly ttlMs: number = IDEMPOTENCY_TTL_MS,
  ) {}

  once<T>(call: IdempotentCall, work: () => Promise<Result<T, DomainError>>): Promise<Result<T, DomainError>> {
    return this.uow.run(async (): Promise<Result<T, DomainError>> => {
      const now = this.clock.now();
      const expiresAt = new Date(now.getTime() + this.ttlMs);
      const fingerprint = sha256(call.fingerprint);
      const claimed = (await this.db.execute(sql`
        INSERT INTO idempotency_keys (scope, key, fingerprint, created_at, expires_at)
        VALUES (${call.scope}, ${call.key}, ${fingerprint}, ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz)
        ON CONFLICT (scope, key) DO UPDATE
          SET fingerprint = excluded.fingerprint, answer = NULL, created_at = excluded.created_at, expires_at = excluded.expires_at
          WHERE idempotency_keys.expires_at <= excluded.created_at
        RETURNING 1 AS claimed`)) as unknown as { rows: unknown[] };
      if (claimed.rows.length === 0) return this.replay<T>(call, fingerprint);
      const result = await work();
      if (result.isOk()) {
        await this.db
          .update(idempotencyKeys)
          .set({ answer: { value: result.value } })
          .where(and(eq(idempotencyKeys.scope, call.scope), eq(idempotencyKeys.key, call.key)));
      }
      return result;
    });
  }

  /** The stored answer of a live key, or IDEMPOTENCY_KEY_REUSED when it was claimed for other params. */
  private async replay<T>(call: IdempotentCall, fingerprint: string): Promise<Result<T, DomainError>> {
    const [row] = await this.db
      .select({ fingerprint: idempotencyKeys.fingerprint, answer: idempotencyKeys.answer })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, call.scope), eq(idempotencyKeys.key, call.key)));
    if (row === undefined || row.answer === null) throw new Error(`idempotency: ${call.scope} ${call.key} is claimed but holds no answer`);
    if (row.fingerprint !== fingerprint) {
      return err(domainError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used before for a different request', { field: 'idempotencyKey' }));
    }
    return ok(row.answer.value as T);
  }
}
