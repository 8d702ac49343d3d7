import { storeCalculator } from '../store-packs.ts';
import { itemRows } from '../store-items.ts';

/**
 * fortnite: the official V-Bucks packs (amount, USD cents) — the cheapest packs
 * for the V-Bucks a player needs, and the most V-Bucks a budget buys; plus how many Battle Pass the amount pays for.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'fortnite',
  unit: "V-Bucks",
  packs: [[1000, 899], [2800, 2299], [5000, 3699], [13500, 8999]],
  initialTarget: 2800,
  data: { source: "Epic Games: Fortnite V-Bucks store prices (USD)", asOf: '2026-11-23' },
  extraRows: itemRows([{"name": "Battle Pass", "cost": 950}], "V-Bucks"),
});
