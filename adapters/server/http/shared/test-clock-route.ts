import type { FastifyInstance } from 'fastify';
import type { AdjustableClock } from '../../../shared/adjustable-clock.ts';
import { TestClockBody } from '../../../../contracts/shared/index.ts';
import { domainError } from '../../../../domain/index.ts';
import { sendDomainError } from './replies.ts';
import { parseBody } from './validation.ts';

export interface TestClockDeps {
  /** Served only when true (NODE_ENV=test or TEST_HOOKS=1); otherwise the route answers 404 like any unknown one. */
  readonly enabled: boolean;
  readonly clock: AdjustableClock;
  /** Fires the timers due at the clock's new time; answers how many fired. */
  readonly runDueTimers: () => Promise<number>;
}

/**
 * POST /api/test/clock `{ advanceMs?, reset? }`: moves the server's clock and
 * fires the timers that became due, for browser journeys (a delivered order
 * auto-completing, funds settling). Never served in production.
 */
export function registerTestClockRoute(app: FastifyInstance, deps: TestClockDeps): void {
  app.post('/api/test/clock', async (request, reply) => {
    if (!deps.enabled) return sendDomainError(reply, domainError('NOT_FOUND', 'Not found'));
    const body = parseBody(TestClockBody, request.body ?? {});
    if (body.isErr()) return sendDomainError(reply, body.error);
    if (body.value.reset === true) deps.clock.reset();
    deps.clock.advance(body.value.advanceMs ?? 0);
    const timersFired = await deps.runDueTimers();
    return reply.header('cache-control', 'no-store').send({ now: deps.clock.now().toISOString(), offsetMs: deps.clock.offset(), timersFired });
  });
}
