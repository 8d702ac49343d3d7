import { apiErrorFrom, domainError } from '../../../domain/index.ts';
import { RETRY_STATUSES } from './http-json.ts';

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
