import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Gate, startDdpFixture, type DdpFixture } from './ddp-fixture.ts';
import { ofType, RawClient } from './raw-client.ts';

let fixture: DdpFixture;

beforeAll(async () => {
  fixture = await startDdpFixture();
});

afterAll(async () => {
  await fixture.stop();
});

function meteorError(status: number, reason: string, details: Record<string, unknown>): Record<string, unknown> {
  return { isClientSafe: true, error: status, reason, message: `${reason} [${status}]`, errorType: 'Meteor.Error', details };
}

describe('DDP methods', () => {
  it('answers with result, then updated', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    const result = await client.call('m1', 'echoAll', [1, 'two', { three: [3] }, null]);
    expect(result).toEqual({ msg: 'result', id: 'm1', result: [1, 'two', { three: [3] }, null] });
    const results = client.received.findIndex((m) => m['msg'] === 'result');
    const updated = client.received.findIndex((m) => m['msg'] === 'updated');
    expect(results).toBeLessThan(updated);
    expect(client.received[updated]).toEqual({ msg: 'updated', methods: ['m1'] });
    await client.close();
  });

  it('leaves result out when the method returns undefined, and calls without params get none', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'method', id: 'n', method: 'nothing' });
    expect(await client.next((m) => m['msg'] === 'result')).toEqual({ msg: 'result', id: 'n' });
    client.send({ msg: 'method', id: 'e', method: 'echoAll' });
    expect(await client.next((m) => m['id'] === 'e')).toEqual({ msg: 'result', id: 'e', result: [] });
    await client.close();
  });

  it('sends updated only after the writes the method caused reached the subscriptions (result → changed → updated)', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'sub', id: 's', name: 'counter' });
    await client.next((m) => m['msg'] === 'ready');
    const before = fixture.feed.value;
    await client.call('b', 'bump');
    const result = client.received.findIndex((m) => m['msg'] === 'result' && m['id'] === 'b');
    const changed = client.received.findIndex((m) => m['msg'] === 'changed');
    const updated = client.received.findIndex((m) => m['msg'] === 'updated' && m['id'] === undefined);
    expect(client.received[result]).toEqual({ msg: 'result', id: 'b', result: before + 1 });
    expect(client.received[changed]).toEqual({ msg: 'changed', collection: 'counters', id: 'main', fields: { value: before + 1 } });
    expect(result).toBeLessThan(changed);
    expect(changed).toBeLessThan(updated);
    const afterWrite = fixture.feed.events.slice(fixture.feed.events.indexOf(`write ${before + 1}`));
    expect(afterWrite).toContain('flush');
    expect(afterWrite.indexOf('flush')).toBeLessThan(afterWrite.lastIndexOf('flushed'));
    await client.close();
  });

  it("answers an unknown method with 404 \"Method '<name>' not found\" and still sends updated", async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    const result = await client.call('u', 'nope');
    expect(result).toEqual({ msg: 'result', id: 'u', error: meteorError(404, "Method 'nope' not found", { code: 'NOT_FOUND' }) });
    await client.close();
  });

  it('answers a domain error with its status, message and code', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    const result = await client.call('f', 'fail');
    expect(result).toEqual({ msg: 'result', id: 'f', error: meteorError(403, 'Not your listing', { field: 'listingId', code: 'FORBIDDEN' }) });
    await client.close();
  });

  it.each(['boom', 'reject', 'cyclic'])('answers a method that fails unexpectedly (%s) with 500 and leaks nothing', async (method) => {
    const client = await RawClient.open(fixture.url, { connect: true });
    const logged = fixture.logs.length;
    const result = await client.call('x', method);
    expect(result).toEqual({ msg: 'result', id: 'x', error: meteorError(500, 'Internal server error', { code: 'INTERNAL' }) });
    expect(JSON.stringify(client.received)).not.toMatch(/secret|\.ts:|Error:/);
    expect(fixture.logs.slice(logged).some((line) => line.level === 'error')).toBe(true);
    await client.close();
  });

  it('turns $date params into Dates and Dates in results back into $date', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    const params = [{ $date: 1_700_000_000_123 }, { nested: [{ $date: 0 }] }, { $date: 'not a date' }, { $date: 1, other: true }];
    const result = await client.call('d', 'echoAll', params);
    expect(result['result']).toEqual(params);
    await client.close();
  });

  it('runs one connection’s methods one at a time, in order', async () => {
    fixture.gate = new Gate();
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'method', id: 'slow', method: 'wait', params: ['slow'] });
    client.send({ msg: 'method', id: 'fast', method: 'echo', params: ['fast'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ofType(client.received, 'result')).toEqual([]);
    fixture.gate.open();
    await client.next((m) => m['id'] === 'fast');
    expect(ofType(client.received, 'result').map((m) => m['id'])).toEqual(['slow', 'fast']);
    await client.close();
  });

  it('lets a method that calls unblock() be overtaken', async () => {
    fixture.gate = new Gate();
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'method', id: 'slow', method: 'waitUnblocked', params: ['slow'] });
    client.send({ msg: 'method', id: 'fast', method: 'echo', params: ['fast'] });
    await client.next((m) => m['id'] === 'fast');
    fixture.gate.open();
    await client.next((m) => m['msg'] === 'result' && m['id'] === 'slow');
    expect(ofType(client.received, 'result').map((m) => m['id'])).toEqual(['fast', 'slow']);
    await client.close();
  });

  it('does not slow other connections while one waits', async () => {
    fixture.gate = new Gate();
    const blocked = await RawClient.open(fixture.url, { connect: true });
    const other = await RawClient.open(fixture.url, { connect: true });
    blocked.send({ msg: 'method', id: 'slow', method: 'wait', params: [1] });
    expect((await other.call('o', 'echo', ['free'])).result).toBe('free');
    fixture.gate.open();
    await blocked.next((m) => m['id'] === 'slow');
    await Promise.all([blocked.close(), other.close()]);
  });

  it('gives methods the connection, its address and headers, and a user set by login', async () => {
    const client = await RawClient.open(fixture.url, { connect: true, headers: { 'user-agent': 'ddp-test/1.0' } });
    const session = client.received.find((m) => m['msg'] === 'connected')?.['session'];
    expect((await client.call('w1', 'whoami')).result).toEqual({ userId: null, connectionId: session, clientAddress: '127.0.0.1', userAgent: 'ddp-test/1.0' });
    await client.call('l', 'login', ['user-1']);
    expect((await client.call('w2', 'whoami')).result).toMatchObject({ userId: 'user-1' });
    await client.close();
  });
});
