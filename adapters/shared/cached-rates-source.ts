import type { RatesSource } from '../../application/shared/ports/index.ts';
import type { ExchangeRate } from '../../domain/index.ts';

/**
 * Exchange rates read once per `ttlMs` rather than once per page: every
 * server-rendered page and every price shown needs them, and the table changes
 * when rates are refreshed, not per request (a third of a rendered listing
 * page's database time went to re-reading it). Concurrent readers of an
 * expired copy share one read; a failed read is not kept.
 */
export class CachedRatesSource implements RatesSource {
  private cached: { readonly rates: Promise<readonly ExchangeRate[]>; readonly until: number } | undefined;

  constructor(
    private readonly source: RatesSource,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  currentRates(): Promise<readonly ExchangeRate[]> {
    const at = this.now();
    if (this.cached !== undefined && this.cached.until > at) return this.cached.rates;
    const rates = this.source.currentRates();
    const entry = { rates, until: at + this.ttlMs };
    this.cached = entry;
    rates.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return rates;
  }
}
