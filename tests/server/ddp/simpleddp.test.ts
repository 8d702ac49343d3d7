import simpleDDP from 'simpleddp';
import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDdpFixture, type DdpFixture } from './ddp-fixture.ts';

let fixture: DdpFixture;
let client: simpleDDP;

beforeAll(async () => {
  fixture = await startDdpFixture();
});

afterAll(async () => {
  await fixture.stop();
});

afterEach(async () => {
  await client.disconnect();
});

/** The client exactly as the UI builds it (a shorter reconnect interval only where a test waits for it). */
async function connect(reconnectInterval = 3000): Promise<simpleDDP> {
  client = new simpleDDP({ endpoint: fixture.url, SocketConstructor: WebSocket, reconnectInterval });
  await client.connect();
  return client;
}

describe('simpleddp against our DDP server', () => {
  it('connects and calls methods, with Dates round-tripping as Dates', async () => {
    const server = await connect();
    expect(server.connected).toBe(true);
    expect(await server.call('echo', { n: 1, list: ['a'] })).toEqual({ n: 1, list: ['a'] });
    const when = new Date(Date.UTC(2025, 4, 6, 7, 8, 9));
    const back = await server.call('echo', when);
    expect(back).toBeInstanceOf(Date);
    expect((back as Date).getTime()).toBe(when.getTime());
    expect(await server.call('nothing')).toBeUndefined();
  });

  it('rejects with the error object for domain errors, unknown methods and bugs', async () => {
    const server = await connect();
    await expect(server.call('fail')).rejects.toMatchObject({
      error: 403,
      reason: 'Not your listing',
      errorType: 'Meteor.Error',
      details: { code: 'FORBIDDEN', field: 'listingId' },
    });
    await expect(server.call('missing')).rejects.toMatchObject({ error: 404, reason: "Method 'missing' not found", errorType: 'Meteor.Error' });
    await expect(server.call('boom')).rejects.toMatchObject({ error: 500, reason: 'Internal server error', errorType: 'Meteor.Error' });
  });

  it('subscribes, fetches the documents once ready, and sees live changes', async () => {
    fixture.feed.set(100);
    const server = await connect();
    const sub = server.subscribe('counter');
    await sub.ready();
    expect(server.collection('counters').fetch()).toEqual([{ id: 'main', value: 100 }]);

    const seen: unknown[] = [];
    const listener = server.collection('counters').onChange((change) => seen.push(change));
    fixture.feed.set(101);
    await expect.poll(() => server.collection('counters').fetch()).toEqual([{ id: 'main', value: 101 }]);
    expect(seen.length).toBeGreaterThan(0);

    // A method's writes are in the collection by the time the call resolves its `updated`.
    const bumped = await server.call('bump');
    await expect.poll(() => server.collection('counters').fetch()).toEqual([{ id: 'main', value: bumped }]);
    listener.stop();

    await sub.stop();
    expect(server.collection('counters').fetch()).toEqual([]);
  });

  it('hears a refused subscription as nosub with the error object', async () => {
    // simpleddp's subscribe() keeps an internal ready() promise that nobody can catch, so a refusal
    // would surface as an unhandled rejection; the same messages are observed one layer down.
    const server = await connect();
    const refusals = new Map<string, unknown>();
    const listener = server.on('nosub', (message) => refusals.set(String(message['id']), message['error']));
    const denied = server.ddpConnection.sub('denied', []);
    const unknown = server.ddpConnection.sub('unknown', []);
    await expect.poll(() => refusals.size).toBe(2);
    expect(refusals.get(denied)).toMatchObject({ error: 403, reason: 'Staff only', errorType: 'Meteor.Error', details: { code: 'FORBIDDEN' } });
    expect(refusals.get(unknown)).toMatchObject({ error: 404, reason: "Subscription 'unknown' not found" });
    listener.stop();
  });

  it('receives Dates in published fields as Dates', async () => {
    const server = await connect();
    await server.subscribe('dates').ready();
    const [event] = server.collection<{ id: string; at: Date }>('events').fetch();
    expect(event?.at).toBeInstanceOf(Date);
    expect(event?.at.getTime()).toBe(Date.UTC(2024, 0, 2, 3, 4, 5, 6));
  });

  it('reconnects after the server closes its session (a ban) and gets its subscriptions back as a new session', async () => {
    const server = await connect(50);
    await server.subscribe('counter').ready();
    await server.call('login', 'banned-user');
    expect(fixture.ddp.closeSessionsOf('banned-user')).toBe(1);
    await expect.poll(() => server.connected).toBe(false);
    await expect.poll(() => server.connected).toBe(true);
    // The resumed session id simpleddp sends is ignored: the new session is anonymous.
    expect(await server.call('whoami')).toMatchObject({ userId: null });
    await expect.poll(() => server.collection('counters').fetch().length).toBe(1);
  });
});
