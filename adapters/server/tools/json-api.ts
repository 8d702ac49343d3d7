import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../../domain/index.ts';
import type { JsonHttp } from '../../../application/tools/stats-ports.ts';

/*
 * What every game-tools adapter does with an outside JSON API: one GET, the
 * status read the same way (404 the thing asked for is unknown, 429 the
 * API's quota, anything else not 200 — 5xx maintenance, 403 a refused key —
 * UNAVAILABLE), and the body validated against the fields we use, so an
 * answer we cannot read is UNAVAILABLE rather than nonsense on the page.
 */

/** The failure an answer's status means. */
export function failureOf(status: number, notFound: () => DomainError): DomainError {
  if (status === 404) return notFound();
  if (status === 429) return domainError('RATE_LIMITED', 'The API quota is used up; try again in a minute');
  return domainError('UNAVAILABLE', `The API answered ${status}`);
}

export interface JsonRequest<S extends v.GenericSchema> {
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly schema: S;
  readonly notFound: () => DomainError;
  /** An API's own meaning of an answer (Steam's 403 = a private inventory): a failure, 'ok' to read the body whatever the status, or undefined for the usual reading. */
  readonly special?: (status: number, body: unknown) => DomainError | 'ok' | undefined;
}

/** GET `url` and read a 200's body by `schema`; every other outcome is a failure value, never an exception. */
export async function getJson<S extends v.GenericSchema>(http: JsonHttp, request: JsonRequest<S>): Promise<Result<v.InferOutput<S>, DomainError>> {
  let answer: { readonly status: number; readonly body: unknown };
  try {
    answer = await http(request.url, { headers: { accept: 'application/json', ...request.headers } });
  } catch {
    return err(domainError('UNAVAILABLE', 'The API cannot be reached'));
  }
  const special = request.special?.(answer.status, answer.body);
  if (special !== 'ok') {
    if (special !== undefined) return err(special);
    if (answer.status !== 200) return err(failureOf(answer.status, request.notFound));
  }
  const parsed = v.safeParse(request.schema, answer.body);
  return parsed.success ? ok(parsed.output) : err(domainError('UNAVAILABLE', 'The API answered something unreadable'));
}
