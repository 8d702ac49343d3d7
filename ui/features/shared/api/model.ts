import { createEffect } from 'effector';
import * as v from 'valibot';
import { domainError, type DomainError } from '../../../../domain/index.ts';

/** One call of our own HTTP API, as the page models need it. */
export interface ApiRequest {
  readonly method: 'GET' | 'POST';
  /** Path and query, e.g. `/api/games?language=de`. */
  readonly path: string;
  readonly body?: unknown;
}

/**
 * The one effect every page's data goes through. The browser binds it to
 * fetch; the server binds it to an in-process request into the same routes
 * (with the page request's cookies), so server-rendered and client-loaded
 * pages get identical, equally validated answers. Fails with the API's
 * catalogue error.
 */
export const apiRequestFx = createEffect<ApiRequest, unknown, DomainError>();

/**
 * An effect for one endpoint: builds the request from its params and checks
 * the answer against `schema` (a server answering something else is a bug we
 * want to see as INTERNAL, not a page that renders `undefined`).
 */
export function apiEffect<P, S extends v.GenericSchema>(toRequest: (params: P) => ApiRequest, schema: S) {
  return createEffect<P, v.InferOutput<S>, DomainError>(async (params) => {
    const answer = await apiRequestFx(toRequest(params));
    const parsed = v.safeParse(schema, answer);
    if (!parsed.success) throw domainError('INTERNAL', `Unexpected answer from ${toRequest(params).path}: ${v.getDotPath(parsed.issues[0]) ?? ''} ${parsed.issues[0].message}`);
    return parsed.output;
  });
}
