import { storeCalculator } from '../store-packs.ts';

/**
 * pubg-mobile: the official UC packs (amount, USD cents) — the cheapest packs
 * for the UC a player needs, and the most UC a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'pubg-mobile',
  unit: "UC",
  packs: [[60, 99], [325, 499], [660, 999], [1800, 2499], [3850, 4999], [8100, 9999]],
  initialTarget: 660,
  data: { source: "Krafton / Level Infinite: PUBG Mobile UC top-up list (USD)", asOf: '2026-11-23' },
});
