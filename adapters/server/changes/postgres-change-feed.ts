import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Change, ChangeFeed, ChangeListener } from '../../../application/shared/ports/index.ts';
import { InProcessChangeFeed } from './in-process-change-feed.ts';
import { decodeRemoteChanges, encodeRemoteChanges, RemoteBatcher } from './remote-change.ts';

const CHANNEL = 'ig_changes';
/** Wait before listening again after the LISTEN connection dropped; doubles up to the cap. */
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * Changes shared by every server process on one PostgreSQL database: each
 * change is delivered locally at once and sent with NOTIFY; a LISTEN
 * connection delivers the other processes' changes here (and is opened again
 * if the server drops it). A process ignores its own notifications.
 */
export class PostgresChangeFeed implements ChangeFeed {
  private readonly local: InProcessChangeFeed;
  /** Changes published in one turn go out in one statement, as few NOTIFY payloads as fit. */
  private readonly remote = new RemoteBatcher(async (changes) => {
    await this.notifier.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS p(payload, n) ORDER BY n', [CHANNEL, encodeRemoteChanges(this.origin, changes)]);
  });
  private readonly origin = randomUUID();
  private listener: pg.Client | undefined;
  private closed = false;
  private retryMs = RECONNECT_MIN_MS;

  private constructor(
    private readonly url: string,
    private readonly notifier: pg.Pool,
    private readonly onError: (error: unknown) => void,
  ) {
    this.local = new InProcessChangeFeed(onError);
  }

  static async connect(url: string, onError: (error: unknown) => void): Promise<PostgresChangeFeed> {
    const notifier = new pg.Pool({ connectionString: url, max: 2 });
    notifier.on('error', onError);
    const feed = new PostgresChangeFeed(url, notifier, onError);
    await feed.listen();
    return feed;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => this.received(message));
    client.on('error', (error) => {
      this.onError(error);
      this.reconnectSoon(client);
    });
    client.on('end', () => this.reconnectSoon(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
    this.retryMs = RECONNECT_MIN_MS;
  }

  private reconnectSoon(dropped: pg.Client): void {
    if (this.closed || this.listener !== dropped) return;
    this.listener = undefined;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
    setTimeout(() => {
      if (this.closed) return;
      this.listen().catch((error: unknown) => {
        this.onError(error);
        const placeholder = new pg.Client({ connectionString: this.url });
        this.listener = placeholder;
        this.reconnectSoon(placeholder);
      });
    }, wait).unref();
  }

  private received(message: pg.Notification): void {
    if (message.channel !== CHANNEL || message.payload === undefined) return;
    try {
      for (const change of decodeRemoteChanges(message.payload, this.origin)) void this.local.publish(change);
    } catch (error) {
      this.onError(error);
    }
  }

  async publish(change: Change): Promise<void> {
    await Promise.all([this.local.publish(change), this.remote.add(change)]);
  }

  subscribe(listener: ChangeListener, only?: Change): () => void {
    return this.local.subscribe(listener, only);
  }

  flush(): Promise<void> {
    return this.local.flush();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
    await this.notifier.end();
  }
}
