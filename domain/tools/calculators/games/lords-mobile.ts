import { storeCalculator } from '../store-packs.ts';

/**
 * lords-mobile: the official Gems packs (amount, USD cents) — the cheapest packs
 * for the Gems a player needs, and the most Gems a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'lords-mobile',
  unit: "Gems",
  packs: [[250, 99], [1300, 499], [2700, 999], [5500, 1999], [14000, 4999], [29000, 9999]],
  initialTarget: 2700,
  data: { source: "IGG: Lords Mobile gem packs (USD, approximate)", asOf: '2026-11-23' },
});
