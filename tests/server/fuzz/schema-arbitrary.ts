import fc from 'fast-check';
import * as v from 'valibot';

/*
 * Values derived from a contract's valibot schema: `arbitraryOf` builds a
 * fast-check arbitrary from the schema's structure (types, literals, lengths,
 * bounds, patterns), and `validSamples` keeps only what the schema accepts —
 * checks and transforms a structure cannot express are filtered, not guessed.
 */

interface Node {
  readonly type: string;
  readonly pipe?: readonly { readonly type: string; readonly requirement?: unknown }[];
  readonly wrapped?: Node;
  readonly entries?: Readonly<Record<string, Node>>;
  readonly items?: readonly Node[];
  readonly item?: Node;
  readonly options?: readonly unknown[];
  readonly literal?: unknown;
  readonly key?: Node;
  readonly value?: Node;
  readonly enum?: Readonly<Record<string, unknown>>;
}

const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

function requirement(node: Node, type: string): unknown {
  return node.pipe?.find((action) => action.type === type)?.requirement;
}

function stringOf(node: Node): fc.Arbitrary<string> {
  const max = (requirement(node, 'max_length') as number | undefined) ?? 24;
  const min = (requirement(node, 'min_length') as number | undefined) ?? (node.pipe?.some((a) => a.type === 'non_empty') === true ? 1 : 0);
  const regex = requirement(node, 'regex');
  // A pattern's own lengths win; strings it allows beyond the bounds are cut and left to the final check.
  if (regex instanceof RegExp) {
    try {
      return fc.stringMatching(regex).map((s) => (s.length > max ? s.slice(0, max) : s));
    } catch {
      // fast-check cannot build every pattern (lookarounds); plain strings, filtered by the schema later, stand in.
    }
  }
  if (node.pipe?.some((a) => a.type === 'email') === true) return fc.emailAddress().map((s) => s.slice(-Math.min(max, 254)));
  if (node.pipe?.some((a) => a.type === 'url') === true) return fc.webUrl();
  if (node.pipe?.some((a) => a.type === 'uuid') === true) return fc.uuid();
  return fc.oneof(fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 24)) }), fc.constantFrom('a', 'wow', 'fortnite', 'accounts', 'en', 'USD'));
}

function numberOf(node: Node): fc.Arbitrary<number> {
  const min = (requirement(node, 'min_value') as number | undefined) ?? (requirement(node, 'gt_value') as number | undefined);
  const max = (requirement(node, 'max_value') as number | undefined) ?? (requirement(node, 'lt_value') as number | undefined);
  const whole = node.pipe?.some((a) => a.type === 'integer' || a.type === 'safe_integer') === true;
  if (whole) return fc.integer({ min: Math.max(min ?? -1_000, -1_000_000), max: Math.min(max ?? 1_000, 1_000_000) });
  return fc.double({ min: min ?? -1_000, max: max ?? 1_000, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary for what `schema` describes; for an optional, its inner value (the parent decides presence). */
export function arbitraryOf(schema: v.GenericSchema | Node): fc.Arbitrary<unknown> {
  const node = schema as Node;
  switch (node.type) {
    case 'string':
      return stringOf(node);
    case 'number':
      return numberOf(node);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(node.literal);
    case 'picklist':
      return fc.constantFrom(...(node.options ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(node.enum ?? { none: null }));
    case 'null':
      return fc.constant(null);
    case 'date':
      return fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true });
    case 'nullable':
      return fc.oneof(fc.constant(null), arbitraryOf(node.wrapped as Node));
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = Object.entries(node.entries ?? {});
      const shape = Object.fromEntries(entries.map(([key, item]) => [key, arbitraryOf(OPTIONAL.has(item.type) ? (item.wrapped as Node) : item)]));
      const requiredKeys = entries.filter(([, item]) => !OPTIONAL.has(item.type)).map(([key]) => key);
      return fc.record(shape, { requiredKeys });
    }
    case 'tuple':
    case 'loose_tuple':
    case 'strict_tuple':
      return fc.tuple(...(node.items ?? []).map((item) => arbitraryOf(OPTIONAL.has(item.type) ? (item.wrapped as Node) : item)));
    case 'array': {
      const max = (requirement(node, 'max_length') as number | undefined) ?? 3;
      const min = (requirement(node, 'min_length') as number | undefined) ?? (node.pipe?.some((a) => a.type === 'non_empty') === true ? 1 : 0);
      return fc.array(arbitraryOf(node.item as Node), { minLength: min, maxLength: Math.max(min, Math.min(max, 3)) });
    }
    case 'record':
      return fc.dictionary(arbitraryOf(node.key as Node) as fc.Arbitrary<string>, arbitraryOf(node.value as Node), { maxKeys: 3 });
    case 'union':
    case 'variant':
      return fc.oneof(...(node.options as Node[]).map((option) => arbitraryOf(option)));
    case 'optional':
    case 'exact_optional':
    case 'nullish':
    case 'undefinedable':
      return arbitraryOf(node.wrapped as Node);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Up to `count` distinct values `schema` accepts, found among `tries` derived ones (deterministic for a seed). */
export function validSamples(schema: v.GenericSchema, count: number, seed = 42, tries = 400): unknown[] {
  const found: unknown[] = [];
  const seen = new Set<string>();
  for (const value of fc.sample(arbitraryOf(schema), { numRuns: tries, seed })) {
    if (!v.safeParse(schema, value).success) continue;
    const key = JSON.stringify(value);
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(value);
    if (found.length >= count) break;
  }
  return found;
}
