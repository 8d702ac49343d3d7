import { storeCalculator } from '../store-packs.ts';

/**
 * freefire: the official Diamonds packs (amount, USD cents) — the cheapest packs
 * for the Diamonds a player needs, and the most Diamonds a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'freefire',
  unit: "Diamonds",
  packs: [[100, 99], [310, 299], [520, 499], [1060, 999], [2180, 1999], [5600, 4999]],
  initialTarget: 1060,
  data: { source: "Garena: Free Fire diamond top-up list (USD, approximate)", asOf: '2026-11-23' },
});
