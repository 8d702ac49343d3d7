import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { DEFAULT_METHOD_RATE_LIMIT, METHOD_RATE_LIMITS } from '../../../../adapters/server/ddp-api/shared/method-rate-limits.ts';
import { rateLimitedMethods } from '../../../../adapters/server/ddp-api/shared/rate-limited-methods.ts';
import type { MethodContext, MethodHandler } from '../../../../adapters/server/ddp/index.ts';
import { FlexibleRateLimiter } from '../../../../adapters/server/rate-limits/flexible-rate-limiter.ts';

function only(methods: ReadonlyMap<string, MethodHandler>, name: string): MethodHandler {
  const handler = methods.get(name);
  if (handler === undefined) throw new Error(name);
  return handler;
}

const limitOf = (name: string) => METHOD_RATE_LIMITS[name] ?? DEFAULT_METHOD_RATE_LIMIT;

const answer: MethodHandler = () => Promise.resolve(ok('done'));
const ctx = (clientAddress: string, userId: string | null) => ({ clientAddress, userId }) as MethodContext;

async function refusals(handler: MethodHandler, calls: number, context: (n: number) => MethodContext): Promise<number> {
  let refused = 0;
  for (let n = 0; n < calls; n += 1) {
    const outcome = await handler(context(n), []);
    if (outcome.isErr()) {
      expect(outcome.error).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterMs: expect.any(Number) as number } });
      refused += 1;
    }
  }
  return refused;
}

describe('rateLimitedMethods: every method of the map behind its limits', () => {
  it('limits a method nobody listed with the default budget, by address', async () => {
    const handler = only(rateLimitedMethods(new Map([['placeOrderAddedLater', answer]]), FlexibleRateLimiter.inMemory()), 'placeOrderAddedLater');
    expect(METHOD_RATE_LIMITS['placeOrderAddedLater']).toBeUndefined();
    expect(await refusals(handler, DEFAULT_METHOD_RATE_LIMIT.perAddress.points + 5, () => ctx('10.0.0.1', null))).toBe(5);
    expect((await handler(ctx('10.0.0.2', null), [])).isOk()).toBe(true);
  });

  it('counts a signed-in user across addresses, so changing address does not reset their budget', async () => {
    const handler = only(rateLimitedMethods(new Map([['couponByCode', answer]]), FlexibleRateLimiter.inMemory()), 'couponByCode');
    const perActor = limitOf('couponByCode').perActor.points;
    expect(await refusals(handler, perActor + 3, (n) => ctx(`10.1.0.${n}`, 'user-1'))).toBe(3);
    expect((await handler(ctx('10.1.0.200', 'user-2'), [])).isOk()).toBe(true);
  });

  it('scales every budget', async () => {
    const handler = only(rateLimitedMethods(new Map([['createUser', answer]]), FlexibleRateLimiter.inMemory(), 3), 'createUser');
    expect(await refusals(handler, limitOf('createUser').perAddress.points * 3 + 1, () => ctx('10.2.0.1', null))).toBe(1);
  });
});
