import { storeCalculator } from '../store-packs.ts';
import { itemRows } from '../store-items.ts';

/**
 * call-of-duty: the official COD Points packs (amount, USD cents) — the cheapest packs
 * for the COD Points a player needs, and the most COD Points a budget buys; plus how many Battle Pass the amount pays for.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'call-of-duty',
  unit: "COD Points",
  packs: [[500, 499], [1100, 999], [2400, 1999], [5000, 3999], [9500, 7499], [13000, 9999]],
  initialTarget: 1100,
  data: { source: "Activision: Call of Duty Points store prices (USD)", asOf: '2026-11-23' },
  extraRows: itemRows([{"name": "Battle Pass", "cost": 1100}], "COD Points"),
});
