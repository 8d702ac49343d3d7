import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_RATE_LIMITS } from '../../../adapters/server/ddp-api/shared/method-rate-limits.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 11, finding 9: DDP had no rate limits (666 accounts in 10 s from one
 * address, 3,000 coupon guesses in 4.5 s). The server runs with the real
 * limits here (scale 1), counted on the engine the suite runs on.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ DDP_RATE_LIMIT_SCALE: '1', DEMO_LISTINGS: '20' });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

const budget = (method: string) => METHOD_RATE_LIMITS[method]?.perAddress.points ?? Number.NaN;

describe(`DDP rate limits on ${DATABASE_KIND}`, () => {
  it('refuses sign-ups past the per-address budget with 429 and the wait, whatever the connection', async () => {
    const [first, second] = await Promise.all([connectClient(server.url), connectClient(server.url)]);
    const limit = budget('createUser');
    for (let n = 0; n < limit; n += 1) {
      // Each call is answered on its merits (a short password is refused), but counted.
      await (n % 2 === 0 ? first : second).call('createUser', { email: `rl${n}@example.com`, username: `rl${n}`, password: `correct horse battery ${n}` }).catch(() => undefined);
    }
    const refused = await callError(second, 'createUser', { email: 'one-more@example.com', username: 'more', password: 'correct horse battery more' });
    expect(refused).toMatchObject({ error: 429, details: { code: 'RATE_LIMITED' } });
    const retryAfterMs = (refused.details as { retryAfterMs?: number }).retryAfterMs ?? 0;
    expect(retryAfterMs).toBeGreaterThan(0);
    expect(retryAfterMs).toBeLessThanOrEqual(3_600_000);
    await Promise.all([first.disconnect(), second.disconnect()]);
  });

  it('refuses coupon guesses past their budget, while other methods still answer', async () => {
    const client = await connectClient(server.url);
    let limited = 0;
    for (let n = 0; n <= budget('couponByCode'); n += 1) {
      const error = await callError(client, 'couponByCode', { code: `GUESS${n}`, affiliate: false }).catch(() => ({ error: 0 }));
      if (error.error === 429) limited += 1;
    }
    expect(limited).toBe(1);
    expect(await client.call('checkCartAvailablity', { products: [], visitorId: 'rate-limit-test' })).toBeDefined();
    await client.disconnect();
  });
});
