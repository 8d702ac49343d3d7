import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../application/shared/canonical-json.ts';

/** Rebuilds every object with its keys in reverse order: the same value, spelled differently. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reordered(v)]));
  return value;
}

describe('canonical JSON', () => {
  it('is the same text for the same value whatever order its keys were built in, and parses back to it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(reordered(value))).toBe(text);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('is the same text exactly when the values are equal as JSON', () => {
    const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
    const pair = fc.oneof(
      fc.tuple(fc.jsonValue(), fc.jsonValue()),
      fc.jsonValue().map((a) => [a, reordered(a)] as const),
    );
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(canonicalJson(a) === canonicalJson(b)).toBe(isDeepStrictEqual(asJson(a), asJson(b)));
      }),
    );
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: undefined }] })).toBe('{"a":[2,{"d":3}],"b":1}');
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    expect(() => canonicalJson(cycle)).toThrow(TypeError);
  });
});
