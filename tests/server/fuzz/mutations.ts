import fc from 'fast-check';

/*
 * Hostile variants of a valid input: one change each — a value of the wrong
 * type, a missing or an extra field (prototype keys among them), a string
 * with NUL or a lone surrogate, a huge string, a deep value.
 */

type Path = readonly (string | number)[];

/** Every place in a JSON value a change can go: the containers and their members. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  const here: Path[] = [at];
  if (Array.isArray(value)) value.forEach((item, index) => here.push(...pathsOf(item, [...at, index])));
  else if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) here.push(...pathsOf(item, [...at, key]));
  }
  return here;
}

/** Sets an own property, even `__proto__`, so JSON carries the key as sent by a hostile client. */
function setOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const deep = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;
const prototypeKeys = (): unknown => JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown;

/** Values no field expects, or expects only in another form. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('a\u0000b', '\u0000', 'x\ud800y', '\udfff', ''),
  fc.constant('x'.repeat(100_000)),
  fc.constant(Number.MAX_SAFE_INTEGER * 4),
  fc.constant(-1),
  fc.integer({ min: 50, max: 400 }).map(deep),
  fc.constant(null).map(prototypeKeys),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
  fc.constant({}),
);

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'extra', 'hasOwnProperty'] as const;

/** A copy of `base` with one hostile change; the base itself is never touched. */
export function mutationsOf(base: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(base);
  return fc
    .record({ path: fc.constantFrom(...paths), op: fc.constantFrom('replace', 'remove', 'extra'), key: fc.constantFrom(...EXTRA_KEYS), value: junk })
    .map(({ path, op, key, value }) => {
      const copy = structuredClone(base);
      if (path.length === 0) {
        if (op === 'extra' && typeof copy === 'object' && copy !== null) setOwn(copy, Array.isArray(copy) ? copy.length : key, value);
        return op === 'replace' ? (Array.isArray(base) ? [value] : value) : copy;
      }
      let parent = copy as Record<string | number, unknown>;
      for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
      const last = path[path.length - 1] ?? 0;
      if (op === 'remove') {
        if (Array.isArray(parent)) parent.splice(Number(last), 1);
        else Reflect.deleteProperty(parent, last);
      } else if (op === 'extra' && typeof parent[last] === 'object' && parent[last] !== null && !Array.isArray(parent[last])) {
        setOwn(parent[last] as object, key, value);
      } else {
        setOwn(parent, last, value);
      }
      return copy;
    });
}

/** JSON with Dates as EJSON `{"$date": ms}`, as DDP carries them. */
export function toDdpJson(message: unknown): string {
  return JSON.stringify(message, function encode(this: Record<string, unknown>, key, value: unknown) {
    const original = this[key];
    return original instanceof Date ? { $date: original.getTime() } : value;
  });
}
