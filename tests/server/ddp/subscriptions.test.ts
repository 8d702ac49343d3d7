import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDdpFixture, type DdpFixture } from './ddp-fixture.ts';
import { ofType, RawClient, type Received } from './raw-client.ts';

let fixture: DdpFixture;

beforeAll(async () => {
  fixture = await startDdpFixture({ maxSubscriptions: 5 });
});

afterAll(async () => {
  await fixture.stop();
});

/** Sends a ping and waits for its pong, so every earlier answer has arrived. */
async function settle(client: RawClient, id: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  client.send({ msg: 'ping', id });
  await client.next((m) => m['msg'] === 'pong' && m['id'] === id);
}

function dataAndControl(messages: readonly Received[]): Received[] {
  return messages.filter((m) => ['added', 'changed', 'removed', 'ready', 'nosub'].includes(String(m['msg'])));
}

describe('DDP subscriptions', () => {
  it('sends added then ready, live changes, and on unsub removed then nosub', async () => {
    fixture.feed.set(10);
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'sub', id: 's1', name: 'counter', params: [] });
    await client.next((m) => m['msg'] === 'ready');
    fixture.feed.set(11);
    await client.next((m) => m['msg'] === 'changed');
    client.send({ msg: 'unsub', id: 's1' });
    await client.next((m) => m['msg'] === 'nosub');
    expect(dataAndControl(client.received)).toEqual([
      { msg: 'added', collection: 'counters', id: 'main', fields: { value: 10 } },
      { msg: 'ready', subs: ['s1'] },
      { msg: 'changed', collection: 'counters', id: 'main', fields: { value: 11 } },
      { msg: 'removed', collection: 'counters', id: 'main' },
      { msg: 'nosub', id: 's1' },
    ]);
    // The publication's onStop released its feed listener.
    expect(fixture.feed.listenerCount()).toBe(0);
    await client.close();
  });

  it("answers an unknown publication with nosub 404 \"Subscription '<name>' not found\"", async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'sub', id: 'x', name: 'nope' });
    expect(await client.next((m) => m['msg'] === 'nosub')).toEqual({
      msg: 'nosub',
      id: 'x',
      error: {
        isClientSafe: true,
        error: 404,
        reason: "Subscription 'nope' not found",
        message: "Subscription 'nope' not found [404]",
        errorType: 'Meteor.Error',
        details: { code: 'NOT_FOUND' },
      },
    });
    await client.close();
  });

  it('ends a publication that returns an error with nosub carrying it, and one that throws with 500 only', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'sub', id: 'd', name: 'denied' });
    expect(await client.next((m) => m['id'] === 'd')).toMatchObject({ msg: 'nosub', error: { error: 403, reason: 'Staff only', details: { code: 'FORBIDDEN' } } });
    client.send({ msg: 'sub', id: 't', name: 'throws' });
    expect(await client.next((m) => m['id'] === 't')).toMatchObject({ msg: 'nosub', error: { error: 500, reason: 'Internal server error' } });
    expect(JSON.stringify(client.received)).not.toContain('secret');
    await client.close();
  });

  it('answers unsub of an unknown id with nosub, and ignores a second sub with a live id', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'unsub', id: 'never' });
    expect(await client.next((m) => m['msg'] === 'nosub')).toEqual({ msg: 'nosub', id: 'never' });
    client.send({ msg: 'sub', id: 'dup', name: 'counter' });
    client.send({ msg: 'sub', id: 'dup', name: 'counter' });
    client.send({ msg: 'sub', id: 'dup', name: 'nope' });
    await settle(client, 'p');
    expect(ofType(client.received, 'added')).toHaveLength(1);
    expect(ofType(client.received, 'ready')).toEqual([{ msg: 'ready', subs: ['dup'] }]);
    expect(ofType(client.received, 'nosub')).toHaveLength(1);
    await client.close();
  });

  it('sends ready once when the publication says it early', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'sub', id: 'e', name: 'early' });
    await settle(client, 'p');
    expect(dataAndControl(client.received)).toEqual([
      { msg: 'ready', subs: ['e'] },
      { msg: 'added', collection: 'counters', id: 'late', fields: { value: 1 } },
    ]);
    await client.close();
  });

  it('removes the documents and sends nosub when the publication stops itself', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'sub', id: 'o', name: 'once' });
    await client.next((m) => m['msg'] === 'nosub');
    expect(dataAndControl(client.received)).toEqual([
      { msg: 'added', collection: 'counters', id: 'once', fields: { value: 1 } },
      { msg: 'ready', subs: ['o'] },
      { msg: 'removed', collection: 'counters', id: 'once' },
      { msg: 'nosub', id: 'o' },
    ]);
    await client.close();
  });

  it('sends Dates in fields as $date', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'sub', id: 'dt', name: 'dates' });
    expect(await client.next((m) => m['msg'] === 'added')).toEqual({
      msg: 'added',
      collection: 'events',
      id: 'e1',
      fields: { at: { $date: Date.UTC(2024, 0, 2, 3, 4, 5, 6) } },
    });
    await client.close();
  });

  it('merges two subscriptions of one document and keeps it while either holds it', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'sub', id: 'A', name: 'item', params: [{ a: 1, shared: 'from A' }] });
    await client.next((m) => m['msg'] === 'ready');
    client.send({ msg: 'sub', id: 'B', name: 'item', params: [{ b: 2, shared: 'from B' }] });
    await client.next((m) => m['msg'] === 'ready');
    client.send({ msg: 'unsub', id: 'A' });
    await client.next((m) => m['msg'] === 'nosub' && m['id'] === 'A');
    client.send({ msg: 'unsub', id: 'B' });
    await client.next((m) => m['msg'] === 'nosub' && m['id'] === 'B');
    expect(dataAndControl(client.received)).toEqual([
      { msg: 'added', collection: 'items', id: 'shared', fields: { a: 1, shared: 'from A' } },
      { msg: 'ready', subs: ['A'] },
      // B adds only what the client does not see yet; A's value of `shared` stays visible.
      { msg: 'changed', collection: 'items', id: 'shared', fields: { b: 2 } },
      { msg: 'ready', subs: ['B'] },
      // A lets go: its own field goes, B's value of `shared` shows, and the document stays.
      { msg: 'changed', collection: 'items', id: 'shared', fields: { shared: 'from B' }, cleared: ['a'] },
      { msg: 'nosub', id: 'A' },
      { msg: 'removed', collection: 'items', id: 'shared' },
      { msg: 'nosub', id: 'B' },
    ]);
    await client.close();
  });

  it('refuses subscriptions beyond the per-connection limit with 429, and frees a slot on unsub', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    for (let i = 0; i < 5; i += 1) client.send({ msg: 'sub', id: `s${i}`, name: 'counter' });
    client.send({ msg: 'sub', id: 'over', name: 'counter' });
    expect(await client.next((m) => m['id'] === 'over')).toMatchObject({ msg: 'nosub', error: { error: 429, details: { code: 'RATE_LIMITED' } } });
    client.send({ msg: 'unsub', id: 's0' });
    client.send({ msg: 'sub', id: 'again', name: 'counter' });
    expect(await client.next((m) => m['msg'] === 'ready' && Array.isArray(m['subs']) && m['subs'].includes('again'))).toBeDefined();
    await client.close();
  });

  it('stops every subscription when the connection drops', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'sub', id: 'a', name: 'counter' });
    client.send({ msg: 'sub', id: 'b', name: 'counter' });
    await client.next((m) => m['msg'] === 'ready' && Array.isArray(m['subs']) && m['subs'].includes('b'));
    expect(fixture.feed.listenerCount()).toBe(2);
    client.terminate();
    await client.closed;
    await expect.poll(() => fixture.feed.listenerCount()).toBe(0);
  });
});
