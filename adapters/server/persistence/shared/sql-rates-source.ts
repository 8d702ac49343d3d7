import type { RatesSource } from '../../../../application/shared/ports/index.ts';
import { currencyCode, type ExchangeRate } from '../../../../domain/index.ts';
import type { Database } from './database.ts';
import { exchangeRates } from '../schema.ts';

/** The rates table, the default source of exchange rates. */
export class SqlRatesSource implements RatesSource {
  constructor(private readonly db: Database) {}

  async currentRates(): Promise<readonly ExchangeRate[]> {
    const rows = await this.db.select().from(exchangeRates);
    return rows.flatMap((r) => currencyCode(r.currency).match((currency) => [{ currency, rate: r.rate }], () => []));
  }
}
