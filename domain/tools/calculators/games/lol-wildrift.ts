import { storeCalculator } from '../store-packs.ts';

/**
 * lol-wildrift: the official Wild Cores packs (amount, USD cents) — the cheapest packs
 * for the Wild Cores a player needs, and the most Wild Cores a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'lol-wildrift',
  unit: "Wild Cores",
  packs: [[525, 499], [1075, 999], [2200, 1999], [3300, 2999], [5600, 4999], [11500, 9999]],
  initialTarget: 1075,
  data: { source: "Riot Games: Wild Rift Wild Cores shop (USD, approximate)", asOf: '2026-11-23' },
});
