/**
 * The user-bound subscriptions of each connection, so that `logout` can end
 * them: the DDP server does not re-run publications when the user changes,
 * and a logged-out connection must stop receiving the user's data at once.
 */
export class ConnectionSubscriptions {
  private readonly stops = new Map<string, Set<() => void>>();

  /** Registers a subscription's stop; returns the function that unregisters it (call it from onStop). */
  add(connectionId: string, stop: () => void): () => void {
    const set = this.stops.get(connectionId) ?? new Set<() => void>();
    set.add(stop);
    this.stops.set(connectionId, set);
    return () => {
      set.delete(stop);
      if (set.size === 0) this.stops.delete(connectionId);
    };
  }

  /** Ends every registered subscription of the connection (the client gets `removed` and `nosub`). */
  stopAll(connectionId: string): void {
    const set = this.stops.get(connectionId);
    this.stops.delete(connectionId);
    for (const stop of set ?? []) stop();
  }
}
