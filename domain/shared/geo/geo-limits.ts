import { DEFAULT_COUNTRY } from '../money/index.ts';

/**
 * Geo rules (spec sections 4 and 6): some visitors see a limited storefront.
 * Country FI makes a visitor partly limited; country HK or CN, the city
 * Singapore, or a Chinese locale makes them limited. Limited visitors get no
 * chat widget, and both kinds get the list view.
 *
 * Readings: the two flags are independent (a Finnish visitor on a zh locale
 * is both); countries, the city and the locale compare trimmed and
 * case-insensitively; the Singapore rule looks at the city name only, not at
 * country SG; the zh locale is any locale whose language subtag is 'zh'
 * ('zh', 'zh-CN', 'zh_TW'), whatever the region; a missing country counts as
 * the default country, US, which is not limited.
 */

/** Where the geo endpoint places a visitor; any part may be missing. */
export interface Geo {
  readonly country?: string | null | undefined;
  readonly region?: string | null | undefined;
  readonly city?: string | null | undefined;
}

/** The two limitation flags of a visitor. */
export interface GeoLimits {
  readonly isLimited: boolean;
  readonly isPartlyLimited: boolean;
}

/** Countries whose visitors are limited. */
export const LIMITED_COUNTRIES: readonly string[] = ['HK', 'CN'];
/** Countries whose visitors are partly limited. */
export const PARTLY_LIMITED_COUNTRIES: readonly string[] = ['FI'];
/** Cities whose visitors are limited, lower case. */
export const LIMITED_CITIES: readonly string[] = ['singapore'];
/** Language subtags whose locales are limited, lower case. */
export const LIMITED_LANGUAGES: readonly string[] = ['zh'];

/** The visitor's country as an upper-case code, or the default country when geo says nothing. */
export function visitorCountry(geo: Geo): string {
  const c = geo.country?.trim().toUpperCase() ?? '';
  return c === '' ? DEFAULT_COUNTRY : c;
}

/** The language subtag of a locale ('zh' of 'zh-CN'), lower case; '' for no locale. */
export function languageOf(locale: string | null | undefined): string {
  return (locale ?? '').trim().split(/[-_]/, 1)[0]?.toLowerCase() ?? '';
}

/** The limitation flags for a visitor's geo and the page's locale. */
export function geoLimits(geo: Geo, locale: string | null | undefined): GeoLimits {
  const country = visitorCountry(geo);
  const city = geo.city?.trim().toLowerCase() ?? '';
  return {
    isLimited:
      LIMITED_COUNTRIES.includes(country) || LIMITED_CITIES.includes(city) || LIMITED_LANGUAGES.includes(languageOf(locale)),
    isPartlyLimited: PARTLY_LIMITED_COUNTRIES.includes(country),
  };
}

/** Whether the chat widget may show (consent permitting): never for limited visitors. */
export function showsChatWidget(limits: GeoLimits): boolean {
  return !limits.isLimited;
}

/** Whether listings must use the list view whatever the product type prefers. */
export function forcesListView(limits: GeoLimits): boolean {
  return limits.isLimited || limits.isPartlyLimited;
}
