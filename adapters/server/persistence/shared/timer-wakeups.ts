/**
 * Tells this process's timer worker that a timer was scheduled, with its due
 * time, so it need not wait for its next poll. Only a hint: a timer scheduled
 * in a transaction that has not committed yet is found at that due time or
 * at the next poll; other processes hear of timers through NOTIFY instead.
 */
export class TimerWakeups {
  private readonly listeners = new Set<(dueAt: Date) => void>();

  notify(dueAt: Date): void {
    for (const listener of this.listeners) listener(dueAt);
  }

  subscribe(listener: (dueAt: Date) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
