import * as v from 'valibot';
import { expect } from 'vitest';

/**
 * Checks that `schema` declares `answer` completely: it accepts it, and
 * reading it back changes nothing — a field the server sends but the
 * contract does not declare would be dropped by the parse and fail here.
 */
export function expectDeclares(schema: v.GenericSchema, answer: unknown): void {
  const parsed = v.safeParse(schema, answer);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`refused at '${v.getDotPath(issue) ?? ''}': ${issue.message}\n${JSON.stringify(answer).slice(0, 500)}`);
  }
  expect(parsed.output).toEqual(answer);
}

/** The field a schema refuses `input` at (the dot path of the first issue), and the message; undefined when it accepts it. */
export function refusal(schema: v.GenericSchema, input: unknown): { readonly field: string; readonly message: string } | undefined {
  const parsed = v.safeParse(schema, input, { abortEarly: true });
  if (parsed.success) return undefined;
  const issue = parsed.issues[0];
  return { field: v.getDotPath(issue) ?? '', message: issue.message };
}
