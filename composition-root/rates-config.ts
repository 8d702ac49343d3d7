import { currencyCode, type ExchangeRate } from '../domain/index.ts';
import type { Config } from './config.ts';

/** Rates given in the RATES variable, or undefined when it is not set. */
export function ratesFromConfig(config: Config): ExchangeRate[] | undefined {
  if (config.RATES === undefined) return undefined;
  return config.RATES.split(',').flatMap((pair) => {
    const [code = '', rate = ''] = pair.split('=');
    return currencyCode(code).match((currency) => [{ currency, rate: Number(rate) }], () => []);
  });
}
