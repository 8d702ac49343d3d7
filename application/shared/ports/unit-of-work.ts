import type { Result } from 'neverthrow';

/**
 * How strictly concurrent units of work are kept apart. `read committed` is
 * PostgreSQL's default; `serializable` makes the unit behave as if it ran
 * alone, at the price of being re-run when the database detects a conflict.
 */
export type Isolation = 'read committed' | 'serializable';

export interface UnitOfWorkOptions {
  /** Default `read committed`. */
  readonly isolation?: Isolation;
}

/**
 * Runs a use case's writes as one database transaction. The writes made by
 * the ports' adapters while `work` runs join the transaction by themselves:
 * a use case wraps its writes in `run` and passes no handle around.
 *
 * - `work` resolving `Ok` commits; `Err` rolls every write back and `run`
 *   resolves that `Err`; a throw rolls back and `run` rethrows.
 * - `serializable`: a serialization failure (SQLSTATE 40001) re-runs `work`
 *   from the start a bounded number of times, so `work` must do nothing but
 *   reads and writes through ports (no mail, no HTTP) before it returns.
 * - A `run` inside another joins it: its writes commit only with the outer
 *   unit, and its own `Err` or throw undoes only its own writes (a savepoint).
 *   A serializable `run` cannot join a weaker outer unit (a bug: it throws).
 */
export interface UnitOfWork {
  run<T, E>(work: () => Promise<Result<T, E>>, options?: UnitOfWorkOptions): Promise<Result<T, E>>;
  /** True while the caller is inside a unit of work (whose transaction a nested `run` joins). */
  active?(): boolean;
}
