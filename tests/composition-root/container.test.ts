import { describe, expect, it } from 'vitest';
import { mustMoney, USD, type CurrencyCode } from '../../domain/index.ts';
import { loadConfig } from '../../composition-root/config.ts';
import { buildContainer } from '../../composition-root/container.ts';
import { TOKENS } from '../../composition-root/tokens.ts';

describe('composition root', () => {
  it('wires the price-cart use case to the configured rates', async () => {
    const container = buildContainer(loadConfig({ RATES: 'EUR=0.5' }));
    const priced = await container.get(TOKENS.PriceCart).execute({
      lines: [{ unitPrice: mustMoney(1000, USD), quantity: 2, productType: { value: 'items' } }],
      wantedCurrency: 'EUR' as CurrencyCode,
      igPlusActive: false,
    });
    const { quote, fellBackToUsd } = priced._unsafeUnwrap();
    expect(fellBackToUsd).toBe(false);
    expect(quote.currency).toBe('EUR');
    expect(quote.subtotal.minor).toBe(1000); // 2 × $10 at 0.5
  });

  it('falls back to USD for a currency with no configured rate', async () => {
    const container = buildContainer(loadConfig({ RATES: 'EUR=0.5' }));
    const priced = await container.get(TOKENS.PriceCart).execute({
      lines: [{ unitPrice: mustMoney(1000, USD), quantity: 1, productType: { value: 'items' } }],
      wantedCurrency: 'JPY' as CurrencyCode,
      igPlusActive: false,
    });
    expect(priced._unsafeUnwrap()).toMatchObject({ fellBackToUsd: true, quote: { currency: 'USD' } });
  });

  it('refuses a bad environment with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ RATES: 'EUR:0.9' })).toThrow(/RATES/);
  });

  it('gives embedded defaults when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 3000, NODE_ENV: 'development' });
  });
});
