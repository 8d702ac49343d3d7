import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOMAIN_LANGUAGES,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  LANGUAGES,
  languageByCode,
  languageFromAcceptLanguage,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
} from '../../../../ui/i18n/languages.ts';

/** The flag emoji of an ISO 3166 alpha-2 code: its letters as regional indicator symbols. */
const flagOf = (country: string): string => String.fromCodePoint(...[...country].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

describe('LANGUAGES', () => {
  it('lists the 13 languages of spec section 1, once each, in order', () => {
    expect(LANGUAGES.map((l) => l.value)).toEqual(['en', 'de', 'fr', 'es', 'nl', 'hi', 'ja', 'zh', 'pt', 'ar', 'it', 'sv', 'da']);
    expect(LANGUAGE_CODES).toEqual(LANGUAGES.map((l) => l.value));
  });

  it.each([
    ['en', 'US', 'English'],
    ['de', 'DE', 'Deutsch'],
    ['fr', 'FR', 'Français'],
    ['es', 'ES', 'Español'],
    ['nl', 'NL', 'Nederlands'],
    ['hi', 'IN', 'हिन्दी'],
    ['ja', 'JP', '日本語'],
    ['zh', 'CN', '简体中文'],
    ['pt', 'BR', 'Português'],
    ['ar', 'SA', 'العربية'],
    ['it', 'IT', 'Italiano'],
    ['sv', 'SE', 'Svenska'],
    ['da', 'DK', 'Dansk'],
  ] as const)('%s: country %s, native name %s, flag of its country', (code, country, native) => {
    const language = languageByCode(code);
    expect(language.country).toBe(country);
    expect(language.language).toBe(native);
    expect(language.flag).toBe(flagOf(country));
  });

  it('only Arabic is right-to-left', () => {
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.value)).toEqual(['ar']);
  });

  it('each language has its own domain, and the default map sends each domain to its language', () => {
    expect(new Set(LANGUAGES.map((l) => l.domain)).size).toBe(13);
    for (const language of LANGUAGES) expect(DEFAULT_DOMAIN_LANGUAGES[language.domain]).toBe(language.value);
    expect(Object.keys(DEFAULT_DOMAIN_LANGUAGES)).toHaveLength(13);
    expect(DEFAULT_DOMAIN_LANGUAGES['ig-market.de']).toBe('de');
  });

  it('defaults and cookie constants (spec section 9: locale cookie 365 days)', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LOCALE_COOKIE).toBe('locale');
    expect(LOCALE_COOKIE_DAYS).toBe(365);
  });
});

describe('isLanguageCode', () => {
  it.each(LANGUAGE_CODES)('accepts %s', (code) => expect(isLanguageCode(code)).toBe(true));
  it.each(['EN', 'en-US', 'pt-BR', 'no', '', ' de', 'xx', 'constructor', 'toString', 1, null, undefined, {}])('refuses %j', (value) => {
    expect(isLanguageCode(value)).toBe(false);
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7', 'de'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['pt-PT', 'pt'], // one Portuguese for all regions
    ['zh-TW,zh;q=0.9', 'zh'],
    ['zh-Hant-HK', 'zh'],
    ['EN-gb', 'en'], // tags are case-insensitive
    ['en_US', 'en'], // underscore, as some clients send
    ['ru-RU,ru;q=0.9,es;q=0.8', 'es'], // first unsupported, second supported
    ['ru;q=1,ja;q=0.3', 'ja'],
    ['en;q=0.5,ar;q=0.8', 'ar'], // order in the header does not beat q
    ['it,sv', 'it'], // equal q: the visitor's order decides
    ['sv;q=0.8,da;q=0.8', 'sv'],
    ['nl;q=0,hi', 'hi'], // q=0 means "not acceptable"
    ['nl;q=0', undefined],
    ['ru', undefined],
    ['', undefined],
    ['   ,  ,', undefined],
    ['*', 'en'], // any language: the default
    ['ru,*;q=0.1', 'en'],
    ['en;q=0,*', undefined], // the wildcard cannot bring back a refused default
    ['de;q=0.5,*;q=0.8', 'en'], // the visitor prefers anything over German
    ['ja;q=2,ko', undefined], // a malformed q is not acceptable; ko is unsupported
    ['ja;q=0.1234,da;q=0.123', 'da'], // q has at most three decimals
    ['ja;q=abc,es;q=0.001', 'es'],
    ['de ; q = 0.4 , fr ; q = 0.6', 'fr'], // whitespace around separators
    ['hi;level=1;q=0.9,de;q=0.8', 'hi'], // other parameters are ignored
  ] as const)('%j → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  const qValue = fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000);
  const tag = fc.oneof(fc.constantFrom(...LANGUAGE_CODES), fc.constantFrom('ru', 'ko', 'pl', 'tr', 'uk'));
  const region = fc.option(fc.constantFrom('US', 'GB', 'BR', 'PT', 'CH', 'TW', 'IN'), { nil: undefined });
  const entry = fc.record({ tag, region, q: qValue });

  it('picks a supported language with the highest q among the acceptable entries, earliest on ties', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const header = entries.map((e) => `${e.tag}${e.region === undefined ? '' : `-${e.region}`};q=${e.q}`).join(', ');
        const acceptable = entries.filter((e) => e.q > 0 && isLanguageCode(e.tag));
        const bestQ = Math.max(...acceptable.map((e) => e.q));
        const expected = acceptable.find((e) => e.q === bestQ)?.tag;
        expect(languageFromAcceptLanguage(header)).toBe(expected);
      }),
    );
  });
});
