import { storeCalculator } from '../store-packs.ts';

/**
 * boombeach: the official Diamonds packs (amount, USD cents) — the cheapest packs
 * for the Diamonds a player needs, and the most Diamonds a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'boombeach',
  unit: "Diamonds",
  packs: [[100, 99], [550, 499], [1200, 999], [2500, 1999], [6500, 4999], [14000, 9999]],
  initialTarget: 1200,
  data: { source: "Supercell: Boom Beach diamond shop (USD, approximate)", asOf: '2026-11-23' },
});
