import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { bidiIsolation } from './bidi-isolation.ts';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, languageByCode } from './languages.ts';

/**
 * A fresh, fully initialised i18next instance for one language over the given
 * resources. Init is synchronous so `t` works on return — server rendering
 * needs that. The server keeps one instance per language and never changes
 * its language (that would leak into concurrent requests). An unknown
 * code falls back to DEFAULT_LANGUAGE instead of failing the page, and a
 * placeholder without a value renders as nothing.
 */
export function createI18nFrom(language: string, resources: Resource): I18n {
  const lng = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const rtl = languageByCode(lng).dir === 'rtl';
  const instance = createInstance({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    initAsync: false,
    // React escapes on render; escaping here too would show `&amp;` in the page.
    // Right to left, every interpolated value goes through bidi-isolation.ts.
    interpolation: { escapeValue: false, alwaysFormat: rtl },
    // A route title whose parameter the page did not pass (`{{game}}` before the
    // game is resolved) reads better with a gap than with literal braces.
    missingInterpolationHandler: () => '',
    returnNull: false,
  });
  if (rtl) instance.use(bidiIsolation);
  // With in-memory resources and initAsync false, init completes before it returns; the promise carries nothing more.
  void instance.init();
  return instance;
}
