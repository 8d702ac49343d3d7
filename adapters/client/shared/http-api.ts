import * as v from 'valibot';
import { domainError, ERROR_CODES, type DomainError, type ErrorCode } from '../../../domain/index.ts';
import { ErrorBody } from '../../../contracts/shared/index.ts';
import { RETRY_STATUSES } from './http-json.ts';

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The catalogue error in an API error body (contracts/shared `ErrorBody`), or one for the status when the body is not ours (a proxy's page). */
export function apiErrorFrom(status: number, body: unknown): DomainError {
  const parsed = v.safeParse(ErrorBody, body);
  const ours = parsed.success ? parsed.output : undefined;
  const message = ours?.message ?? `HTTP ${status}`;
  const details = ours?.field === undefined ? undefined : { field: ours.field };
  if (isErrorCode(ours?.code)) return domainError(ours.code, message, details);
  return domainError(status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : status >= 500 ? 'UNAVAILABLE' : 'VALIDATION_FAILED', message, details);
}

/**
 * Our API over fetch, failing with catalogue errors; a POST is tried once more
 * on the statuses the spec lists (see http-json.ts for the reading).
 */
export async function apiRequest(request: { readonly method: 'GET' | 'POST'; readonly path: string; readonly body?: unknown }): Promise<unknown> {
  const init: RequestInit = {
    method: request.method,
    headers: { accept: 'application/json', ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  };
  let response: Response;
  try {
    response = await fetch(request.path, init);
    if (request.method === 'POST' && RETRY_STATUSES.includes(response.status)) response = await fetch(request.path, init);
  } catch {
    throw domainError('UNAVAILABLE', 'The server could not be reached');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFrom(response.status, body);
  return body;
}
