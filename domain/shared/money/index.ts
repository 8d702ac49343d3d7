/**
 * Money: integer minor units with an ISO 4217 code, conversion from USD by a
 * rate (rounded once, half away from zero), display-currency resolution and
 * the geo → currency rule.
 */
export { currencyCode, minorDigits, minorPerMajor, USD, type CurrencyCode } from './currency.ts';
export {
  addMoney,
  isZero,
  money,
  multiplyMoney,
  mustMoney,
  subtractMoney,
  zero,
  type Money,
} from './money.ts';
export {
  checkRate,
  convertFromUsd,
  rateOf,
  resolveCurrency,
  type ExchangeRate,
  type ResolvedCurrency,
} from './exchange.ts';
export { COUNTRY_CURRENCY, DEFAULT_COUNTRY, currencyForCountry } from './geo-currency.ts';
