import { storeCalculator } from '../store-packs.ts';
import { itemRows } from '../store-items.ts';

/**
 * valorant: the official VP packs (amount, USD cents) — the cheapest packs
 * for the VP a player needs, and the most VP a budget buys; plus how many Battle Pass the amount pays for.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'valorant',
  unit: "VP",
  packs: [[475, 499], [1000, 999], [2050, 1999], [3650, 3499], [5350, 4999], [11000, 9999]],
  initialTarget: 2050,
  data: { source: "Riot Games: Valorant Points store prices (USD)", asOf: '2026-11-23' },
  extraRows: itemRows([{"name": "Battle Pass", "cost": 1000}], "VP"),
});
