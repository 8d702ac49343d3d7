import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Change, ChangeFeed, ChangeListener } from '../../../application/shared/ports/index.ts';
import { InProcessChangeFeed } from './in-process-change-feed.ts';
import { decodeRemoteChanges, encodeRemoteChanges, RemoteBatcher } from './remote-change.ts';

/**
 * Changes shared by every server process through Redis pub/sub, for when
 * PostgreSQL's NOTIFY (one connection per listener, every payload through
 * the database) is the bottleneck: each change is delivered locally at once
 * and PUBLISHed on the deployment's channel; a subscriber connection
 * delivers the other processes' changes here. ioredis reconnects and
 * subscribes again by itself after Redis drops it; what was published
 * meanwhile is lost, as with NOTIFY, so live queries resync on their next
 * change (and clients catch up from the last id they saw).
 */
export class RedisChangeFeed implements ChangeFeed {
  private readonly local: InProcessChangeFeed;
  /** Changes published in one turn go out as one PUBLISH per payload, pipelined. */
  private readonly remote = new RemoteBatcher(async (changes) => {
    await Promise.all(encodeRemoteChanges(this.origin, changes).map((payload) => this.publisher.publish(this.channel, payload)));
  });
  private readonly origin = randomUUID();

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.local = new InProcessChangeFeed(onError);
  }

  /** `channel` names the deployment: processes on one database share one, so two deployments on one Redis never hear each other. */
  static async connect(url: string, channel: string, onError: (error: unknown) => void): Promise<RedisChangeFeed> {
    const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const subscriber = new Redis(url, { lazyConnect: true, autoResubscribe: true });
    publisher.on('error', onError);
    subscriber.on('error', onError);
    await Promise.all([publisher.connect(), subscriber.connect()]);
    const feed = new RedisChangeFeed(publisher, subscriber, channel, onError);
    subscriber.on('message', (from: string, payload: string) => feed.received(from, payload));
    await subscriber.subscribe(channel);
    return feed;
  }

  private received(channel: string, payload: string): void {
    if (channel !== this.channel) return;
    try {
      for (const change of decodeRemoteChanges(payload, this.origin)) void this.local.publish(change);
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
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
