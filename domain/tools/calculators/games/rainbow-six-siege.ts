import { storeCalculator } from '../store-packs.ts';

/**
 * rainbow-six-siege: the official R6 Credits packs (amount, USD cents) — the cheapest packs
 * for the R6 Credits a player needs, and the most R6 Credits a budget buys.
 * Transcribed from the publisher's published price list; there is no network
 * here to re-check it, so the date says when it was written down.
 */
export const calculator = storeCalculator({
  slug: 'rainbow-six-siege',
  unit: "R6 Credits",
  packs: [[600, 499], [1200, 999], [2670, 1999], [4920, 3499], [7560, 4999], [16000, 9999]],
  initialTarget: 1200,
  data: { source: "Ubisoft: Rainbow Six Siege R6 Credits store prices (USD)", asOf: '2026-11-23' },
});
