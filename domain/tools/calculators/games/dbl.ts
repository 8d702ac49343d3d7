import { storeCalculator } from '../store-packs.ts';
import { itemRows } from '../store-items.ts';

/**
 * dbl: the official Chrono Crystals packs (amount, USD cents) — the cheapest packs
 * for the Chrono Crystals a player needs, and the most Chrono Crystals a budget buys; plus how many Single summon, Multi summon the amount pays for.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'dbl',
  unit: "Chrono Crystals",
  packs: [[60, 99], [300, 499], [650, 999], [1350, 1999], [3500, 4999], [7200, 9999]],
  initialTarget: 1000,
  data: { source: "Bandai Namco: Dragon Ball Legends in-app Chrono Crystal list (USD, approximate)", asOf: '2026-11-23' },
  extraRows: itemRows([{"name": "Single summon", "cost": 100}, {"name": "Multi summon", "cost": 1000}], "Chrono Crystals"),
});
