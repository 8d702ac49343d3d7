import type { FastifyInstance } from 'fastify';
import { apiErrorFrom } from '../../../../domain/index.ts';

/** One call of our own HTTP API, as a page being rendered makes it. */
export interface InProcessApiRequest {
  readonly method: 'GET' | 'POST';
  /** Path and query, e.g. `/api/games?language=de`. */
  readonly path: string;
  readonly body?: unknown;
}

/**
 * A page's API call made in-process while rendering it: through the same
 * routes, validation and guards as the browser's fetch, with the visitor's
 * cookies (so a signed-in visitor's page sees what their browser would).
 * Fails with the same catalogue error the browser's client would.
 */
export async function injectApiRequest(app: FastifyInstance, request: InProcessApiRequest, cookies: Readonly<Record<string, string>>): Promise<unknown> {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const response = await app.inject({
    method: request.method,
    url: request.path,
    headers: { accept: 'application/json', ...(cookie === '' ? {} : { cookie }), ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
  });
  const body: unknown = response.body === '' ? null : JSON.parse(response.body);
  if (response.statusCode >= 400) throw apiErrorFrom(response.statusCode, body);
  return body;
}
