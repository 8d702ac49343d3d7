import { storeCalculator } from '../store-packs.ts';
import { itemRows } from '../store-items.ts';

/**
 * cod-mobile: the official CP packs (amount, USD cents) — the cheapest packs
 * for the CP a player needs, and the most CP a budget buys; plus how many Battle Pass the amount pays for.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'cod-mobile',
  unit: "CP",
  packs: [[80, 99], [420, 499], [880, 999], [2400, 2499], [5000, 4999], [10800, 9999]],
  initialTarget: 880,
  data: { source: "Activision: Call of Duty Mobile CP shop (USD, approximate)", asOf: '2026-11-23' },
  extraRows: itemRows([{"name": "Battle Pass", "cost": 220}], "CP"),
});
