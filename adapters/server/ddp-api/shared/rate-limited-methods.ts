import { err } from 'neverthrow';
import type { RateLimiter } from '../../../../application/shared/ports/index.ts';
import { domainError } from '../../../../domain/index.ts';
import type { MethodContext, MethodHandler } from '../../ddp/index.ts';
import { rateLimitOf } from './method-rate-limits.ts';

/**
 * Every method of the map behind its rate limits (issue 11, finding 9): one
 * point by the client address and, when signed in, one by the user, before
 * the params are even read. Applied once to the whole map the DDP server
 * serves, so a method added anywhere is limited without wiring of its own. A
 * refusal is RATE_LIMITED (429) with `details.retryAfterMs`.
 */
export function rateLimitedMethods(methods: ReadonlyMap<string, MethodHandler>, limiter: RateLimiter, scale = 1): Map<string, MethodHandler> {
  return new Map([...methods].map(([name, handler]) => [name, limited(name, handler, limiter, scale)]));
}

function limited(name: string, handler: MethodHandler, limiter: RateLimiter, scale: number): MethodHandler {
  const limit = rateLimitOf(name, scale);
  return async (ctx: MethodContext, params) => {
    const byAddress = await limiter.consume(`${name}:addr:${ctx.clientAddress}`, limit.perAddress);
    const decision = !byAddress.allowed || ctx.userId === null ? byAddress : await limiter.consume(`${name}:user:${ctx.userId}`, limit.perActor);
    if (decision.allowed) return handler(ctx, params);
    const seconds = Math.ceil(decision.retryAfterMs / 1000);
    return err(domainError('RATE_LIMITED', `Too many ${name} calls; try again in ${seconds} s`, { retryAfterMs: decision.retryAfterMs }));
  };
}
