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

const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

// Issue 11, finding 15: a call nested ≥ ~2,500 levels used to get an anonymous 'Parse error', so it never settled.
describe('a message nested too deep', () => {
  it.each([300, 2_500, 20_000])('a method call nested %i levels is answered under its own id with a 400 naming params', async (depth) => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send(`{"msg":"method","id":"deep","method":"echo","params":[${nested(depth)}]}`);
    const result = await client.next((m) => m['msg'] === 'result' && m['id'] === 'deep');
    expect(result['error']).toMatchObject({ error: 400, details: { code: 'VALIDATION_FAILED', field: 'params' } });
    expect(String((result['error'] as { reason: string }).reason)).toMatch(/^params: nested deeper than \d+ levels$/);
    await client.next((m) => m['msg'] === 'updated' && (m['methods'] as string[]).includes('deep'));
    // The connection still serves calls afterwards.
    expect(await client.call('after', 'echo', [1])).toMatchObject({ result: 1 });
    await client.close();
  });

  it('a subscription nested too deep gets its nosub with the error', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send(`{"msg":"sub","id":"deepsub","name":"counter","params":[${nested(5_000)}]}`);
    const nosub = await client.next((m) => m['msg'] === 'nosub' && m['id'] === 'deepsub');
    expect(nosub['error']).toMatchObject({ error: 400, details: { field: 'params' } });
    await client.close();
  });

  it('a message of no known kind nested too deep gets a top-level error saying so', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    client.send(nested(5_000));
    const error = await client.next((m) => m['msg'] === 'error');
    expect(String(error['reason'])).toMatch(/nested deeper than/);
    expect(await client.answersPing('after')).toBe(true);
    await client.close();
  });

  it('a call nested to a plausible depth still reaches its method', async () => {
    const client = await RawClient.open(fixture.url, { connect: true });
    const reply = await client.call('fine', 'echo', [JSON.parse(nested(50)) as unknown]);
    expect(reply['error']).toBeUndefined();
    await client.close();
  });
});
