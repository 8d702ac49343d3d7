import { storeCalculator } from '../store-packs.ts';

/**
 * lol: the official RP packs (amount, USD cents) — the cheapest packs
 * for the RP a player needs, and the most RP a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'lol',
  unit: "RP",
  packs: [[575, 499], [1380, 1099], [2800, 2199], [4500, 3499], [6500, 4999], [13500, 9999]],
  initialTarget: 1380,
  data: { source: "Riot Games: League of Legends RP store prices (USD, 2024 price list)", asOf: '2026-11-23' },
});
