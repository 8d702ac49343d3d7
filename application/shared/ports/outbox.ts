import type { Change } from './change-feed.ts';

/**
 * Something that happened to one record, written with the change it
 * describes. `collection` and `id` name the record (they are the `Change`
 * that live subscriptions hear); `type` says what happened, e.g. 'UserChanged'.
 */
export interface DomainEvent extends Change {
  readonly type: string;
}

/**
 * Events recorded in the same transaction as the write they announce, and
 * published to the change feed only once that transaction has committed: an
 * event of a rolled-back unit of work is never announced, and one committed
 * by a process that died before publishing it is published by another.
 * `add` must be called inside a `UnitOfWork` (outside one is a bug: it throws).
 */
export interface Outbox {
  add(event: DomainEvent): Promise<void>;
  /** Several at once, as `add` each in turn (one statement where the adapter can). */
  addAll(events: readonly DomainEvent[]): Promise<void>;
}
