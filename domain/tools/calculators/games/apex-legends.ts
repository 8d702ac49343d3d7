import { storeCalculator } from '../store-packs.ts';
import { itemRows } from '../store-items.ts';

/**
 * apex-legends: the official Apex Coins packs (amount, USD cents) — the cheapest packs
 * for the Apex Coins a player needs, and the most Apex Coins a budget buys; plus how many Premium Battle Pass the amount pays for.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'apex-legends',
  unit: "Apex Coins",
  packs: [[1000, 999], [2150, 1999], [4350, 3999], [6700, 5999], [11500, 9999]],
  initialTarget: 2150,
  data: { source: "Electronic Arts: Apex Coins store prices (USD)", asOf: '2026-11-23' },
  extraRows: itemRows([{"name": "Premium Battle Pass", "cost": 950}], "Apex Coins"),
});
