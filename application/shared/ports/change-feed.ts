/**
 * A record that changed; listeners reread it. `collection` names the kind of
 * record (by convention its table: 'users', 'orders', ...) and `id` the one
 * that changed. Listeners pick the collections they follow, so a context can
 * start announcing its records without touching this port.
 */
export interface Change {
  readonly collection: string;
  readonly id: string;
}

/**
 * Tells live subscriptions that records changed: in one process directly,
 * across processes through the database (PostgreSQL LISTEN/NOTIFY). A use case
 * that writes announces through the `Outbox` in its unit of work rather than
 * here, so that nothing is announced before (or without) its commit.
 */
export type ChangeListener = (change: Change) => void | Promise<void>;

export interface ChangeFeed {
  publish(change: Change): Promise<void>;
  /** Every change, or with `only` the changes of that one record (far cheaper when thousands of listeners each follow one). */
  subscribe(listener: ChangeListener, only?: Change): () => void;
  /** Resolves when every change published so far has reached every local listener. */
  flush(): Promise<void>;
}
