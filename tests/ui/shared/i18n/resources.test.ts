import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, languageByCode } from '../../../../ui/i18n/languages.ts';
import { createI18n, resources, type TranslationKey } from '../../../../ui/i18n/resources.ts';

describe('resources', () => {
  it('holds all 13 languages under the translation namespace', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const code of LANGUAGE_CODES) expect(Object.keys(resources[code] ?? {})).toEqual(['translation']);
  });
});

describe('createI18n', () => {
  it('is ready on return and speaks the language asked for', () => {
    const de = createI18n('de');
    expect(de.isInitialized).toBe(true);
    expect(de.language).toBe('de');
    expect(de.t('cart.title')).toBe('Dein Warenkorb');
    expect(createI18n('ja').t('cart.title')).toBe('ショッピングカート');
    expect(createI18n('en').t('cart.title')).toBe('Your Cart');
  });

  it('gives every request its own instance: switching one does not move another', async () => {
    const first = createI18n('fr');
    const second = createI18n('fr');
    await second.changeLanguage('sv');
    expect(first.t('nav.games')).toBe('Jeux');
    expect(second.t('nav.games')).toBe('Spel');
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
