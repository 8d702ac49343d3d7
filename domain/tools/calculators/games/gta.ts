import { storeCalculator } from '../store-packs.ts';

/**
 * gta: the official GTA$ packs (amount, USD cents) — the cheapest packs
 * for the GTA$ a player needs, and the most GTA$ a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'gta',
  unit: "GTA$",
  packs: [[100000, 299], [250000, 499], [600000, 999], [1250000, 1999], [4250000, 4999], [10000000, 9999]],
  initialTarget: 1000000,
  data: { source: "Rockstar Games: GTA Online Shark Card prices (USD)", asOf: '2026-11-23' },
});
