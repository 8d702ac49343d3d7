import { afterEach, describe, expect, it } from 'vitest';
import { Gate, startDdpFixture, type DdpFixture } from './ddp-fixture.ts';
import { ofType, RawClient } from './raw-client.ts';

let fixture: DdpFixture | undefined;

afterEach(async () => {
  await fixture?.stop();
  fixture = undefined;
});

async function start(options: Parameters<typeof startDdpFixture>[0]): Promise<DdpFixture> {
  fixture = await startDdpFixture(options);
  return fixture;
}

describe('DDP heartbeat', () => {
  it('pings after silence and drops a client that does not answer', async () => {
    const { url } = await start({ heartbeatIntervalMs: 60, heartbeatTimeoutMs: 60 });
    const client = await RawClient.open(url);
    // A client that never answers pings: it only does the handshake by hand.
    client.send({ msg: 'connect', version: '1', support: ['1'] });
    expect(await client.next((m) => m['msg'] === 'ping', 1_000)).toEqual({ msg: 'ping' });
    const { code } = await client.closed;
    // Terminated without a closing handshake: the peer is presumed dead.
    expect(code).toBe(1006);
  });

  it('keeps a client that answers pings, and never pings a busy one', async () => {
    // Margins are wide (a message every 20 ms against 400 ms of silence): client and server share this process, so
    // an event-loop stall on a loaded machine (CI's four workers on two cores stalled it past 100 ms) delays both.
    const { url } = await start({ heartbeatIntervalMs: 400, heartbeatTimeoutMs: 800 });
    const quiet = await RawClient.open(url, { connect: true });
    const busy = await RawClient.open(url, { connect: true });
    let answered = 0;
    const answering = setInterval(() => {
      // The quiet client only answers pings; the busy one only calls methods.
      for (; answered < ofType(quiet.received, 'ping').length; answered += 1) quiet.send({ msg: 'pong' });
      busy.send({ msg: 'method', id: String(Date.now()), method: 'nothing' });
    }, 20);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    clearInterval(answering);
    expect(quiet.isOpen).toBe(true);
    expect(busy.isOpen).toBe(true);
    expect(ofType(quiet.received, 'ping').length).toBeGreaterThan(0);
    expect(ofType(busy.received, 'ping')).toEqual([]);
    await Promise.all([quiet.close(), busy.close()]);
  });

  it('closes a socket that never sends connect', async () => {
    const { url } = await start({ handshakeTimeoutMs: 50 });
    const client = await RawClient.open(url);
    expect((await client.closed).code).toBe(1008);
  });
});

describe('DDP limits', () => {
  it('closes with 1009 on a frame over the size limit, leaving other clients alone', async () => {
    const { url } = await start({ maxMessageBytes: 1024 });
    const hostile = await RawClient.open(url, { connect: true });
    const bystander = await RawClient.open(url, { connect: true });
    hostile.send({ msg: 'method', id: '1', method: 'echo', params: ['x'.repeat(2048)] });
    expect((await hostile.closed).code).toBe(1009);
    expect((await bystander.call('b', 'echo', ['fine'])).result).toBe('fine');
    await bystander.close();
  });

  it('accepts a frame right at the size limit', async () => {
    const { url } = await start({ maxMessageBytes: 1024 });
    const client = await RawClient.open(url, { connect: true });
    const frame = { msg: 'method', id: '1', method: 'echo', params: [''] };
    const padding = 1024 - JSON.stringify(frame).length;
    client.send({ ...frame, params: ['y'.repeat(padding)] });
    expect((await client.next((m) => m['msg'] === 'result'))['result']).toHaveLength(padding);
    await client.close();
  });

  it('closes with 1008 a client that piles up messages behind a running method', async () => {
    const started = await start({ maxPendingMessages: 3 });
    started.gate = new Gate();
    const client = await RawClient.open(started.url, { connect: true });
    client.send({ msg: 'method', id: 'slow', method: 'wait', params: [1] });
    for (let i = 0; i < 10; i += 1) client.send({ msg: 'method', id: `q${i}`, method: 'echo', params: [i] });
    expect((await client.closed).code).toBe(1008);
    started.gate.open();
  });
});

describe('DDP sessions of a user', () => {
  it('finds and closes every connection of a user, running their onClose callbacks', async () => {
    const started = await start({});
    const first = await RawClient.open(started.url, { connect: true });
    const second = await RawClient.open(started.url, { connect: true });
    const someoneElse = await RawClient.open(started.url, { connect: true });
    await first.call('l', 'login', ['banned']);
    await second.call('l', 'login', ['banned']);
    await someoneElse.call('l', 'login', ['fine']);
    expect(started.ddp.sessionsOf('banned')).toHaveLength(2);
    expect(started.ddp.connectionCount()).toBe(3);

    expect(started.ddp.closeSessionsOf('banned')).toBe(2);
    expect((await first.closed).code).toBe(1008);
    expect((await second.closed).code).toBe(1008);
    expect(started.ddp.sessionsOf('banned')).toEqual([]);
    expect(started.ddp.connectionCount()).toBe(1);
    expect(started.closedConnections).toHaveLength(2);
    expect((await someoneElse.call('w', 'whoami')).result).toMatchObject({ userId: 'fine' });
    await someoneElse.close();
    await expect.poll(() => started.ddp.connectionCount()).toBe(0);
  });

  it('moves a connection between users on login and logout', async () => {
    const started = await start({});
    const client = await RawClient.open(started.url, { connect: true });
    await client.call('1', 'login', ['a']);
    await client.call('2', 'login', ['b']);
    expect(started.ddp.sessionsOf('a')).toEqual([]);
    expect(started.ddp.sessionsOf('b')).toHaveLength(1);
    await client.call('3', 'login', [null]);
    expect(started.ddp.sessionsOf('b')).toEqual([]);
    await client.close();
  });

  it('closes every connection with 1001 when the server closes', async () => {
    const started = await start({});
    const client = await RawClient.open(started.url, { connect: true });
    await started.ddp.close();
    expect((await client.closed).code).toBe(1001);
    expect(started.ddp.connectionCount()).toBe(0);
  });
});
