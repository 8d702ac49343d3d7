import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forcesListView, geoLimits, showsChatWidget, visitorCountry, type Geo } from '../../../../domain/shared/geo/index.ts';

/** A string in random letter case with optional surrounding spaces. */
const variants = (s: string): fc.Arbitrary<string> =>
  fc
    .tuple(fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }), fc.constantFrom('', ' '))
    .map(([upper, pad]) => pad + [...s].map((ch, i) => (upper[i] === true ? ch.toUpperCase() : ch.toLowerCase())).join('') + pad);

const country = fc.oneof(
  fc.constantFrom('FI', 'HK', 'CN', 'US', 'SG', 'DE', 'TW').chain(variants),
  fc.string({ maxLength: 3 }),
  fc.constant(null),
  fc.constant(undefined),
);
const city = fc.oneof(fc.constantFrom('Singapore', 'Helsinki', 'Hong Kong', 'Singapore City').chain(variants), fc.constant(null));
const locale = fc.oneof(
  fc.constantFrom('zh', 'zh-CN', 'zh_TW', 'zh-HK', 'en', 'en-US', 'fi', 'zu', 'zhx').chain(variants),
  fc.constant(undefined),
);

describe('geoLimits', () => {
  it('is partly limited iff the country is FI, and limited iff HK, CN, the city Singapore or a zh locale', () => {
    fc.assert(
      fc.property(country, city, locale, (c, ci, loc) => {
        const geo: Geo = { country: c, region: null, city: ci };
        const cc = (c ?? '').trim().toUpperCase();
        const lang = (loc ?? '').trim().toLowerCase();
        const limited =
          cc === 'HK' || cc === 'CN' || (ci ?? '').trim().toLowerCase() === 'singapore' || lang === 'zh' || lang.startsWith('zh-') || lang.startsWith('zh_');
        expect(geoLimits(geo, loc)).toEqual({ isLimited: limited, isPartlyLimited: cc === 'FI' });
      }),
    );
  });

  it.each<[Geo, string | undefined, boolean, boolean]>([
    [{ country: 'fi' }, 'en', false, true],
    [{ country: 'FI' }, 'zh-CN', true, true], // the flags are independent
    [{ country: 'cn' }, 'en', true, false],
    [{ country: 'HK', city: 'Hong Kong' }, 'en', true, false],
    [{ country: 'SG', city: 'Jurong' }, 'en', false, false], // only the city name counts
    [{ country: 'US', city: 'SINGAPORE' }, 'en', true, false],
    [{ country: 'US' }, 'ZH', true, false],
    [{ country: 'US' }, 'zhx', false, false], // not the zh language subtag
    [{}, undefined, false, false], // no country → US
  ])('%o with locale %s → limited %s, partly limited %s', (geo, loc, isLimited, isPartlyLimited) => {
    expect(geoLimits(geo, loc)).toEqual({ isLimited, isPartlyLimited });
  });

  it('falls back to the default country US when geo has none', () => {
    expect(visitorCountry({})).toBe('US');
    expect(visitorCountry({ country: '  ' })).toBe('US');
    expect(visitorCountry({ country: ' de ' })).toBe('DE');
  });
});

describe('what the limits hide', () => {
  it.each([
    [false, false, true, false],
    [false, true, true, true],
    [true, false, false, true],
    [true, true, false, true],
  ])('limited %s, partly %s → chat widget %s, list view forced %s', (isLimited, isPartlyLimited, chat, list) => {
    expect(showsChatWidget({ isLimited, isPartlyLimited })).toBe(chat);
    expect(forcesListView({ isLimited, isPartlyLimited })).toBe(list);
  });
});
