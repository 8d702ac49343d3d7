import type { FastifyInstance } from 'fastify';
import { err, ok, type Result } from 'neverthrow';
import type { RecordAnalyticsEvent } from '../../../../application/analytics/index.ts';
import { domainError, type DomainError } from '../../../../domain/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseInput } from '../shared/validation.ts';
import { AnalyticsEventBody } from '../../../../contracts/analytics/index.ts';

export interface AnalyticsRouteDeps {
  readonly recordAnalyticsEvent: RecordAnalyticsEvent;
}

/** An event is a few hundred bytes; anything near this is not one. */
export const EVENT_BODY_LIMIT = 16 * 1024;

/**
 * POST /api/events: first-party analytics from the storefront. Answers 204
 * with no body, 400 naming the field for bad input. Takes JSON, and also
 * `text/plain` holding JSON, since `navigator.sendBeacon(url, string)` sends
 * that. The user is the request's session (Bearer header or session
 * cookie); an invalid or expired token makes it a visitor's event rather than
 * a failure. The /api rate limit of http-app.ts applies.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: AnalyticsRouteDeps): void {
  app.post('/api/events', { bodyLimit: EVENT_BODY_LIMIT }, async (request, reply) => {
    const json = jsonOf(request.body);
    if (json.isErr()) return sendDomainError(reply, json.error);
    const event = parseInput(AnalyticsEventBody, json.value, 'body');
    if (event.isErr()) return sendDomainError(reply, event.error);
    const recorded = await deps.recordAnalyticsEvent.execute(await request.actor, event.value);
    if (recorded.isErr()) return sendDomainError(reply, inBody(recorded.error));
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}

/** A text/plain body arrives as a string: it must hold JSON. Anything else was parsed by its content type already. */
function jsonOf(body: unknown): Result<unknown, DomainError> {
  if (typeof body !== 'string') return ok(body ?? {});
  try {
    return ok(JSON.parse(body) as unknown);
  } catch {
    return err(domainError('VALIDATION_FAILED', 'body: Body is not valid JSON', { field: 'body' }));
  }
}

/** The use case names fields of the event; on HTTP they are fields of the body, as the schema names them. */
function inBody(error: DomainError): DomainError {
  const field = error.details?.['field'];
  return typeof field === 'string' ? domainError(error.code, `body.${field}: ${error.message}`, { ...error.details, field: `body.${field}` }) : error;
}
