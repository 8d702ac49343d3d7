/**
 * The storefront's translator: what the pages used of i18next, in a tenth of
 * its size (i18next was 15 KB gzip of every page's first download, and its
 * initialisation a slice of the start-up long task on phones).
 *
 * The catalogue's rules, which locales.test.ts holds every locale file to:
 * - a key is a dotted path into the nested locale file (`cart.title`);
 * - a plural key carries its CLDR category as a suffix (`cart.productCount_one`), chosen by
 *   `Intl.PluralRules` of the language the string is found in, falling back to `_other`, then to
 *   the bare key;
 * - `{{name}}` is replaced by the option of that name, and by nothing when there is none (a route
 *   title whose parameter the page has not resolved yet reads better with a gap than with braces);
 * - nothing is HTML-escaped: React escapes once on render;
 * - a key the language lacks is looked up in English, then `defaultValue`, then the key itself.
 */

/** A locale file's shape: nested feature groups with string leaves. */
export interface LocaleMessages {
  readonly [key: string]: string | LocaleMessages;
}

/** Values put into a string; `count` also chooses the plural form. */
export interface TranslateOptions {
  readonly count?: number;
  readonly defaultValue?: string;
  readonly [name: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

/** One language's translator. Immutable: the server shares one per language across concurrent requests. */
export interface I18n {
  readonly language: string;
  readonly t: Translate;
  /** Whether a string exists for `key` (with `count`, for its plural form), in the language or English. */
  readonly exists: (key: string, options?: TranslateOptions) => boolean;
}

export interface TranslatorSettings {
  readonly language: string;
  /** The languages to look in, first the page's; the browser has only the page's own. */
  readonly messages: readonly { readonly language: string; readonly messages: LocaleMessages }[];
  /** Applied to every value put into a string (right to left: bidi isolation). */
  readonly formatValue?: (value: string) => string;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function lookup(messages: LocaleMessages, key: string): string | undefined {
  let node: string | LocaleMessages | undefined = messages;
  for (const segment of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (rules === undefined) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

export function createTranslator({ language, messages, formatValue = (value) => value }: TranslatorSettings): I18n {
  const find = (key: string, count: number | undefined): string | undefined => {
    for (const source of messages) {
      if (count !== undefined) {
        const plural = lookup(source.messages, `${key}_${pluralCategory(source.language, count)}`) ?? lookup(source.messages, `${key}_other`);
        if (plural !== undefined) return plural;
      }
      const text = lookup(source.messages, key);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  const countOf = (options: TranslateOptions | undefined) => (typeof options?.count === 'number' ? options.count : undefined);

  const t: Translate = (key, options) => {
    const text = find(key, countOf(options)) ?? options?.defaultValue ?? key;
    if (!text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (_, name: string) => {
      const value = options?.[name];
      return value === undefined || value === null ? '' : formatValue(String(value));
    });
  };
  return { language, t, exists: (key, options) => find(key, countOf(options)) !== undefined };
}
