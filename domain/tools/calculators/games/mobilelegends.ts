import { storeCalculator } from '../store-packs.ts';

/**
 * mobilelegends: the official Diamonds packs (amount, USD cents) — the cheapest packs
 * for the Diamonds a player needs, and the most Diamonds a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'mobilelegends',
  unit: "Diamonds",
  packs: [[86, 149], [172, 299], [257, 449], [706, 1199], [2195, 3599], [3688, 5999]],
  initialTarget: 706,
  data: { source: "Moonton: Mobile Legends: Bang Bang diamond top-up list (USD, approximate)", asOf: '2026-11-23' },
});
