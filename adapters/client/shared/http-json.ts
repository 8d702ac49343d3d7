import * as v from 'valibot';

/** Statuses worth one more try (spec section 8). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/**
 * JSON over fetch with the storefront's retry rule. Reading of the spec's
 * "idempotent methods no retry, others one": a GET is retried by the browser's
 * own cache and the next navigation anyway, so only non-idempotent calls get
 * the one extra attempt — and only on the statuses above.
 */
export async function httpJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const idempotent = ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'].includes(method);
  const attempt = () => fetch(url, { ...init, headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers } });
  let response = await attempt();
  if (!idempotent && RETRY_STATUSES.includes(response.status)) response = await attempt();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** A GET whose answer is checked against its contract: a malformed answer fails here, named, instead of deep in a view. */
export async function httpChecked<S extends v.GenericSchema>(url: string, schema: S): Promise<v.InferOutput<S>> {
  const answer: unknown = await httpJson<unknown>(url);
  const parsed = v.safeParse(schema, answer);
  if (!parsed.success) throw new Error(`GET ${url}: unexpected answer at ${v.getDotPath(parsed.issues[0]) ?? '(root)'}`);
  return parsed.output;
}
