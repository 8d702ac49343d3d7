import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessChangeFeed } from '../../../adapters/server/changes/in-process-change-feed.ts';
import { publishQuery } from '../../../adapters/server/ddp-api/shared/publish-query.ts';
import { attachDdpServer, type DdpServer } from '../../../adapters/server/ddp/index.ts';
import { RawClient, type Received } from './raw-client.ts';

interface Item {
  readonly id: string;
  readonly shelf: string;
  readonly name: string;
  /** Undefined is a field the document does not have. */
  readonly note?: string | undefined;
  readonly tags: readonly string[];
}

/** The "table" the publication queries, a feed announcing its changes, and counters the tests read. */
const items = new Map<string, Item>();
const feed = new InProcessChangeFeed();
const stats = { queries: 0, published: [] as string[][] };
let queryDelayMs = 0;

let http: Server;
let ddp: DdpServer;
let url: string;

function put(item: Item): void {
  items.set(item.id, item);
}

beforeAll(async () => {
  http = createServer((_request, response) => response.end());
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/websocket`;
  ddp = attachDdpServer(http, {
    flush: () => feed.flush(),
    logger: { error: () => undefined, warn: () => undefined },
    methods: new Map([
      [
        // A write followed by its announcement, as the outbox makes after a commit.
        'rename',
        async (_ctx, params) => {
          const [id, name] = params as [string, string];
          const item = items.get(id);
          if (item !== undefined) put({ ...item, name });
          void feed.publish({ collection: 'items', id });
          return ok(undefined);
        },
      ],
    ]),
    publications: new Map([
      [
        'shelf',
        async (ctx, params) => {
          const shelf = String(params[0]);
          await publishQuery(ctx, {
            collection: 'items',
            changes: feed,
            filter: (change) => change.collection === 'items',
            query: async () => {
              stats.queries += 1;
              if (queryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, queryDelayMs));
              return [...items.values()].filter((item) => item.shelf === shelf);
            },
            onPublished: (documents) => stats.published.push(documents.map((d) => d.id)),
          });
          return ok(undefined);
        },
      ],
    ]),
  });
});

afterAll(async () => {
  await ddp.close();
  http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
});

function data(messages: readonly Received[]): Received[] {
  return messages.filter((m) => ['added', 'changed', 'removed', 'ready', 'nosub', 'updated'].includes(String(m['msg'])));
}

async function settle(client: RawClient, id: string): Promise<void> {
  await feed.flush();
  client.send({ msg: 'ping', id });
  await client.next((m) => m['msg'] === 'pong' && m['id'] === id);
}

describe('publishQuery', () => {
  it('publishes the result, then sends added, changed (only what differs, cleared fields) and removed as it changes', async () => {
    items.clear();
    put({ id: 'a', shelf: 's1', name: 'Axe', note: 'sharp', tags: ['tool'] });
    put({ id: 'b', shelf: 's1', name: 'Bow', tags: [] });
    put({ id: 'x', shelf: 's2', name: 'Elsewhere', tags: [] });
    const client = await RawClient.open(url, { connect: true });
    client.send({ msg: 'sub', id: 'sub1', name: 'shelf', params: ['s1'] });
    await client.next((m) => m['msg'] === 'ready');

    put({ id: 'a', shelf: 's1', name: 'Axe', tags: ['tool', 'heavy'] });
    await feed.publish({ collection: 'items', id: 'a' });
    items.delete('b');
    put({ id: 'c', shelf: 's1', name: 'Cap', note: undefined, tags: [] });
    await feed.publish({ collection: 'items', id: 'b' });
    put({ id: 'x', shelf: 's2', name: 'Still elsewhere', tags: [] });
    await feed.publish({ collection: 'items', id: 'x' });
    await settle(client, 'p1');

    expect(data(client.received)).toEqual([
      { msg: 'added', collection: 'items', id: 'a', fields: { shelf: 's1', name: 'Axe', note: 'sharp', tags: ['tool'] } },
      { msg: 'added', collection: 'items', id: 'b', fields: { shelf: 's1', name: 'Bow', tags: [] } },
      { msg: 'ready', subs: ['sub1'] },
      { msg: 'changed', collection: 'items', id: 'a', fields: { tags: ['tool', 'heavy'] }, cleared: ['note'] },
      { msg: 'added', collection: 'items', id: 'c', fields: { shelf: 's1', name: 'Cap', tags: [] } },
      { msg: 'removed', collection: 'items', id: 'b' },
    ]);
    await client.close();
  });

  it('reruns only for changes the filter accepts, and tells onPublished each result', async () => {
    items.clear();
    put({ id: 'a', shelf: 's1', name: 'Axe', tags: [] });
    const client = await RawClient.open(url, { connect: true });
    client.send({ msg: 'sub', id: 'sub2', name: 'shelf', params: ['s1'] });
    await client.next((m) => m['msg'] === 'ready');
    const before = stats.queries;
    stats.published.length = 0;
    await feed.publish({ collection: 'users', id: 'a' });
    expect(stats.queries).toBe(before);
    await feed.publish({ collection: 'items', id: 'a' });
    expect(stats.queries).toBe(before + 1);
    expect(stats.published).toEqual([['a']]);
    await client.close();
  });

  it("a method's updated follows the data its change made the publication send", async () => {
    items.clear();
    put({ id: 'a', shelf: 's1', name: 'Axe', tags: [] });
    const client = await RawClient.open(url, { connect: true });
    client.send({ msg: 'sub', id: 'sub3', name: 'shelf', params: ['s1'] });
    await client.next((m) => m['msg'] === 'ready');
    queryDelayMs = 30;
    client.send({ msg: 'method', id: 'm1', method: 'rename', params: ['a', 'Hatchet'] });
    await client.next((m) => m['msg'] === 'updated');
    queryDelayMs = 0;
    expect(data(client.received).slice(-2)).toEqual([
      { msg: 'changed', collection: 'items', id: 'a', fields: { name: 'Hatchet' } },
      { msg: 'updated', methods: ['m1'] },
    ]);
    await client.close();
  });

  it('folds changes heard during a rerun into one more rerun and ends with the latest result', async () => {
    items.clear();
    put({ id: 'a', shelf: 's1', name: 'v0', tags: [] });
    const client = await RawClient.open(url, { connect: true });
    client.send({ msg: 'sub', id: 'sub4', name: 'shelf', params: ['s1'] });
    await client.next((m) => m['msg'] === 'ready');
    queryDelayMs = 20;
    const before = stats.queries;
    put({ id: 'a', shelf: 's1', name: 'v1', tags: [] });
    const deliveries: Promise<void>[] = [feed.publish({ collection: 'items', id: 'a' })];
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The first rerun is under way: these nine changes share the one rerun queued after it.
    for (let i = 2; i <= 10; i += 1) {
      put({ id: 'a', shelf: 's1', name: `v${i}`, tags: [] });
      deliveries.push(feed.publish({ collection: 'items', id: 'a' }));
    }
    await Promise.all(deliveries);
    queryDelayMs = 0;
    await settle(client, 'p4');
    expect(stats.queries - before).toBe(2);
    const changes = data(client.received).filter((m) => m['msg'] === 'changed');
    expect(changes.at(-1)).toEqual({ msg: 'changed', collection: 'items', id: 'a', fields: { name: 'v10' } });
    await client.close();
  });

  it('stops listening when the subscription stops', async () => {
    items.clear();
    put({ id: 'a', shelf: 's1', name: 'Axe', tags: [] });
    const client = await RawClient.open(url, { connect: true });
    client.send({ msg: 'sub', id: 'sub5', name: 'shelf', params: ['s1'] });
    await client.next((m) => m['msg'] === 'ready');
    client.send({ msg: 'unsub', id: 'sub5' });
    await client.next((m) => m['msg'] === 'nosub');
    const before = stats.queries;
    await feed.publish({ collection: 'items', id: 'a' });
    expect(stats.queries).toBe(before);
    await client.close();
  });
});
