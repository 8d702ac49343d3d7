import { storeCalculator } from '../store-packs.ts';
import { itemRows } from '../store-items.ts';

/**
 * brawlstars: the official Gems packs (amount, USD cents) — the cheapest packs
 * for the Gems a player needs, and the most Gems a budget buys; plus how many Brawl Pass the amount pays for.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'brawlstars',
  unit: "Gems",
  packs: [[30, 199], [80, 499], [170, 999], [360, 1999], [950, 4999], [2000, 9999]],
  initialTarget: 170,
  data: { source: "Supercell: Brawl Stars gem shop (USD, approximate)", asOf: '2026-11-23' },
  extraRows: itemRows([{"name": "Brawl Pass", "cost": 169}], "Gems"),
});
