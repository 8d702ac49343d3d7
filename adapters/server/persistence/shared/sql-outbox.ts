import type { DomainEvent, Outbox } from '../../../../application/shared/ports/index.ts';
import { transactionScopeOf, type TransactionScope } from './ambient-transaction.ts';
import type { Database } from './database.ts';
import type { OutboxDispatcher } from './outbox-dispatcher.ts';
import { outbox } from '../schema.ts';

/**
 * {@link Outbox} as rows of the `outbox` table, written in the ambient
 * transaction of the unit of work. Once that transaction commits, this
 * process's dispatcher publishes the events at once (before the use case
 * returns); if that fails or the process dies first, a dispatcher's timer
 * publishes them later. A rolled-back unit of work takes its rows with it.
 */
export class SqlOutbox implements Outbox {
  private readonly scope: TransactionScope;
  /**
   * Per transaction (or savepoint): the events written so far and their row
   * ids, published in one batch after commit. An event equal to one already
   * written there adds nothing: it names a record to reread, and rereading
   * once after commit tells every listener all it needs (a checkout that
   * creates and pays its orders announces each order once, not twice).
   */
  private readonly pending = new WeakMap<object, { readonly seen: Set<string>; readonly ids: number[] }>();

  constructor(
    private readonly db: Database,
    private readonly dispatcher: Pick<OutboxDispatcher, 'dispatch'>,
  ) {
    this.scope = transactionScopeOf(db);
  }

  add(event: DomainEvent): Promise<void> {
    return this.addAll([event]);
  }

  /** The events not yet written in this transaction, in one INSERT. */
  async addAll(events: readonly DomainEvent[]): Promise<void> {
    // Outside a transaction the event would commit on its own, apart from the change it describes.
    if (this.scope.current() === undefined) throw new Error(`Outbox.add(${events[0]?.type ?? ''}) outside a unit of work`);
    const tx = this.scope.current() as object;
    let batch = this.pending.get(tx);
    if (batch === undefined) {
      const created = { seen: new Set<string>(), ids: [] as number[] };
      this.pending.set(tx, created);
      this.scope.afterCommit(() => (created.ids.length === 0 ? Promise.resolve() : this.dispatcher.dispatch(created.ids)));
      batch = created;
    }
    const fresh: DomainEvent[] = [];
    for (const event of events) {
      const identity = `${event.type}\u0000${event.collection}\u0000${event.id}`;
      if (batch.seen.has(identity)) continue;
      batch.seen.add(identity);
      fresh.push(event);
    }
    if (fresh.length === 0) return;
    const rows = await this.db
      .insert(outbox)
      .values(fresh.map((event) => ({ type: event.type, collection: event.collection, subjectId: event.id })))
      .returning({ id: outbox.id });
    if (rows.length !== fresh.length) throw new Error('outbox insert returned too few rows');
    // Ids follow the rows' order (one sequence, one statement); sorted, they publish in the order added.
    batch.ids.push(...rows.map((row) => row.id).sort((a, b) => a - b));
  }
}
