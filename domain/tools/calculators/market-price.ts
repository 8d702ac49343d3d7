import { cheapestCover, type Combination } from './pack-combinations.ts';

/**
 * "On our marketplace it costs X": the cheapest mix of our listed offers
 * giving at least the asked amount, each offer bought at most its stock.
 * An offer's amount is its pack tag when it has one (top-ups), else the
 * number its title begins with ("13,500 V-Bucks (EU)"); offers with
 * neither are left out. Only the three cheapest offers of each amount take
 * part, which keeps the table small and never loses the cheapest mix unless
 * their stock runs out.
 */
export interface ListedOffer {
  readonly id: string;
  readonly title: string;
  readonly priceMinor: number;
  readonly quantity: number;
  readonly tags: Readonly<Record<string, string | readonly string[]>>;
}

export interface OfferAmount {
  readonly offer: ListedOffer;
  readonly amount: number;
}

export function offerAmount(offer: ListedOffer): number | null {
  const pack = offer.tags['pack'];
  const fromTag = typeof pack === 'string' ? Number(pack) : Number.NaN;
  if (Number.isSafeInteger(fromTag) && fromTag > 0) return fromTag;
  const match = /^\s*(\d{1,3}(?:[,.\s]\d{3})+|\d+)/u.exec(offer.title);
  if (match?.[1] === undefined) return null;
  const n = Number(match[1].replace(/[,.\s]/gu, ''));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export interface MarketMix {
  readonly combination: Combination;
  readonly offers: readonly OfferAmount[];
}

/** The cheapest mix of `offers` for `amount`; null when they cannot cover it. */
export function cheapestMarketMix(offers: readonly ListedOffer[], amount: number): MarketMix | null {
  const byAmount = new Map<number, OfferAmount[]>();
  for (const offer of offers) {
    const a = offerAmount(offer);
    if (a === null || offer.quantity <= 0 || offer.priceMinor <= 0) continue;
    byAmount.set(a, [...(byAmount.get(a) ?? []), { offer, amount: a }]);
  }
  const kept = [...byAmount.values()].flatMap((list) => [...list].sort((x, y) => x.offer.priceMinor - y.offer.priceMinor).slice(0, 3));
  if (kept.length === 0) return null;
  const combination = cheapestCover(
    kept.map((o) => ({ amount: o.amount, priceMinor: o.offer.priceMinor, limit: o.offer.quantity })),
    amount,
  );
  return combination === null ? null : { combination, offers: kept };
}
