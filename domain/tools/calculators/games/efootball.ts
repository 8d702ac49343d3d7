import { storeCalculator } from '../store-packs.ts';

/**
 * efootball: the official eFootball Coins packs (amount, USD cents) — the cheapest packs
 * for the eFootball Coins a player needs, and the most eFootball Coins a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'efootball',
  unit: "eFootball Coins",
  packs: [[130, 99], [550, 499], [1040, 999], [2130, 1999], [3250, 2999], [5700, 4999], [12000, 9999]],
  initialTarget: 1040,
  data: { source: "Konami: eFootball coin shop (USD, approximate)", asOf: '2026-11-23' },
});
