import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgDatabase, PgQueryResultHKT, PgTransactionConfig } from 'drizzle-orm/pg-core';
import type * as schema from '../schema.ts';

/** The typed query layer, the same whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** PostgreSQL's isolation levels (the unit-of-work port offers two of them). */
export type IsolationLevel = NonNullable<PgTransactionConfig['isolationLevel']>;

/** The transaction a piece of async work runs in, and what to do once the outermost one commits. */
interface TransactionContext {
  readonly tx: Database;
  readonly isolation: IsolationLevel;
  /** Run in order after the outermost transaction commits; a savepoint that rolls back drops its own. */
  readonly afterCommit: (() => Promise<void>)[];
}

const scopes = new WeakMap<object, TransactionScope>();

/**
 * The ambient transaction of one database. Every SQL adapter holds the
 * `Database` of {@link ambientDatabase}, which is "the current transaction or
 * the pool": inside {@link TransactionScope.transaction} (which a unit of work
 * opens) its queries go to that transaction, found through AsyncLocalStorage,
 * so use cases never pass a transaction handle. Each async flow has its own
 * context, so concurrent requests never share a transaction.
 */
export class TransactionScope {
  readonly #storage = new AsyncLocalStorage<TransactionContext>();

  constructor(private readonly root: Database) {}

  /** The transaction of the calling async flow, if any. */
  current(): Database | undefined {
    return this.#storage.getStore()?.tx;
  }

  /** The isolation of the current transaction, if any. */
  isolation(): IsolationLevel | undefined {
    return this.#storage.getStore()?.isolation;
  }

  /**
   * Runs `work` in a transaction: a new one, or a savepoint of the current
   * one. A throw rolls back (to the savepoint) and is rethrown. When the
   * outermost transaction has committed, the after-commit callbacks run, in
   * the caller's context (outside any transaction).
   */
  async transaction<T>(work: (tx: Database) => Promise<T>, isolation?: IsolationLevel): Promise<T> {
    const outer = this.#storage.getStore();
    if (outer !== undefined) {
      return outer.tx.transaction(async (tx) => {
        const inner: TransactionContext = { tx: tx as Database, isolation: outer.isolation, afterCommit: [] };
        const result = await this.#storage.run(inner, () => work(inner.tx));
        // The savepoint is released after this returns; its callbacks now belong to the outer transaction.
        outer.afterCommit.push(...inner.afterCommit);
        return result;
      });
    }
    const afterCommit: (() => Promise<void>)[] = [];
    const level = isolation ?? 'read committed';
    const result = await this.root.transaction(
      (tx) => this.#storage.run({ tx: tx as Database, isolation: level, afterCommit }, () => work(tx as Database)),
      { isolationLevel: level },
    );
    for (const callback of afterCommit) await callback();
    return result;
  }

  /**
   * Registers `callback` to run once the outermost transaction has committed
   * (never if it rolls back). Outside a transaction it is a bug: it throws.
   */
  afterCommit(callback: () => Promise<void>): void {
    const context = this.#storage.getStore();
    if (context === undefined) throw new Error('afterCommit outside a transaction');
    context.afterCommit.push(callback);
  }

  /** Runs `work` outside any transaction (for background work started from inside one). */
  detached<T>(work: () => T): T {
    return this.#storage.exit(work);
  }
}

/**
 * The `Database` adapters are given: it forwards every call to the current
 * transaction of the calling flow, or to `root` outside one. Its own
 * `transaction` joins the ambient one (as a savepoint) instead of opening a
 * second connection's transaction — which on PGlite, a single connection,
 * would wait forever for the first.
 */
export function ambientDatabase(root: Database): Database {
  const scope = new TransactionScope(root);
  const transaction = (work: (tx: Database) => Promise<unknown>, config?: PgTransactionConfig) => scope.transaction(work, config?.isolationLevel);
  const ambient = new Proxy(root, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const current = scope.current() ?? target;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
  scopes.set(ambient, scope);
  return ambient;
}

/** The scope behind a database from {@link ambientDatabase}; any other database is a wiring bug. */
export function transactionScopeOf(db: Database): TransactionScope {
  const scope = scopes.get(db);
  if (scope === undefined) throw new Error('This database has no transaction scope: open it with openDatabase');
  return scope;
}
