import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../../../application/shared/ports/index.ts';
import type { AuthenticateApiKey } from '../../../../application/sellerapi/index.ts';
import { API_KEY_REQUESTS_PER_MINUTE, domainError, type Actor, type ApiKeyScope } from '../../../../domain/index.ts';
import { sendDomainError } from '../shared/replies.ts';

export interface ApiKeyGuardDeps {
  readonly authenticate: AuthenticateApiKey;
  /** Counts each key's requests (its own budget, apart from the per-address limit every /api route has). */
  readonly limiter: RateLimiter;
}

/** The secret of `Authorization: Bearer <secret>`, or undefined. */
function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' && /^Bearer /i.test(header) ? header.slice(7).trim() : undefined;
}

/**
 * The seller API's door: the key's owner when the key is live and holds
 * `scope` and its budget has room; otherwise the reply is sent (401, 403 or
 * 429 with Retry-After) and the route stops. Session cookies never count
 * here: the API is for integrations, and a cookie would make it CSRF-able.
 */
export function apiKeyGuard(deps: ApiKeyGuardDeps) {
  return async (request: FastifyRequest, reply: FastifyReply, scope: ApiKeyScope): Promise<Actor | undefined> => {
    const caller = await deps.authenticate.caller(bearer(request), scope);
    if (caller.isErr()) {
      if (caller.error.code === 'UNAUTHENTICATED') void reply.header('www-authenticate', 'Bearer realm="seller-api"');
      await sendDomainError(reply, caller.error);
      return undefined;
    }
    const decision = await deps.limiter.consume(`api-key:${caller.value.keyId}`, { points: API_KEY_REQUESTS_PER_MINUTE, perSeconds: 60 });
    if (!decision.allowed) {
      const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
      await sendDomainError(reply.header('retry-after', String(seconds)), domainError('RATE_LIMITED', `This key made too many requests; try again in ${seconds} s`));
      return undefined;
    }
    return caller.value.actor;
  };
}
export type ApiKeyGuard = ReturnType<typeof apiKeyGuard>;
