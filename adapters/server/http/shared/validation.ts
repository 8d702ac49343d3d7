import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../../../domain/index.ts';

/** A UTF-16 surrogate without its pair: not text at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string is storable text: no NUL (PostgreSQL refuses it in text) and no lone surrogate. */
const unsafeText = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The dot path of the first string anywhere in `input` (keys included) that
 * is not storable text, or undefined. Walked with a stack, not recursion, so
 * a deeply nested body cannot overflow the call stack.
 */
function unsafeTextAt(input: unknown): string | undefined {
  const stack: [unknown, string][] = [[input, '']];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (unsafeText(value)) return path;
    } else if (typeof value === 'object' && value !== null) {
      const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
      for (const [key, item] of entries.reverse()) {
        const at = path === '' ? key : `${path}.${key}`;
        if (unsafeText(key)) return at;
        stack.push([item, at]);
      }
    }
  }
  return undefined;
}

function refused(field: string, message: string): DomainError {
  return domainError('VALIDATION_FAILED', `${field}: ${message}`, { field });
}

type Issue = v.BaseIssue<unknown>;

/** An issue with the path from the parsed root to it; a union's option issues carry paths from the union. */
interface Located {
  readonly issue: Issue;
  readonly path: readonly string[];
}

const keysOf = (issue: Issue): string[] => (issue.path ?? []).map((item) => String(item.key));

/**
 * The issue that tells a client what to fix. A union that matches no option
 * reports only "Expected Object but received Object"; its options' own
 * issues name the field, so the deepest one wins, then one about a value the
 * client did send (a wrong `password` over a missing `resume`), then the
 * later option (the full form, such as e-mail and password, over a shortcut).
 */
function tellingIssue(at: Located): Located {
  const options = at.issue.type === 'union' ? at.issue.issues : undefined;
  if (options === undefined || options.length === 0) return at;
  const sent = (l: Located) => (l.issue.input === undefined ? 0 : 1);
  let best = at;
  for (const option of options) {
    const found = tellingIssue({ issue: option, path: [...at.path, ...keysOf(option)] });
    const deeper = found.path.length - best.path.length;
    if (best === at || deeper > 0 || (deeper === 0 && sent(found) >= sent(best))) best = found;
  }
  return best;
}

/**
 * Parses untrusted input; a failure names the first offending field
 * (`listingQuery.page`), so a client sees what to fix. Strings that are not
 * storable text are refused first, wherever they are (issue 11, finding 7).
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, root: string): Result<v.InferOutput<S>, DomainError> {
  const unsafe = unsafeTextAt(input);
  if (unsafe !== undefined) return err(refused(unsafe === '' ? root : `${root}.${unsafe}`, 'must not contain a NUL character or an unpaired surrogate'));
  const parsed = v.safeParse(schema, input, { abortEarly: true });
  if (parsed.success) return ok(parsed.output);
  const first = parsed.issues[0];
  const told = first === undefined ? undefined : tellingIssue({ issue: first, path: keysOf(first) });
  const issue = told?.issue;
  const field = told === undefined || told.path.length === 0 ? root : `${root}.${told.path.join('.')}`;
  return err(domainError('VALIDATION_FAILED', `${field}: ${issue?.message ?? 'Invalid input'}`, { field }));
}

/**
 * A JSON request body parsed by its object schema. No body at all means the
 * defaults (`{}`); a body that is not a JSON object (an array, `null`, a
 * number) is refused rather than read as `{}` (issue 11, finding 17).
 */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): Result<v.InferOutput<S>, DomainError> {
  if (body === undefined) return parseInput(schema, {}, 'body');
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return err(refused('body', 'must be a JSON object'));
  return parseInput(schema, body, 'body');
}
