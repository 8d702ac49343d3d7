import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, languageByCode } from '../../../../ui/i18n/languages.ts';
import { createI18nFrom } from '../../../../ui/i18n/i18n-instance.ts';
import { createI18n, LOCALES, type TranslationKey } from '../../../../ui/i18n/resources.ts';

describe('resources', () => {
  it('holds all 13 languages', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });
});

describe('createI18n', () => {
  it('is ready on return and speaks the language asked for', () => {
    const de = createI18n('de');
    expect(de.language).toBe('de');
    expect(de.t('cart.title')).toBe('Dein Warenkorb');
    expect(createI18n('ja').t('cart.title')).toBe('ショッピングカート');
    expect(createI18n('en').t('cart.title')).toBe('Your Cart');
  });

  it('keeps each translator in its own language, so the server can share one per language', () => {
    const french = createI18n('fr');
    const swedish = createI18n('sv');
    expect(french.t('nav.games')).toBe('Jeux');
    expect(swedish.t('nav.games')).toBe('Spel');
    expect(french.t('nav.games')).toBe('Jeux');
  });

  it("looks a key the language lacks up in English, then takes the default value, then shows the key", () => {
    const partial = createI18nFrom('de', { de: { cart: { title: 'Dein Warenkorb' } }, en: { cart: { title: 'Your Cart', empty: 'Your cart is empty' } } });
    expect(partial.t('cart.title')).toBe('Dein Warenkorb');
    expect(partial.t('cart.empty')).toBe('Your cart is empty');
    expect(partial.t('cart.gone', { defaultValue: 'Nothing' })).toBe('Nothing');
    expect(partial.t('cart.gone')).toBe('cart.gone');
    // A group is not a string: the key stays visible rather than "[object Object]".
    expect(partial.t('cart')).toBe('cart');
  });

  it('takes the plural form of the language a string is found in, then _other, then the bare key', () => {
    const i18n = createI18nFrom('ja', {
      ja: { shop: { items_other: '{{count}}点' } },
      en: { shop: { orders_one: 'one order', orders_other: '{{count}} orders', plain: '{{count}} things' } },
    });
    expect(i18n.t('shop.items', { count: 1 })).toBe('1点');
    expect(i18n.t('shop.orders', { count: 1 })).toBe('one order');
    expect(i18n.t('shop.orders', { count: 4 })).toBe('4 orders');
    expect(i18n.t('shop.plain', { count: 1 })).toBe('1 things');
    expect(i18n.exists('shop.orders', { count: 2 })).toBe(true);
    expect(i18n.exists('shop.missing')).toBe(false);
  });

  it('falls back to English for an unknown language code', () => {
    const unknown = createI18n('xx');
    expect(unknown.language).toBe('en');
    expect(unknown.t('cart.empty')).toBe('Your cart is empty');
  });

  it.each([
    // English: one / other
    ['en', 1, '1 product'],
    ['en', 2, '2 products'],
    ['en', 0, '0 products'],
    // French: 0 and 1 are singular; a million takes "de"
    ['fr', 0, '0 produit'],
    ['fr', 1, '1 produit'],
    ['fr', 3, '3 produits'],
    ['fr', 1_000_000, '1000000 de produits'],
    // Arabic: all six forms
    ['ar', 0, 'لا توجد منتجات'],
    ['ar', 1, 'منتج واحد'],
    ['ar', 2, 'منتجان'],
    // (a number put into right-to-left text is isolated, U+2068 … U+2069, so it keeps its own direction)
    ['ar', 5, '\u20685\u2069 منتجات'],
    ['ar', 11, '\u206811\u2069 منتجًا'],
    ['ar', 100, '\u2068100\u2069 منتج'],
    // Japanese and Chinese: no plural
    ['ja', 1, '1点の商品'],
    ['zh', 3, '3件商品'],
  ] as const)('%s: cart.productCount with count %i → %s', (language, count, text) => {
    expect(createI18n(language).t('cart.productCount', { count })).toBe(text);
  });

  it('interpolates without HTML-escaping (React escapes once on render)', () => {
    const en = createI18n('en');
    expect(en.t('errors.pageNotFound', { path: '/a/<b>&c' })).toBe('Page not found: /a/<b>&c');
    expect(en.t('routes.calculator', { game: 'Brawl Stars' })).toBe('Brawl Stars calculator');
    expect(createI18n('de').t('routes.listing', { game: 'Fortnite', productType: 'Accounts' })).toBe('Fortnite Accounts kaufen');
  });

  it('isolates every value put into right-to-left text, so a price or a range keeps its own order, and nothing else', () => {
    expect(createI18n('ar').t('checkout.pay', { total: '$28.89' })).toBe('ادفع \u2068$28.89\u2069');
    expect(createI18n('en').t('checkout.pay', { total: '$28.89' })).toBe('Pay $28.89');
  });

  it('renders a placeholder without a value as nothing, never as literal braces', () => {
    expect(createI18n('en').t('routes.calculator')).toBe(' calculator');
    expect(createI18n('fr').t('currency.fallback')).not.toContain('{{');
  });

  it('Arabic pages are right-to-left and Arabic strings come back in Arabic', () => {
    expect(languageByCode('ar').dir).toBe('rtl');
    expect(createI18n('ar').t('cart.title')).toBe('سلة التسوق');
  });

  it('TranslationKey names plural keys without their suffix', () => {
    const keys: readonly TranslationKey[] = ['cart.productCount', 'header.cartWithCount', 'errors.404.title', 'routes.dashboardFinancesCredits'];
    for (const key of keys) expect(createI18n('en').exists(key, { count: 2 })).toBe(true);
  });
});
