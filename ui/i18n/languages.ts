/**
 * The 13 storefront languages as data (spec section 3 'Language entry: domain,
 * value, label, language, country, flag'), plus the rules that pick one for a
 * request.
 *
 * Reading of the spec: each language is offered in exactly one variant, so an
 * Accept-Language tag is matched on its primary subtag only (de-CH → de,
 * pt-PT → pt, zh-TW → zh); a regional tag never loses to English just because
 * its region differs from our main market.
 */

/** The language codes the storefront ships, in the spec's order (section 1). */
export const LANGUAGE_CODES = ['en', 'de', 'fr', 'es', 'nl', 'hi', 'ja', 'zh', 'pt', 'ar', 'it', 'sv', 'da'] as const;

/** One of the 13 supported language codes (ISO 639-1). */
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Writing direction, for `<html dir>`: Arabic needs the whole layout mirrored. */
export type TextDirection = 'ltr' | 'rtl';

/** A language entry as the switcher, the `<html>` element and hreflang links need it. */
export interface Language {
  /** The code, also the translator's language and the value of the locale cookie. */
  readonly value: LanguageCode;
  /** The English name, for staff tools and logs that are read in English. */
  readonly label: string;
  /** The name in the language itself, which is what a visitor looks for in a switcher. */
  readonly language: string;
  /** ISO 3166-1 alpha-2 code of the language's main market, the country of its default domain. */
  readonly country: string;
  /** The flag of `country`, shown next to the native name. */
  readonly flag: string;
  readonly dir: TextDirection;
  /** The default country domain; deployments may map other hosts, see DEFAULT_DOMAIN_LANGUAGES. */
  readonly domain: string;
}

/**
 * The 13 languages. Portuguese is Brazilian (country BR, domain .com.br):
 * Brazil holds the vast majority of Portuguese speakers and is by far the
 * larger gaming market, so the pt texts are written in Brazilian Portuguese.
 */
export const LANGUAGES: readonly Language[] = [
  { value: 'en', label: 'English', language: 'English', country: 'US', flag: '🇺🇸', dir: 'ltr', domain: 'ig-market.com' },
  { value: 'de', label: 'German', language: 'Deutsch', country: 'DE', flag: '🇩🇪', dir: 'ltr', domain: 'ig-market.de' },
  { value: 'fr', label: 'French', language: 'Français', country: 'FR', flag: '🇫🇷', dir: 'ltr', domain: 'ig-market.fr' },
  { value: 'es', label: 'Spanish', language: 'Español', country: 'ES', flag: '🇪🇸', dir: 'ltr', domain: 'ig-market.es' },
  { value: 'nl', label: 'Dutch', language: 'Nederlands', country: 'NL', flag: '🇳🇱', dir: 'ltr', domain: 'ig-market.nl' },
  { value: 'hi', label: 'Hindi', language: 'हिन्दी', country: 'IN', flag: '🇮🇳', dir: 'ltr', domain: 'ig-market.in' },
  { value: 'ja', label: 'Japanese', language: '日本語', country: 'JP', flag: '🇯🇵', dir: 'ltr', domain: 'ig-market.jp' },
  { value: 'zh', label: 'Chinese (Simplified)', language: '简体中文', country: 'CN', flag: '🇨🇳', dir: 'ltr', domain: 'ig-market.cn' },
  { value: 'pt', label: 'Portuguese (Brazil)', language: 'Português', country: 'BR', flag: '🇧🇷', dir: 'ltr', domain: 'ig-market.com.br' },
  { value: 'ar', label: 'Arabic', language: 'العربية', country: 'SA', flag: '🇸🇦', dir: 'rtl', domain: 'ig-market.sa' },
  { value: 'it', label: 'Italian', language: 'Italiano', country: 'IT', flag: '🇮🇹', dir: 'ltr', domain: 'ig-market.it' },
  { value: 'sv', label: 'Swedish', language: 'Svenska', country: 'SE', flag: '🇸🇪', dir: 'ltr', domain: 'ig-market.se' },
  { value: 'da', label: 'Danish', language: 'Dansk', country: 'DK', flag: '🇩🇰', dir: 'ltr', domain: 'ig-market.dk' },
];

/**
 * The default host → language map, built from each language's domain. It is a
 * starting point, not the truth: the composition root may replace or extend it
 * from configuration (staging hosts, extra country domains), which is why
 * request handling takes the map as a parameter instead of importing this.
 */
export const DEFAULT_DOMAIN_LANGUAGES: Readonly<Record<string, LanguageCode>> = Object.fromEntries(
  LANGUAGES.map((language) => [language.domain, language.value]),
);

/** English: the source language, the fallback for missing keys and for visitors we cannot place. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** The cookie that remembers a language picked in the switcher. */
export const LOCALE_COOKIE = 'locale';
/** Lifetime of the locale cookie (spec section 9). */
export const LOCALE_COOKIE_DAYS = 365;

const CODES: ReadonlySet<string> = new Set(LANGUAGE_CODES);

/** Whether untrusted input (cookie, query, config) names a supported language. Exact, lowercase match. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && CODES.has(value);
}

/** The entry for a code; total over LanguageCode, so callers need no fallback branch. */
export function languageByCode(code: LanguageCode): Language {
  const found = LANGUAGES.find((language) => language.value === code);
  // LANGUAGES lists every code (pinned by a test); reaching this is a bug in the table.
  if (found === undefined) throw new Error(`language table lacks ${code}`);
  return found;
}

/** A q-value per RFC 9110 §12.4.2: 0 to 1 with at most three decimals. */
const Q_VALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The best supported language in an Accept-Language header, or undefined when
 * nothing acceptable is supported (the caller then falls back, usually to
 * DEFAULT_LANGUAGE). Highest q wins; equal q keeps header order. Entries with
 * q=0 or a malformed q are not acceptable; `*` stands for DEFAULT_LANGUAGE
 * unless a bare `en;q=0` refused it (the refusal only matters for the
 * wildcard: a named language with q>0 was asked for explicitly).
 */
export function languageFromAcceptLanguage(header: string): LanguageCode | undefined {
  const refused = new Set<LanguageCode>();
  const candidates: { readonly code: LanguageCode | '*'; readonly q: number }[] = [];
  for (const part of header.split(',')) {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim().toLowerCase();
    if (tag === '') continue;
    const q = qualityOf(params);
    if (q === undefined) continue;
    if (tag === '*') {
      candidates.push({ code: '*', q });
      continue;
    }
    const primary = tag.split(/[-_]/)[0];
    if (!isLanguageCode(primary)) continue;
    // Only a bare `en;q=0` refuses English as a whole; `en-GB;q=0` refuses one variant, which we do not serve anyway.
    if (q === 0 && tag === primary) refused.add(primary);
    else if (q > 0) candidates.push({ code: primary, q });
  }
  let best: { readonly code: LanguageCode; readonly q: number } | undefined;
  for (const candidate of candidates) {
    const code = candidate.code === '*' ? DEFAULT_LANGUAGE : candidate.code;
    if (candidate.code === '*' && refused.has(code)) continue;
    // Strictly greater: on a tie the earlier entry (the visitor's own order) stays.
    if (best === undefined || candidate.q > best.q) best = { code, q: candidate.q };
  }
  return best?.code;
}

/** The q of one entry's parameters: 1 when absent, undefined when malformed. */
function qualityOf(params: readonly string[]): number | undefined {
  for (const param of params) {
    const [name = '', value = ''] = param.split('=');
    if (name.trim().toLowerCase() !== 'q') continue;
    const text = value.trim();
    return Q_VALUE.test(text) ? Number(text) : undefined;
  }
  return 1;
}
