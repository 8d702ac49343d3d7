import fc from 'fast-check';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST, matchPattern } from '../../../domain/navigation/index.ts';

/**
 * The domain matches the route table, written in react-router 7's pattern
 * language, without react-router. It must read every URL as that language
 * means it, so the domain's matcher is checked against react-router's
 * `matchPath` on every pattern.
 */
const PATTERNS = [...ROUTE_LIST.map((route) => route.path), '/a/:x?', '/a/:x?/b', '/a/b?/c', '/files/*'];

const reactRouter = (pattern: string, path: string) => matchPath({ path: pattern, caseSensitive: false, end: true }, path)?.params ?? null;

const LITERALS = [...new Set(PATTERNS.flatMap((p) => p.split('/')).filter((s) => s !== '' && !s.startsWith(':') && s !== '*'))];

/** One segment: a literal of the table in any case, or a value with the edge cases (encodings, dots, empty). */
const SEGMENT = fc.oneof(
  fc.tuple(fc.constantFrom(...LITERALS), fc.constantFrom('same', 'upper', 'lower')).map(([s, c]) => (c === 'upper' ? s.toUpperCase() : c === 'lower' ? s.toLowerCase() : s)),
  fc.constantFrom('', 'X', 'a%2Fb', '%E2%82%AC', '%zz', '.', '..', 'card', 'success', '12', 'wow-accounts'),
  fc.stringMatching(/^[A-Za-z0-9_.~%-]{1,8}$/),
);

/** What stands in a pattern's segment: a literal mostly kept, a param filled, empty or left out (null), a splat's segments. */
function segmentFor(part: string): fc.Arbitrary<string | null> {
  if (part === '*') return fc.array(SEGMENT, { maxLength: 3 }).map((s) => s.join('/'));
  if (part.startsWith(':')) return fc.oneof({ arbitrary: SEGMENT, weight: 3 }, { arbitrary: fc.constant(''), weight: 1 }, { arbitrary: fc.constant(null), weight: 1 });
  return fc.oneof({ arbitrary: fc.constant(part), weight: 3 }, { arbitrary: SEGMENT, weight: 1 });
}

/** A path shaped like `pattern`, then maybe one segment more or less. */
function nearPattern(pattern: string) {
  const filled = pattern
    .split('/')
    .filter((s) => s !== '')
    .map(segmentFor);
  return fc
    .tuple(fc.tuple(...filled), fc.constantFrom('keep', 'drop', 'add'), SEGMENT, fc.constantFrom('', '/', '//'))
    .map(([segments, edit, extra, tail]) => {
      const kept = segments.filter((s): s is string => s !== null); // null: a param left out
      const edited = edit === 'drop' ? kept.slice(0, -1) : edit === 'add' ? [...kept, extra] : kept;
      return `/${edited.join('/')}${tail}`;
    });
}

const PATH = fc.tuple(fc.array(SEGMENT, { maxLength: 5 }), fc.constantFrom('', '/', '//')).map(([segments, tail]) => `/${segments.join('/')}${tail}`);
const PATTERN_AND_PATH = fc.constantFrom(...PATTERNS).chain((pattern) => fc.tuple(fc.constant(pattern), fc.oneof(nearPattern(pattern), PATH)));

describe('matchPattern', () => {
  it('answers what react-router matchPath answers, for every pattern of the route table', () => {
    fc.assert(
      fc.property(PATTERN_AND_PATH, ([pattern, path]) => {
        expect(matchPattern(pattern, path)).toEqual(reactRouter(pattern, path));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on the tricky paths of the table', () => {
    const cases: readonly (readonly [string, string])[] = [
      ['/checkout/payment/:result?/:type/:productId?', '/checkout/payment/card'],
      ['/checkout/payment/:result?/:type/:productId?', '/checkout/payment/success/card/abc'],
      ['/checkout/payment/:result?/:type/:productId?', '/checkout/payment'],
      ['/checkout/payment/:result?/:type/:productId?', '/checkout/payment//card'],

      ['/dashboard/account/:tab?', '/Dashboard/Account/'],
      ['/post/:slug', '/post/a%2Fb'],
      ['/*', '/a/b/c/'],
      ['/*', '/'],
      ['/', ''],
    ];
    for (const [pattern, path] of cases) expect(matchPattern(pattern, path), `${pattern} ${path}`).toEqual(reactRouter(pattern, path));
  });

  it('reads optional params left to right and leaves absent ones undefined', () => {
    expect(matchPattern('/checkout/payment/:result?/:type/:productId?', '/checkout/payment/card')).toEqual({ result: undefined, type: 'card', productId: undefined });
    expect(matchPattern('/post/:slug', '/POST/a%2Fb/')).toEqual({ slug: 'a/b' });
    expect(matchPattern('/post/:slug', '/posts/a')).toBeNull();
  });
});
