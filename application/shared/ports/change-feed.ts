/** A record that changed; listeners reread it. */
export interface Change {
  readonly collection: 'users';
  readonly id: string;
}

/**
 * Tells live subscriptions that records changed: in one process directly,
 * across processes through the database (PostgreSQL LISTEN/NOTIFY).
 */
export interface ChangeFeed {
  publish(change: Change): Promise<void>;
  subscribe(listener: (change: Change) => void | Promise<void>): () => void;
  /** Resolves when every change published so far has reached every local listener. */
  flush(): Promise<void>;
}
