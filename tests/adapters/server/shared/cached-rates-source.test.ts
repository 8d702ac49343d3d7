import { describe, expect, it } from 'vitest';
import { CachedRatesSource } from '../../../../adapters/shared/cached-rates-source.ts';
import type { RatesSource } from '../../../../application/shared/ports/index.ts';
import type { CurrencyCode, ExchangeRate } from '../../../../domain/index.ts';

const rate = (value: number): ExchangeRate => ({ currency: 'EUR' as CurrencyCode, rate: value });

/** A rates table whose answer and failures the test sets; counts its reads. */
function table() {
  let next: () => Promise<readonly ExchangeRate[]> = () => Promise.resolve([rate(0.9)]);
  const source: RatesSource & { reads: number } = {
    reads: 0,
    currentRates() {
      source.reads++;
      return next();
    },
  };
  return { source, answer: (f: () => Promise<readonly ExchangeRate[]>) => void (next = f) };
}

describe('CachedRatesSource', () => {
  it('reads the table once per lifetime, then again with what changed', async () => {
    let now = 0;
    const { source, answer } = table();
    const rates = new CachedRatesSource(source, 60_000, () => now);
    expect(await rates.currentRates()).toEqual([rate(0.9)]);
    answer(() => Promise.resolve([rate(0.95)]));
    now = 59_999;
    expect(await rates.currentRates()).toEqual([rate(0.9)]);
    now = 60_000;
    expect(await rates.currentRates()).toEqual([rate(0.95)]);
    expect(source.reads).toBe(2);
  });

  it('shares one read among pages asking at once, and does not keep a failed read', async () => {
    const { source, answer } = table();
    const rates = new CachedRatesSource(source, 60_000, () => 0);
    answer(() => Promise.reject(new Error('database down')));
    const both = [rates.currentRates(), rates.currentRates()];
    await expect(Promise.all(both)).rejects.toThrow('database down');
    expect(source.reads).toBe(1);
    answer(() => Promise.resolve([rate(0.91)]));
    expect(await rates.currentRates()).toEqual([rate(0.91)]);
    expect(source.reads).toBe(2);
  });
});
