import { ROUTE_LIST } from '../../../../domain/navigation/index.ts';
import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_ACTIONS, ERROR_PAGES, GENERIC_ERROR_MESSAGE, GENERIC_ERROR_TITLE, pageNotFoundMessage } from '../../../../domain/index.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../ui/i18n/languages.ts';
import { LOCALES } from '../../../../ui/i18n/resources.ts';
import { flatten, placeholders, pluralCategoriesOf, shape, sorted, splitPlural } from './messages.ts';

const english = flatten(LOCALES.en);
const englishShape = shape(english);
const TRANSLATIONS = LANGUAGE_CODES.filter((code) => code !== 'en');

/**
 * Keys whose value may equal English, and in which languages. Brand strings are
 * the same everywhere; the rest are loanwords a native writer really uses
 * ('Blog' in German, 'Subtotal' in Spanish). Anything else equal to English is
 * an untranslated string.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, 'all' | readonly LanguageCode[]>> = {
  'meta.siteName': 'all',
  'nav.igPlus': 'all',
  'footer.links.igPlus': 'all',
  'footer.copyright': 'all',
  'nav.blog': ['de', 'fr', 'es', 'nl', 'it', 'da', 'pt'],
  'routes.blog': ['de', 'fr', 'es', 'nl', 'it', 'da', 'pt'],
  // A later blog page has the blog's title.
  'routes.blogPage': ['de', 'fr', 'es', 'nl', 'it', 'da', 'pt'],
  'footer.links.blog': ['de', 'fr', 'es', 'nl', 'it', 'da', 'pt'],
  'nav.wiki': ['de', 'fr', 'es', 'nl', 'it', 'sv', 'da', 'pt'],
  'routes.wiki': ['de', 'fr', 'es', 'nl', 'it', 'sv', 'da', 'pt'],
  'footer.links.wiki': ['de', 'fr', 'es', 'nl', 'it', 'sv', 'da', 'pt'],
  'nav.games': ['nl'],
  'login.email': ['pt', 'da'],
  'login.password': ['it'],
  'cart.subtotal': ['es', 'pt', 'da'],
  'toasts.defaultLabel': ['fr'],
  // The dashboard's account group: the loanword is the usual Dutch and Italian.
  'dashboard.groups.account': ['nl', 'it'],
};

const mayEqualEnglish = (key: string, language: LanguageCode): boolean => {
  const allowed = SAME_AS_ENGLISH[key];
  return allowed === 'all' || (allowed?.includes(language) ?? false);
};

/** Each non-Latin locale must actually be written in its script. */
const SCRIPTS: Partial<Record<LanguageCode, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
};
const CJK = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]`;
const SPACE_NEXT_TO_CJK = new RegExp(`${CJK}\\s|\\s${CJK}`, 'u');

describe('locale files: same keys as English', () => {
  it('English itself uses exactly the English plural categories', () => {
    for (const [base, categories] of englishShape.plurals) expect(sorted(categories), base).toEqual(sorted(pluralCategoriesOf('en')));
    expect(englishShape.plurals.size).toBeGreaterThan(0);
  });

  it.each(TRANSLATIONS)('%s has every English key and no other', (code) => {
    const { plain, plurals } = shape(flatten(LOCALES[code]));
    expect(sorted(plain)).toEqual(sorted(englishShape.plain));
    expect(sorted(plurals.keys())).toEqual(sorted(englishShape.plurals.keys()));
  });

  it.each(TRANSLATIONS)("%s plural keys cover exactly the language's plural categories", (code) => {
    const needed = sorted(pluralCategoriesOf(code));
    for (const [base, categories] of shape(flatten(LOCALES[code])).plurals) expect(sorted(categories), `${code} ${base}`).toEqual(needed);
  });

  it.each(LANGUAGE_CODES)('%s has no empty or non-string value', (code) => {
    for (const [key, value] of flatten(LOCALES[code])) {
      expect(typeof value, `${code} ${key}`).toBe('string');
      expect(String(value).trim(), `${code} ${key}`).not.toBe('');
    }
  });
});

describe('locale files: interpolation', () => {
  it.each(TRANSLATIONS)('%s uses the same {{placeholders}} as English', (code) => {
    for (const [key, value] of flatten(LOCALES[code])) {
      const { base, category } = splitPlural(key);
      if (category === undefined) {
        expect(sorted(placeholders(String(value))), `${code} ${key}`).toEqual(sorted(placeholders(String(english.get(key)))));
        continue;
      }
      // Plural forms compare with English's `other`. A form for one exact number
      // may spell the number out (Arabic 'منتجان' = two products), so only
      // `other`, which covers arbitrary numbers, must show {{count}}.
      const source = placeholders(String(english.get(`${base}_other`)));
      const own = placeholders(String(value));
      expect(sorted([...own].filter((p) => p !== 'count')), `${code} ${key}`).toEqual(sorted([...source].filter((p) => p !== 'count')));
      if (category === 'other') expect(own.has('count') || !source.has('count'), `${code} ${key} shows the count`).toBe(true);
    }
  });
});

describe('locale files: real translations', () => {
  it.each(TRANSLATIONS)('%s differs from English except on the explicit allow-list', (code) => {
    const copied = [...flatten(LOCALES[code])].filter(([key, value]) => value === english.get(key) && !mayEqualEnglish(key, code)).map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it('the allow-list names only keys that exist', () => {
    for (const key of Object.keys(SAME_AS_ENGLISH)) expect(english.has(key), key).toBe(true);
  });

  it.each(Object.entries(SCRIPTS))('%s is written in its own script', (code, script) => {
    const flat = flatten(LOCALES[code as LanguageCode]);
    const latinOnly = [...flat].filter(([key, value]) => !script.test(String(value)) && SAME_AS_ENGLISH[key] !== 'all').map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });

  it.each(['ja', 'zh'] as const)('%s puts no spaces between CJK characters and neighbours', (code) => {
    const spaced = [...flatten(LOCALES[code])].filter(([, value]) => SPACE_NEXT_TO_CJK.test(String(value))).map(([key, value]) => `${key}: ${String(value)}`);
    expect(spaced).toEqual([]);
  });
});

describe('English source texts pinned to the spec', () => {
  it.each(Object.entries(ERROR_PAGES))('error page %s: title and message as in spec section 2', (status, page) => {
    expect(english.get(`errors.${status}.title`)).toBe(page.title);
    expect(english.get(`errors.${status}.message`)).toBe(page.message);
  });

  it('other statuses, the three buttons and the not-found message', () => {
    expect(english.get('errors.other.title')).toBe(GENERIC_ERROR_TITLE);
    expect(english.get('errors.other.message')).toBe(GENERIC_ERROR_MESSAGE);
    for (const action of ERROR_PAGE_ACTIONS) expect(english.get(`errors.actions.${action.key}`)).toBe(action.label);
    expect(String(english.get('errors.pageNotFound')).replace('{{path}}', '/x/y')).toBe(pageNotFoundMessage('/x/y'));
  });

  it.each([
    ['cart.title', 'Your Cart'],
    ['cart.empty', 'Your cart is empty'],
    ['cart.browseProducts', 'Browse Products'],
    ['cart.clear', 'Clear Cart'],
    ['cart.checkout', 'Go To Checkout'],
    ['cart.continueShopping', 'Continue Shopping'],
    ['toasts.defaultLabel', 'Notification'],
    ['toasts.outOfStock', 'This product is currently out of stock.'],
    ['toasts.affiliateInvalid', 'Affiliate code is invalid'],
    ['verification.start', 'Start Verification'],
    ['comingSoon.title', 'Coming soon'],
    ['comingSoon.body', "We're building this page. Check back soon."],
    ['header.searchPlaceholder', 'Search games, items, accounts…'],
    ['meta.siteName', 'IGMarket'],
    ['footer.copyright', '© {{year}} IGMarket'],
  ])('%s is %j', (key, text) => {
    expect(english.get(key)).toBe(text);
  });

  // The route names the router resolves pages to (`routes.<name>` is the page title); one per route of spec section 2.
  const ROUTE_NAMES = ROUTE_LIST.map((route) => route.name as string);

  it('has a title for every route and nothing else under routes', () => {
    const routeKeys = [...english.keys()].filter((key) => key.startsWith('routes.')).map((key) => key.slice('routes.'.length));
    expect(sorted(routeKeys)).toEqual(sorted(ROUTE_NAMES));
  });
});
