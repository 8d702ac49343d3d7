import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../../../domain/index.ts';

/**
 * Parses untrusted input; a failure names the first offending field
 * (`listingQuery.page`), so a client sees what to fix.
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, root: string): Result<v.InferOutput<S>, DomainError> {
  const parsed = v.safeParse(schema, input, { abortEarly: true });
  if (parsed.success) return ok(parsed.output);
  const issue = parsed.issues[0];
  const path = issue === undefined ? undefined : v.getDotPath(issue);
  const field = path === null || path === undefined || path === '' ? root : `${root}.${path}`;
  return err(domainError('VALIDATION_FAILED', `${field}: ${issue?.message ?? 'Invalid input'}`, { field }));
}
