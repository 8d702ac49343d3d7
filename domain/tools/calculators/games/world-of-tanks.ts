import { goldRows } from '../gold-conversion.ts';
import { storeCalculator } from '../store-packs.ts';

/**
 * world-of-tanks: the official gold packs (amount, USD cents) — the cheapest
 * packs for the gold a player needs, the most gold a budget buys, and what
 * the gold converts to (400 credits, or 25 free XP, per gold).
 */
export const calculator = storeCalculator({
  slug: 'world-of-tanks',
  unit: 'Gold',
  packs: [[1250, 499], [2500, 999], [6500, 2499], [13500, 4999], [27500, 9999]],
  initialTarget: 2500,
  data: { source: 'Wargaming: World of Tanks premium shop gold packs (USD, approximate)', asOf: '2026-11-23' },
  extraRows: goldRows,
  formulaKey: 'calculator.formula.gold',
});
