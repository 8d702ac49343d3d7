import type { Change, ChangeFeed, ChangeListener } from '../../../application/shared/ports/index.ts';

/** How many rounds of deliveries `flush` waits for at most. */
const FLUSH_GENERATIONS = 3;

const keyOf = (change: Change): string => `${change.collection}\u0000${change.id}`;

/**
 * Changes delivered inside one process. `publish` resolves once every
 * listener has handled the change, and `flush` waits for all deliveries in
 * flight, which is what lets a DDP method's `updated` follow its writes.
 * A listener that names the one record it follows is kept under that record,
 * so a change costs its own listeners only, not one call per subscription
 * in the process (a thousand chat subscriptions each following one
 * conversation made every message wake all of them).
 */
export class InProcessChangeFeed implements ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private readonly byRecord = new Map<string, Set<ChangeListener>>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  publish(change: Change): Promise<void> {
    const pending: Promise<void>[] = [];
    const call = (listener: ChangeListener): void => {
      try {
        const answer = listener(change);
        if (answer !== undefined) pending.push(answer.catch((error: unknown) => this.onListenerError(error)));
      } catch (error) {
        // One broken listener must not stop the others or the writer.
        this.onListenerError(error);
      }
    };
    for (const listener of [...this.listeners]) call(listener);
    const own = this.byRecord.get(keyOf(change));
    if (own !== undefined) for (const listener of [...own]) call(listener);
    if (pending.length === 0) return Promise.resolve();
    const delivery = Promise.all(pending).then(() => undefined);
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
    return delivery;
  }

  subscribe(listener: ChangeListener, only?: Change): () => void {
    if (only === undefined) {
      this.listeners.add(listener);
      return () => this.listeners.delete(listener);
    }
    const key = keyOf(only);
    const set = this.byRecord.get(key) ?? new Set<ChangeListener>();
    set.add(listener);
    this.byRecord.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byRecord.get(key) === set) this.byRecord.delete(key);
    };
  }

  /**
   * Waits for the deliveries in flight now and for those started while they
   * run (a listener's own writes), a few generations deep, but not for
   * every later one: under a steady stream of changes the set is never
   * empty, and a DDP method's `updated` (which its connection's next
   * method waits behind) waited seconds for other people's messages.
   */
  async flush(): Promise<void> {
    for (let generation = 0; generation < FLUSH_GENERATIONS && this.inFlight.size > 0; generation += 1) await Promise.all([...this.inFlight]);
  }
}
