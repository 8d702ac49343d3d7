import { describe, expect, it } from 'vitest';
import { catalog } from './fixtures.ts';

describe('coupons', () => {
  it('include a FLAT, a PERCENT and a seller-owned affiliate coupon', () => {
    const byCode = new Map(catalog.coupons.map((c) => [c.code, c]));
    expect(byCode.get('SAVE5')).toMatchObject({ discountType: 'FLAT', amountMinor: 500, active: true });
    expect(byCode.get('WELCOME10')).toMatchObject({ discountType: 'PERCENT', percent: 10, active: true });
    const affiliate = catalog.coupons.find((c) => c.affiliateOwnerId !== null && c.affiliateOwnerId !== undefined);
    const owner = catalog.users.find((u) => u.id === affiliate?.affiliateOwnerId);
    expect(owner?.roles).toContain('SELLER');
    expect(affiliate?.code).toBe(owner?.username.toUpperCase());
  });
});

describe('exchange rates', () => {
  it('hold realistic rates against USD for the geo currencies, USD itself omitted', () => {
    const rates = new Map(catalog.exchangeRates.map((r) => [r.currency, r.rate]));
    expect([...rates.keys()].sort()).toEqual(['AUD', 'CAD', 'CHF', 'EUR', 'GBP', 'INR', 'JPY', 'NOK', 'NZD', 'SEK']);
    expect(rates.get('EUR')).toBeGreaterThan(0.7);
    expect(rates.get('EUR')).toBeLessThan(1);
    expect(rates.get('JPY')).toBeGreaterThan(100);
    expect(rates.get('INR')).toBeGreaterThan(60);
  });
});
