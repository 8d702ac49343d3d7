import { storeCalculator } from '../store-packs.ts';

/**
 * clashroyale: the official Gems packs (amount, USD cents) — the cheapest packs
 * for the Gems a player needs, and the most Gems a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'clashroyale',
  unit: "Gems",
  packs: [[80, 99], [500, 499], [1200, 999], [2500, 1999], [6500, 4999], [14000, 9999]],
  initialTarget: 500,
  data: { source: "Supercell: Clash Royale gem shop (USD)", asOf: '2026-11-23' },
});
