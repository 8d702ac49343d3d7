import { convertFromUsd, formatMoney, mustMoney, USD, type ResolvedCurrency } from '../../../../domain/index.ts';

/**
 * A USD-cent amount (what the search index holds) in the visitor's display
 * currency, converted and formatted by the domain: rounded once, half away
 * from zero, en-US format. An unusable rate shows the USD amount.
 */
export function formatUsdCents(cents: number, display: Pick<ResolvedCurrency, 'currency' | 'rate'>): string {
  const usd = mustMoney(Math.round(cents), USD);
  return formatMoney(convertFromUsd(usd, display.rate, display.currency).unwrapOr(usd));
}
