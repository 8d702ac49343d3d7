import type { ChangeFeed, Outbox, UnitOfWork } from '../../../../application/shared/ports/index.ts';
import type { Database } from './database.ts';
import { OutboxDispatcher, type OutboxDispatcherOptions } from './outbox-dispatcher.ts';
import { SqlOutbox } from './sql-outbox.ts';
import { SqlUnitOfWork } from './sql-unit-of-work.ts';

/** What one server process needs for "write + event in one transaction, published after commit". */
export interface TransactionalOutbox {
  readonly unitOfWork: UnitOfWork;
  readonly outbox: Outbox;
  /** Start it once the change feed is up (it publishes what a crash left); stop it before the feed and the database close. */
  readonly dispatcher: OutboxDispatcher;
}

/** The unit of work, the outbox and its dispatcher over one database (from `openDatabase`) and the process's change feed. */
export function createTransactionalOutbox(db: Database, feed: ChangeFeed, options: OutboxDispatcherOptions = {}): TransactionalOutbox {
  const dispatcher = new OutboxDispatcher(db, feed, options);
  return { unitOfWork: new SqlUnitOfWork(db), outbox: new SqlOutbox(db, dispatcher), dispatcher };
}
