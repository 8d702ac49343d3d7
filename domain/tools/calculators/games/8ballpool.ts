import { storeCalculator } from '../store-packs.ts';

/**
 * 8ballpool: the official Cash packs (amount, USD cents) — the cheapest packs
 * for the Cash a player needs, and the most Cash a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: '8ballpool',
  unit: "Cash",
  packs: [[25, 199], [60, 499], [140, 999], [310, 1999], [850, 4999], [1800, 9999]],
  initialTarget: 140,
  data: { source: "Miniclip: 8 Ball Pool cash shop (USD, approximate)", asOf: '2026-11-23' },
});
