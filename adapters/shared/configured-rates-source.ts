import type { RatesSource } from '../../application/shared/ports/index.ts';
import type { ExchangeRate } from '../../domain/index.ts';

/**
 * Rates given at start-up (from configuration). The server replaces this with
 * its database table; the browser with the `/api/rates` answer.
 */
export class ConfiguredRatesSource implements RatesSource {
  constructor(private readonly rates: readonly ExchangeRate[]) {}

  currentRates(): Promise<readonly ExchangeRate[]> {
    return Promise.resolve(this.rates);
  }
}
