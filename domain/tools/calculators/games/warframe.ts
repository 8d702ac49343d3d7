import { storeCalculator } from '../store-packs.ts';

/**
 * warframe: the official Platinum packs (amount, USD cents) — the cheapest packs
 * for the Platinum a player needs, and the most Platinum a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'warframe',
  unit: "Platinum",
  packs: [[75, 499], [170, 999], [370, 1999], [1000, 4999], [2100, 9999], [4300, 19999]],
  initialTarget: 370,
  data: { source: "Digital Extremes: Warframe platinum bundles without discount coupons (USD)", asOf: '2026-11-23' },
});
