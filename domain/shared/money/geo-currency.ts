import { USD, type CurrencyCode } from './currency.ts';
import { rateOf, type ExchangeRate } from './exchange.ts';

/** The country assumed when geo location says nothing. */
export const DEFAULT_COUNTRY = 'US';

/** Euro-area members (ISO 3166-1 alpha-2). */
const EURO_AREA = [
  'AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES',
] as const;

/**
 * The countries whose visitors get their own currency by default (spec
 * section 9: CAD, JPY, EUR, GBP, AUD, CHF, NZD, NOK, SEK, INR).
 */
export const COUNTRY_CURRENCY: Readonly<Record<string, CurrencyCode>> = {
  CA: 'CAD' as CurrencyCode,
  JP: 'JPY' as CurrencyCode,
  GB: 'GBP' as CurrencyCode,
  AU: 'AUD' as CurrencyCode,
  CH: 'CHF' as CurrencyCode,
  LI: 'CHF' as CurrencyCode,
  NZ: 'NZD' as CurrencyCode,
  NO: 'NOK' as CurrencyCode,
  SE: 'SEK' as CurrencyCode,
  IN: 'INR' as CurrencyCode,
  ...Object.fromEntries(EURO_AREA.map((c) => [c, 'EUR' as CurrencyCode])),
};

/**
 * The default display currency for a visitor's country: the country's own
 * currency when it is one of the mapped ones and a rate for it exists, else
 * USD. A missing country counts as the default country, US.
 */
export function currencyForCountry(country: string | undefined, rates: readonly ExchangeRate[]): CurrencyCode {
  const code = (country ?? DEFAULT_COUNTRY).toUpperCase();
  const mapped = COUNTRY_CURRENCY[code];
  return mapped !== undefined && rateOf(mapped, rates) !== undefined ? mapped : USD;
}
