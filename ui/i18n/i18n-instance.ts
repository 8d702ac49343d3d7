import { bidiIsolation } from './bidi-isolation.ts';
import { DEFAULT_LANGUAGE, isLanguageCode, languageByCode } from './languages.ts';
import { createTranslator, type I18n, type LocaleMessages } from './translator.ts';

/**
 * The translator for one language over the locale files at hand (every one
 * on the server, the page's own in the browser). An unknown code falls back
 * to DEFAULT_LANGUAGE instead of failing the page; a key the language lacks
 * is looked up in English when English is at hand. Right to left, every
 * value put into a sentence goes through bidi-isolation.ts.
 */
export function createI18nFrom(language: string, locales: Readonly<Partial<Record<string, LocaleMessages>>>): I18n {
  const lng = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const order = lng === DEFAULT_LANGUAGE ? [lng] : [lng, DEFAULT_LANGUAGE];
  const messages = order.flatMap((code) => {
    const found = locales[code];
    return found === undefined ? [] : [{ language: code, messages: found }];
  });
  return createTranslator({ language: lng, messages, ...(languageByCode(lng).dir === 'rtl' ? { formatValue: bidiIsolation } : {}) });
}
