import type { ExchangeRate } from '../../../domain/index.ts';

/** Where the exchange rates against USD come from (a table, a feed). */
export interface RatesSource {
  currentRates(): Promise<readonly ExchangeRate[]>;
}
