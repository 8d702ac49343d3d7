import { createI18nFrom } from './i18n-instance.ts';
import type { I18n, LocaleMessages } from './translator.ts';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages.ts';
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
 * English the source. The first segment of a key (`cart.title`) is the
 * feature, so features share one file and one `t` without namespace plumbing.
 */

export type { LocaleMessages };

/** The parsed locale files by language code, exactly as on disk. */
export const LOCALES: Readonly<Record<LanguageCode, LocaleMessages>> = { en, de, fr, es, nl, hi, ja, zh, pt, ar, it, sv, da };

/** The CLDR plural categories appended to a plural key (`cart.productCount_one`), see translator.ts. */
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

/** The translator for one language over every bundled locale (server rendering and tests). */
export function createI18n(language: string): I18n {
  return createI18nFrom(language, LOCALES);
}

/** The one language's strings the server hands the browser, so the browser bundle carries no locale files. */
export function messagesFor(language: string): { readonly language: LanguageCode; readonly messages: LocaleMessages } {
  const code = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  return { language: code, messages: LOCALES[code] };
}
