import type { FastifyInstance } from 'fastify';
import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import type { RecordAnalyticsEvent } from '../../../../application/analytics/index.ts';
import { ANALYTICS_LIMITS } from '../../../../application/analytics/ports/index.ts';
import { domainError, type DomainError } from '../../../../domain/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { LANGUAGES } from '../shared/schemas.ts';
import { parseInput } from '../shared/validation.ts';

export interface AnalyticsRouteDeps {
  readonly recordAnalyticsEvent: RecordAnalyticsEvent;
}

/** An event is a few hundred bytes; anything near this is not one. */
export const EVENT_BODY_LIMIT = 16 * 1024;

const bounded = (max: number) => v.pipe(v.string('must be a string'), v.maxLength(max, `must be at most ${max} characters`));
const required = (max: number) => v.pipe(v.string('must be a string'), v.nonEmpty('is required'), v.maxLength(max, `must be at most ${max} characters`));

/** A PageVisit as the storefront sends it; unknown keys (a `userId`, a client time) are dropped, never trusted. */
export const PageVisitBody = v.object({
  type: v.literal('PageVisit'),
  path: v.pipe(required(ANALYTICS_LIMITS.path), v.startsWith('/', "must start with '/'")),
  routeName: required(ANALYTICS_LIMITS.routeName),
  language: v.picklist(LANGUAGES, 'must be one of the 13 language codes'),
  currency: v.pipe(v.string('must be a string'), v.regex(/^[A-Za-z]{3}$/, 'must be an ISO 4217 currency code')),
  visitorId: required(ANALYTICS_LIMITS.visitorId),
  referrer: v.optional(v.nullable(bounded(ANALYTICS_LIMITS.referrer))),
});

/** POST /api/events body: one event, told apart by `type`. */
export const AnalyticsEventBody = v.variant('type', [PageVisitBody], 'must be a known event type (PageVisit)');

/**
 * POST /api/events: first-party analytics from the storefront. Answers 204
 * with no body, 400 naming the field for bad input. Takes JSON, and also
 * `text/plain` holding JSON, since `navigator.sendBeacon(url, string)` sends
 * that. The user is the request's session (Bearer header or `authToken`
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
