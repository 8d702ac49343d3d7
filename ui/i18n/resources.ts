import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, type LanguageCode } from './languages.ts';
// Import attributes make the JSON imports valid for Node's own ESM loader too
// (tsx, scripts), not only for Vite/Vitest, which would accept a bare import.
import ar from './locales/ar.json' with { type: 'json' };
import da from './locales/da.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import hi from './locales/hi.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import sv from './locales/sv.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

/**
 * The storefront's strings: one JSON file per language under `locales/`,
 * English the source. All live in the single i18next namespace
 * `translation`; the first segment of a key (`cart.title`) is the feature,
 * so features share one bundle and one `t` without namespace plumbing.
 */

/** A locale file's shape: nested feature groups with string leaves. */
export interface LocaleMessages {
  readonly [key: string]: string | LocaleMessages;
}

/** The parsed locale files by language code, exactly as on disk. */
export const LOCALES: Readonly<Record<LanguageCode, LocaleMessages>> = { en, de, fr, es, nl, hi, ja, zh, pt, ar, it, sv, da };

/** The bundle i18next loads: every language under the default `translation` namespace. */
export const resources: Resource = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { translation: LOCALES[code] }]));

/** The CLDR plural categories i18next appends to a key (`cart.productCount_one`). */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

type KeyPaths<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPluralSuffix<K>}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every key English defines, as passed to `t` (plural keys without their
 * suffix: `t('cart.productCount', { count })`). Derived from en.json so a
 * renamed or removed string breaks the build where it is used.
 */
export type TranslationKey = KeyPaths<typeof en, ''>;

/**
 * A fresh, fully initialised i18next instance for one language. Resources are
 * bundled, so init is synchronous and `t` works on return — server rendering
 * needs that, and needs a new instance per request because changing the
 * language of a shared one would leak into concurrent requests. An unknown
 * code falls back to DEFAULT_LANGUAGE instead of failing the page, and a
 * placeholder without a value renders as nothing.
 */
export function createI18n(language: string): I18n {
  const lng = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const instance = createInstance({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    initAsync: false,
    // React escapes on render; escaping here too would show `&amp;` in the page.
    interpolation: { escapeValue: false },
    // A route title whose parameter the page did not pass (`{{game}}` before the
    // game is resolved) reads better with a gap than with literal braces.
    missingInterpolationHandler: () => '',
    returnNull: false,
  });
  // With bundled resources and initAsync false, init completes before it returns; the promise carries nothing more.
  void instance.init();
  return instance;
}
