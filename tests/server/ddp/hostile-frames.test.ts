import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDdpFixture, type DdpFixture } from './ddp-fixture.ts';
import { RawClient } from './raw-client.ts';

/** A smaller frame limit than production so frames at and over it stay quick to build and send. */
const LIMIT = 32 * 1024;

let fixture: DdpFixture;
let bystander: RawClient;
let bystanderSession: unknown;

beforeAll(async () => {
  fixture = await startDdpFixture({ maxMessageBytes: LIMIT });
  bystander = await RawClient.open(fixture.url, { connect: true });
  bystanderSession = bystander.received.find((m) => m['msg'] === 'connected')?.['session'];
});

afterAll(async () => {
  await bystander.close();
  await fixture.stop();
});

const anyJson = fc.jsonValue({ maxDepth: 3 });
const methodName = fc.oneof(fc.constantFrom('echo', 'echoAll', 'boom', 'reject', 'fail', 'nothing', 'cyclic', 'bump', 'login', 'whoami'), fc.string());
const publicationName = fc.oneof(fc.constantFrom('counter', 'item', 'dates', 'denied', 'throws', 'early', 'once'), fc.string());

/** Messages shaped like DDP with any field of any type, or missing. */
const knownShapes = fc
  .record(
    {
      msg: fc.oneof(fc.constantFrom('connect', 'method', 'sub', 'unsub', 'ping', 'pong', 'result', 'added', 'nosub', 'error'), anyJson),
      id: fc.oneof(fc.string({ maxLength: 8 }), anyJson),
      method: fc.oneof(methodName, anyJson),
      name: fc.oneof(publicationName, anyJson),
      params: fc.oneof(fc.array(anyJson, { maxLength: 4 }), anyJson),
      version: fc.oneof(fc.constantFrom('1', 'pre1', 'pre2'), anyJson),
      support: fc.oneof(fc.constant(['1']), anyJson),
      randomSeed: anyJson,
    },
    { requiredKeys: ['msg'] },
  )
  .map((message) => JSON.stringify(message));

/** Frames around the size limit: valid calls with a huge param, huge non-JSON, and deep nesting. */
const huge = fc.tuple(fc.integer({ min: 0, max: LIMIT + 1024 }), fc.constantFrom('call', 'text', 'deep', 'envelope')).map(([size, kind]) => {
  switch (kind) {
    case 'call':
      return JSON.stringify({ msg: 'method', id: 'huge', method: 'echo', params: ['x'.repeat(Math.max(0, size - 60))] });
    case 'text':
      return 'y'.repeat(size);
    case 'deep':
      return '['.repeat(Math.floor(size / 2)) + ']'.repeat(Math.floor(size / 2));
    default:
      return JSON.stringify({ msg: 'bogus', pad: 'z'.repeat(Math.max(0, size - 30)) });
  }
});

/** Attempts at prototype pollution through params and fields. */
const pollution = fc.constantFrom(
  '{"msg":"method","id":"p","method":"echo","params":[{"__proto__":{"polluted":1}}]}',
  '{"msg":"sub","id":"p","name":"item","params":[{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}]}',
  '{"__proto__":{"msg":"method"},"polluted":1}',
);

const frame = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json(), knownShapes, huge, pollution);

describe('hostile frames', () => {
  it('never crash the server nor disturb another client’s session', async () => {
    let hostile = await RawClient.open(fixture.url, { connect: true });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(frame, fc.boolean(), fc.integer({ min: 0, max: 4 }), async (text, binary, phase) => {
        run += 1;
        const oversized = Buffer.byteLength(text, 'utf8') > LIMIT;
        // One frame in five goes to a socket that has not connected yet.
        const beforeConnect = phase === 0;
        if (!hostile.isOpen) hostile = await RawClient.open(fixture.url, { connect: true });
        const target = beforeConnect ? await RawClient.open(fixture.url) : hostile;
        target.forget();
        target.send(text, { binary });

        const result = await bystander.call(`b${run}`, 'echo', [run]);
        expect(result['result']).toBe(run);
        bystander.forget();

        if (oversized) {
          expect((await target.closed).code).toBe(1009);
        } else if (!beforeConnect) {
          // The hostile client's own session survives its bad input too.
          expect(await hostile.answersPing(`p${run}`)).toBe(true);
        }
        if (beforeConnect) target.terminate();
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      }),
    );
    await hostile.close();
    expect(await bystander.answersPing('final')).toBe(true);
    expect((await bystander.call('last', 'whoami')).result).toMatchObject({ connectionId: bystanderSession });
  });
});
