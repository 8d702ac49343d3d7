import type { Change, ChangeFeed } from '../../../application/shared/ports/index.ts';

type Listener = (change: Change) => void | Promise<void>;

/**
 * Changes delivered inside one process. `publish` resolves once every
 * listener has handled the change, and `flush` waits for all deliveries in
 * flight, which is what lets a DDP method's `updated` follow its writes.
 */
export class InProcessChangeFeed implements ChangeFeed {
  private readonly listeners = new Set<Listener>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  publish(change: Change): Promise<void> {
    const delivery = Promise.all(
      [...this.listeners].map(async (listener) => {
        try {
          await listener(change);
        } catch (error) {
          // One broken listener must not stop the others or the writer.
          this.onListenerError(error);
        }
      }),
    ).then(() => undefined);
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
    return delivery;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
