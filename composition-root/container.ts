import { Container } from 'inversify';
import { PriceCart } from '../application/shopping/price-cart.ts';
import { ConfiguredRatesSource } from '../adapters/shared/configured-rates-source.ts';
import { SystemClock } from '../adapters/shared/system-clock.ts';
import { currencyCode, type ExchangeRate } from '../domain/index.ts';
import type { Config } from './config.ts';
import { ratesFromConfig } from './rates-config.ts';
import { TOKENS } from './tokens.ts';

/** Realistic rates against USD for every currency the spec names; the server's table replaces them. */
export const DEFAULT_RATES: Readonly<Record<string, number>> = {
  EUR: 0.92, GBP: 0.79, CAD: 1.37, AUD: 1.52, JPY: 155.3, CHF: 0.88, NZD: 1.66, NOK: 10.9, SEK: 10.6, INR: 83.4,
};

function ratesFrom(config: Config): ExchangeRate[] {
  return (
    ratesFromConfig(config) ??
    Object.entries(DEFAULT_RATES).flatMap(([code, rate]) => currencyCode(code).match((currency) => [{ currency, rate }], () => []))
  );
}

/**
 * Builds the container. Bindings are factories and constants, so domain and
 * application classes carry no decorators and know nothing of Inversify.
 */
export function buildContainer(config: Config): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.Clock).toDynamicValue(() => new SystemClock());
  container.bind(TOKENS.RatesSource).toDynamicValue(() => new ConfiguredRatesSource(ratesFrom(config)));
  container.bind(TOKENS.PriceCart).toDynamicValue((ctx) => new PriceCart(ctx.get(TOKENS.RatesSource)));
  return container;
}
