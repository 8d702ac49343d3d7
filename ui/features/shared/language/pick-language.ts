import { DEFAULT_LANGUAGE, isLanguageCode, languageFromAcceptLanguage, LOCALE_COOKIE } from '../../../i18n/languages.ts';

/**
 * The language of a request: the domain's language when the host is in the
 * domain → language map (country domains), else the locale cookie (a past
 * choice), else the browser's Accept-Language, else English.
 */
export function pickLanguage(request: {
  readonly host: string;
  readonly cookies: Readonly<Record<string, string>>;
  readonly acceptLanguage: string | undefined;
  readonly domainLanguages: Readonly<Record<string, string>>;
}): string {
  const host = request.host.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
  const byDomain = request.domainLanguages[host];
  if (byDomain !== undefined && isLanguageCode(byDomain)) return byDomain;
  const cookie = request.cookies[LOCALE_COOKIE];
  if (cookie !== undefined && isLanguageCode(cookie)) return cookie;
  return languageFromAcceptLanguage(request.acceptLanguage ?? '') ?? DEFAULT_LANGUAGE;
}
