import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ejsonEquals, parseEjson, stringifyEjson } from '../../../adapters/server/ddp/index.ts';

/** EJSON values our clients exchange: JSON plus Dates, with no keys that look like EJSON markers. */
const ejsonValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
    fc.string(),
    fc.date({ noInvalidDate: true }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string().filter((key) => !key.startsWith('$')), tie('value'), { maxKeys: 4, noNullPrototype: true }),
  ),
})).value;

function unwrap<T>(result: { isOk(): boolean; _unsafeUnwrap(): T }): T {
  expect(result.isOk()).toBe(true);
  return result._unsafeUnwrap();
}

describe('EJSON', () => {
  it('round-trips every JSON-plus-Date value', () => {
    fc.assert(
      fc.property(ejsonValue, (value) => {
        const text = unwrap(stringifyEjson(value));
        expect(ejsonEquals(unwrap(parseEjson(text)), value)).toBe(true);
      }),
    );
  });

  it('prints Dates as {"$date": ms} wherever they are, and nothing else changes', () => {
    expect(unwrap(stringifyEjson({ at: new Date(5), list: [new Date(-1)], text: 'x' }))).toBe('{"at":{"$date":5},"list":[{"$date":-1}],"text":"x"}');
    expect(unwrap(stringifyEjson(new Date(0)))).toBe('{"$date":0}');
    expect(unwrap(stringifyEjson({ bad: new Date(Number.NaN) }))).toBe('{"bad":null}');
  });

  it('reads {"$date": ms} as a Date, and only that exact shape with a representable time', () => {
    expect(unwrap(parseEjson('{"$date": 1700000000000}'))).toEqual(new Date(1_700_000_000_000));
    expect(unwrap(parseEjson('[{"a":{"$date":0}}]'))).toEqual([{ a: new Date(0) }]);
    expect(unwrap(parseEjson('{"$date":"2024-01-01"}'))).toEqual({ $date: '2024-01-01' });
    expect(unwrap(parseEjson('{"$date":1,"x":2}'))).toEqual({ $date: 1, x: 2 });
    expect(unwrap(parseEjson('{"$date":1e300}'))).toEqual({ $date: 1e300 });
  });

  it('gives err, never a throw, for text that is not JSON or nested beyond what the engine can walk', () => {
    expect(parseEjson('{"msg":').isErr()).toBe(true);
    expect(parseEjson('').isErr()).toBe(true);
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect(() => parseEjson(deep)).not.toThrow();
  });

  it('gives err, never a throw, for values with no JSON form', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(stringifyEjson(cyclic).isErr()).toBe(true);
    expect(stringifyEjson({ n: 1n }).isErr()).toBe(true);
    expect(stringifyEjson(undefined).isErr()).toBe(true);
  });

  it('keeps a __proto__ key as data', () => {
    const parsed = unwrap(parseEjson('{"__proto__":{"polluted":true}}')) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('compares Dates by time and tells them apart from numbers, arrays from objects', () => {
    expect(ejsonEquals(new Date(1), new Date(1))).toBe(true);
    expect(ejsonEquals(new Date(1), 1)).toBe(false);
    expect(ejsonEquals([1], { 0: 1 })).toBe(false);
    expect(ejsonEquals({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    fc.assert(
      fc.property(ejsonValue, ejsonValue, (a, b) => {
        expect(ejsonEquals(a, b)).toBe(isDeepStrictEqual(a, b));
        expect(ejsonEquals(a, structuredClone(a))).toBe(true);
      }),
    );
  });
});
