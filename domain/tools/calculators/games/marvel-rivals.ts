import { storeCalculator } from '../store-packs.ts';
import { itemRows } from '../store-items.ts';

/**
 * marvel-rivals: the official Lattice packs (amount, USD cents) — the cheapest packs
 * for the Lattice a player needs, and the most Lattice a budget buys; plus how many Luxury Battle Pass the amount pays for.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'marvel-rivals',
  unit: "Lattice",
  packs: [[100, 99], [500, 499], [1000, 999], [2180, 1999], [5680, 4999], [11680, 9999]],
  initialTarget: 1000,
  data: { source: "NetEase: Marvel Rivals Lattice store prices (USD)", asOf: '2026-11-23' },
  extraRows: itemRows([{"name": "Luxury Battle Pass", "cost": 990}], "Lattice"),
});
