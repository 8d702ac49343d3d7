import { storeCalculator } from '../store-packs.ts';

/**
 * hayday: the official Diamonds packs (amount, USD cents) — the cheapest packs
 * for the Diamonds a player needs, and the most Diamonds a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'hayday',
  unit: "Diamonds",
  packs: [[25, 199], [55, 499], [120, 999], [260, 1999], [700, 4999], [1500, 9999]],
  initialTarget: 260,
  data: { source: "Supercell: Hay Day diamond shop (USD, approximate)", asOf: '2026-11-23' },
});
