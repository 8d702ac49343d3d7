import { signLocalWebhook, LOCAL_SIGNATURE_HEADER } from './local-signature.ts';

/** A webhook as it goes over the wire. */
export interface WebhookDelivery {
  readonly rawBody: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Sends one delivery; answers the HTTP status (a network failure throws). */
export type WebhookSender = (delivery: WebhookDelivery) => Promise<number>;

export interface LocalWebhookQueueOptions {
  readonly secret: string;
  readonly send: WebhookSender;
  readonly now?: () => Date;
  /** Waits before each retry of a delivery not answered 2xx; its length is the number of retries. */
  readonly retryDelaysMs?: readonly number[];
  readonly onError?: (error: unknown) => void;
}

/** An HTTP POST of the delivery to `url()` (read at each delivery: the server's address is known only once it listens). */
export function httpSender(url: () => string): WebhookSender {
  return async (delivery) => {
    const response = await fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json', ...delivery.headers }, body: delivery.rawBody });
    await response.arrayBuffer();
    return response.status;
  };
}

/**
 * The local provider's outgoing webhooks. By default each event is sent
 * right away (after the current call returns) and retried on failure, as a
 * real provider does. Tests `hold()` the queue to make deliveries late on
 * purpose, then `release()` them, as many times each as they like
 * (duplicates), signed when they are sent or at a chosen time (a stale
 * replay).
 */
export class LocalWebhookQueue {
  private held: string[] | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly now: () => Date;

  constructor(private readonly options: LocalWebhookQueueOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Queues an event's JSON body for delivery. */
  enqueue(body: string): void {
    if (this.held !== undefined) {
      this.held.push(body);
      return;
    }
    const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.deliver(body, 0));
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  /** From now on events wait until `release`. */
  hold(): void {
    this.held ??= [];
  }

  /** The bodies waiting, oldest first. */
  pending(): readonly string[] {
    return [...(this.held ?? [])];
  }

  /**
   * Sends every held event `times` times each, in order, signed at
   * `signedAt` (default: now), and resumes immediate delivery. Answers the
   * statuses our endpoint gave, one per send.
   */
  async release(options: { readonly times?: number; readonly signedAt?: Date } = {}): Promise<number[]> {
    const bodies = this.held ?? [];
    this.held = undefined;
    const statuses: number[] = [];
    for (const body of bodies) {
      for (let i = 0; i < (options.times ?? 1); i += 1) statuses.push(await this.options.send(this.signed(body, options.signedAt ?? this.now())));
    }
    return statuses;
  }

  /** Drops the held events unsent (a test sends them itself) and resumes immediate delivery. */
  discard(): void {
    this.held = undefined;
  }

  /** Resolves when every delivery under way has been answered (or given up). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** The delivery of `body` signed at `at`, as it would be sent. */
  signed(body: string, at: Date): WebhookDelivery {
    return { rawBody: body, headers: { [LOCAL_SIGNATURE_HEADER]: signLocalWebhook(this.options.secret, body, at) } };
  }

  private async deliver(body: string, attempt: number): Promise<void> {
    const delays = this.options.retryDelaysMs ?? [200, 1000, 5000, 30_000];
    try {
      const status = await this.options.send(this.signed(body, this.now()));
      if (status >= 200 && status < 300) return;
      if (attempt >= delays.length) throw new Error(`webhook refused with ${status} after ${attempt + 1} attempts`);
    } catch (error) {
      if (attempt >= delays.length) {
        this.options.onError?.(error);
        return;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, delays[attempt]).unref());
    await this.deliver(body, attempt + 1);
  }
}
