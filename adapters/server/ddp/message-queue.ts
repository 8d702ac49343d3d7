/** A unit of work; it calls `unblock` to let the next one start early. */
export type QueuedTask = (unblock: () => void) => Promise<void>;

/**
 * Runs a connection's messages one at a time, in arrival order, as Meteor
 * does: `unsub` must not overtake its `sub`, and a client's calls must not
 * overtake each other. A task that calls `unblock` lets the next start while
 * it finishes. The queue is bounded so a client flooding a slow connection
 * is cut off instead of growing our memory.
 */
export class MessageQueue {
  readonly #limit: number;
  readonly #onFailure: (cause: unknown) => void;
  #tasks: QueuedTask[] = [];
  #running = false;
  #closed = false;

  /** `onFailure` hears about tasks that reject, which is a bug: tasks handle their own errors. */
  constructor(limit: number, onFailure: (cause: unknown) => void) {
    this.#limit = limit;
    this.#onFailure = onFailure;
  }

  /** Queues a task; false when the queue is full or closed. */
  push(task: QueuedTask): boolean {
    if (this.#closed || this.#tasks.length >= this.#limit) return false;
    this.#tasks.push(task);
    if (!this.#running) this.#next();
    return true;
  }

  /** Drops the waiting tasks; running ones finish on their own. */
  close(): void {
    this.#closed = true;
    this.#tasks = [];
  }

  #next(): void {
    const task = this.#tasks.shift();
    if (task === undefined || this.#closed) {
      this.#running = false;
      return;
    }
    this.#running = true;
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      this.#next();
    };
    void (async () => {
      try {
        await task(release);
      } catch (cause) {
        this.#onFailure(cause);
      }
      release();
    })();
  }
}
