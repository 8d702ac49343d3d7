import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { Change } from '../../../application/shared/ports/index.ts';
import { RedisChangeFeed } from '../../../adapters/server/changes/redis-change-feed.ts';
import { localRedisUrl } from '../support/local-services.ts';

const REDIS_URL = await localRedisUrl();

describe.runIf(REDIS_URL !== undefined)('Redis change feed (pub/sub)', () => {
  const url = REDIS_URL ?? '';
  const channel = `ig_changes:test-${randomUUID()}`;
  const feeds: RedisChangeFeed[] = [];
  const open = async (on = channel) => {
    const feed = await RedisChangeFeed.connect(url, on, () => undefined);
    feeds.push(feed);
    return feed;
  };
  const collect = (feed: RedisChangeFeed) => {
    const seen: Change[] = [];
    feed.subscribe((c) => {
      seen.push(c);
    });
    return seen;
  };

  afterAll(async () => {
    for (const f of feeds) await f.close();
  });

  it("delivers one process's changes to another on the same channel, once each, and its own only locally", async () => {
    const a = await open();
    const b = await open();
    const [seenByA, seenByB] = [collect(a), collect(b)];
    await a.publish({ collection: 'conversations', id: 'c1' });
    await a.publish({ collection: 'inbox', id: 'u1' });
    await expect.poll(() => seenByB).toEqual([
      { collection: 'conversations', id: 'c1' },
      { collection: 'inbox', id: 'u1' },
    ]);
    await new Promise((r) => setTimeout(r, 100));
    expect(seenByA.map((c) => c.id)).toEqual(['c1', 'u1']);
  });

  it('keeps deployments apart: another channel on the same Redis hears nothing', async () => {
    const a = await open();
    const elsewhere = await open(`${channel}-other`);
    const seen = collect(elsewhere);
    await a.publish({ collection: 'users', id: 'quiet' });
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toEqual([]);
  });

  it('ignores messages on its channel that are not a change', async () => {
    const b = await open();
    const seen = collect(b);
    const other = new Redis(url);
    for (const payload of ['not json', '{"collection":"","id":"x"}', '{"collection":"users"}', '{"collection":"users","id":7}', '{"collection":"users","id":"ok"}']) {
      await other.publish(channel, payload);
    }
    await other.quit();
    await expect.poll(() => seen).toEqual([{ collection: 'users', id: 'ok' }]);
  });

  it('subscribes again after Redis drops its connection', async () => {
    const a = await open();
    const b = await open();
    const seen = collect(b);
    const admin = new Redis(url);
    // Drop every subscriber connection, as a failover or an admin would.
    await admin.client('KILL', 'TYPE', 'pubsub');
    await admin.quit();
    await expect
      .poll(
        async () => {
          await a.publish({ collection: 'users', id: 'after-drop' });
          return seen.some((c) => c.id === 'after-drop');
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe(true);
  });
});
