import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../../adapters/server/persistence/shared/database.ts';
import { FlexibleRateLimiter } from '../../../../adapters/server/rate-limits/flexible-rate-limiter.ts';
import type { RateLimiter } from '../../../../application/shared/ports/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../server/support/test-database.ts';
import { localRedisUrl } from '../../../server/support/local-services.ts';

const REDIS_URL = await localRedisUrl();
const PG = process.env['DATABASE_URL'] !== undefined && process.env['DATABASE_URL'] !== '';

/** A key no other run has used, so shared stores start from zero. */
const fresh = (what: string) => `${what}:${process.pid}:${Math.random().toString(36).slice(2)}`;

/**
 * What every store must do. `second` is another limiter on the same store,
 * standing for another server process: the budget is shared, not doubled.
 */
function conformance(make: () => Promise<{ first: RateLimiter; second: RateLimiter; shared: boolean; close(): Promise<void> }>) {
  let stores: Awaited<ReturnType<typeof make>>;
  beforeAll(async () => {
    stores = await make();
  });
  afterAll(async () => {
    await stores.close();
  });

  it('allows the budget, then refuses with the wait until the window ends', async () => {
    const key = fresh('budget');
    const limit = { points: 3, perSeconds: 60 };
    for (let n = 0; n < 3; n += 1) expect(await stores.first.consume(key, limit)).toEqual({ allowed: true });
    const refused = await stores.first.consume(key, limit);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterMs).toBeGreaterThan(50_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
  });

  it('counts each key and each budget apart', async () => {
    const limit = { points: 1, perSeconds: 60 };
    const [a, b] = [fresh('a'), fresh('b')];
    expect((await stores.first.consume(a, limit)).allowed).toBe(true);
    expect((await stores.first.consume(b, limit)).allowed).toBe(true);
    expect((await stores.first.consume(a, limit)).allowed).toBe(false);
    expect((await stores.first.consume(a, { points: 2, perSeconds: 60 })).allowed).toBe(true);
  });

  it('starts a new window when the old one ends', async () => {
    const key = fresh('window');
    const limit = { points: 1, perSeconds: 1 };
    expect((await stores.first.consume(key, limit)).allowed).toBe(true);
    expect((await stores.first.consume(key, limit)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await stores.first.consume(key, limit)).allowed).toBe(true);
  });

  it('shares one budget between processes when the store is shared', async () => {
    const key = fresh('shared');
    const limit = { points: 4, perSeconds: 60 };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => (n % 2 === 0 ? stores.first : stores.second).consume(key, limit)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(stores.shared ? 4 : 8);
  });
}

describe('rate limits counted in memory', () => {
  conformance(() => Promise.resolve({ first: FlexibleRateLimiter.inMemory(), second: FlexibleRateLimiter.inMemory(), shared: false, close: () => Promise.resolve() }));
});

describe.runIf(PG)('rate limits counted in PostgreSQL', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  conformance(async () => {
    database = await createTestDatabase();
    handle = await openDatabase({ url: database.url }); // migrations create rate_limits
    const url = database.url ?? '';
    const [first, second] = [FlexibleRateLimiter.postgres(url), FlexibleRateLimiter.postgres(url)];
    return {
      first,
      second,
      shared: true,
      close: async () => {
        await Promise.all([first.close(), second.close()]);
        await handle.close();
        await database.drop();
      },
    };
  });
});

describe.runIf(REDIS_URL !== undefined)('rate limits counted in Redis', () => {
  conformance(() => {
    const url = REDIS_URL ?? '';
    const [first, second] = [FlexibleRateLimiter.redis(url), FlexibleRateLimiter.redis(url)];
    return Promise.resolve({ first, second, shared: true, close: async () => Promise.all([first.close(), second.close()]).then(() => undefined) });
  });
});
