import { goldRows } from '../gold-conversion.ts';
import { storeCalculator } from '../store-packs.ts';

/**
 * world-of-tanks-blitz: the official gold packs (amount, USD cents), the
 * cheapest packs for a target, the most gold for a budget, and the gold's
 * conversions (400 credits, or 25 free XP, per gold).
 */
export const calculator = storeCalculator({
  slug: 'world-of-tanks-blitz',
  unit: 'Gold',
  packs: [[500, 199], [1250, 499], [2500, 999], [6500, 2499], [13500, 4999], [28000, 9999]],
  initialTarget: 2500,
  data: { source: 'Wargaming: World of Tanks Blitz gold shop (USD, approximate)', asOf: '2026-11-23' },
  extraRows: goldRows,
  formulaKey: 'calculator.formula.gold',
});
