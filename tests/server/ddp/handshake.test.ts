import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDdpFixture, type DdpFixture } from './ddp-fixture.ts';
import { RawClient } from './raw-client.ts';

let fixture: DdpFixture;

beforeAll(async () => {
  fixture = await startDdpFixture();
});

afterAll(async () => {
  await fixture.stop();
});

describe('DDP handshake and framing', () => {
  it('greets with server_id, then answers connect with connected and a session id', async () => {
    const client = await RawClient.open(fixture.url);
    await client.next((m) => 'server_id' in m);
    client.send({ msg: 'connect', version: '1', support: ['1', 'pre2', 'pre1'] });
    const connected = await client.next((m) => m['msg'] === 'connected');
    expect(client.received[0]).toEqual({ server_id: '0' });
    expect(typeof connected['session']).toBe('string');
    expect(String(connected['session']).length).toBeGreaterThanOrEqual(16);
    const other = await RawClient.open(fixture.url, { connect: true });
    const otherSession = other.received.find((m) => m['msg'] === 'connected')?.['session'];
    expect(otherSession).not.toBe(connected['session']);
    await Promise.all([client.close(), other.close()]);
  });

  // Only '1' is spoken; anything else, or a connect that does not support what it proposes, fails with '1'.
  it.each([
    { version: 'pre2', support: ['pre2', 'pre1'] },
    { version: 'pre2', support: ['pre2', '1'] },
    { version: '1', support: ['pre2'] },
    { version: '1' },
    { support: ['1'] },
    { version: 1, support: [1] },
    { version: '1', support: ['1', 2] },
    { version: '2', support: ['2', '1'] },
  ])('fails %j with version 1 and closes', async (connect) => {
    const client = await RawClient.open(fixture.url);
    client.send({ msg: 'connect', ...connect });
    client.send({ msg: 'method', id: 'x', method: 'echo', params: [1] });
    const failed = await client.next((m) => m['msg'] === 'failed');
    expect(failed).toEqual({ msg: 'failed', version: '1' });
    await client.closed;
    // The optimistic method after the connect is ignored.
    expect(client.received.filter((m) => m['msg'] === 'result')).toEqual([]);
  });

  it('accepts version 1 when the client prefers an unknown version that it also lists', async () => {
    const client = await RawClient.open(fixture.url);
    client.send({ msg: 'connect', version: '1', support: ['9', '1'] });
    await client.next((m) => m['msg'] === 'connected');
    await client.close();
  });

  it("answers anything before connect with 'Must connect first' and still accepts connect after", async () => {
    const client = await RawClient.open(fixture.url);
    const early = { msg: 'method', id: '1', method: 'echo', params: [1] };
    client.send(early);
    expect(await client.next((m) => m['msg'] === 'error')).toEqual({ msg: 'error', reason: 'Must connect first', offendingMessage: early });
    client.send({ msg: 'connect', version: '1', support: ['1'] });
    await client.next((m) => m['msg'] === 'connected');
    expect((await client.call('2', 'echo', ['after'])).result).toBe('after');
    await client.close();
  });

  it("answers bad JSON with 'Parse error', keeps the connection, and still serves calls", async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send('{"msg": "method", ');
    expect(await client.next((m) => m['msg'] === 'error')).toEqual({ msg: 'error', reason: 'Parse error' });
    expect(client.isOpen).toBe(true);
    expect((await client.call('1', 'echo', [42])).result).toBe(42);
    await client.close();
  });

  it.each([
    ['an unknown msg', { msg: 'bogus', id: '1' }],
    ['a message without msg', { id: '1' }],
    ['a number', 42],
    ['null', null],
    ['an array', [{ msg: 'ping' }]],
    ['a non-string msg', { msg: 7 }],
  ])("answers %s with 'Bad request' echoing it", async (_name, frame) => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send(JSON.stringify(frame));
    expect(await client.next((m) => m['msg'] === 'error')).toEqual({ msg: 'error', reason: 'Bad request', offendingMessage: frame });
    expect((await client.call('1', 'echo', ['ok'])).result).toBe('ok');
    await client.close();
  });

  it.each([
    ['Malformed method invocation', { msg: 'method', id: 1, method: 'echo' }],
    ['Malformed method invocation', { msg: 'method', id: '1', method: 'echo', params: { 0: 1 } }],
    ['Malformed method invocation', { msg: 'method', id: '1' }],
    ['Malformed method invocation', { msg: 'method', id: '1', method: 'echo', params: null }],
    ['Malformed subscription', { msg: 'sub', id: '1', name: 5 }],
    ['Malformed subscription', { msg: 'sub', id: '1', name: 'counter', params: 'x' }],
    ['Bad request', { msg: 'unsub' }],
    ['Bad request', { msg: 'ping', id: 5 }],
    ['Already connected', { msg: 'connect', version: '1', support: ['1'] }],
  ])("answers a malformed known message with '%s' (Meteor's reason)", async (reason, frame) => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send(frame);
    expect(await client.next((m) => m['msg'] === 'error')).toEqual({ msg: 'error', reason, offendingMessage: frame });
    expect((await client.call('ok', 'echo', ['still here'])).result).toBe('still here');
    await client.close();
  });

  it('ignores unknown fields and a randomSeed', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'method', id: 'r', method: 'echo', params: [3], randomSeed: 'seed', future: { x: 1 } });
    expect(await client.next((m) => m['msg'] === 'result')).toEqual({ msg: 'result', id: 'r', result: 3 });
    await client.close();
  });

  it('answers ping with pong, echoing the id when there is one', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send({ msg: 'ping', id: 'p-1' });
    expect(await client.next((m) => m['msg'] === 'pong')).toEqual({ msg: 'pong', id: 'p-1' });
    client.send({ msg: 'ping' });
    expect(await client.next((m) => m['msg'] === 'pong')).toEqual({ msg: 'pong' });
    await client.close();
  });

  it('refuses upgrades on other paths', async () => {
    await expect(RawClient.open(`ws://127.0.0.1:${fixture.port}/elsewhere`)).rejects.toThrow(/400/);
  });
});
