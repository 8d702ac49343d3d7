import type { Result } from 'neverthrow';
import type { UnitOfWork, UnitOfWorkOptions } from '../../../../application/shared/ports/index.ts';
import { transactionScopeOf, type TransactionScope } from './ambient-transaction.ts';
import type { Database } from './database.ts';

/** How often a serializable unit of work is tried before its serialization failure is thrown. */
export const DEFAULT_MAX_ATTEMPTS = 5;

/** Carries an `Err` out of the transaction callback so that Drizzle rolls back. */
class RolledBack {
  constructor(readonly result: Result<unknown, unknown>) {}
}

/** SQLSTATE 40001, wherever Drizzle or the driver put it in the cause chain. */
export function isSerializationFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '40001') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * {@link UnitOfWork} over the ambient transaction of a database opened by
 * `openDatabase`: the SQL adapters on that database join the transaction by
 * themselves. A nested `run` becomes a savepoint of the outer transaction.
 * A serializable run that fails with 40001 waits a few random milliseconds
 * (so that the conflicting units do not collide again in step) and re-runs.
 */
export class SqlUnitOfWork implements UnitOfWork {
  private readonly scope: TransactionScope;
  private readonly maxAttempts: number;

  constructor(db: Database, options: { readonly maxAttempts?: number } = {}) {
    this.scope = transactionScopeOf(db);
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  }

  active(): boolean {
    return this.scope.current() !== undefined;
  }

  async run<T, E>(work: () => Promise<Result<T, E>>, options: UnitOfWorkOptions = {}): Promise<Result<T, E>> {
    const isolation = options.isolation ?? 'read committed';
    const outer = this.scope.isolation();
    if (outer !== undefined) {
      if (isolation === 'serializable' && outer !== 'serializable') {
        throw new Error('A serializable unit of work cannot join a transaction that is not serializable');
      }
      return this.attempt(work);
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.attempt(work, isolation);
      } catch (error) {
        if (isolation !== 'serializable' || attempt >= this.maxAttempts || !isSerializationFailure(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  }

  private async attempt<T, E>(work: () => Promise<Result<T, E>>, isolation?: UnitOfWorkOptions['isolation']): Promise<Result<T, E>> {
    try {
      return await this.scope.transaction(async () => {
        const result = await work();
        if (result.isErr()) throw new RolledBack(result);
        return result;
      }, isolation);
    } catch (error) {
      if (error instanceof RolledBack) return error.result as Result<T, E>;
      throw error;
    }
  }
}
