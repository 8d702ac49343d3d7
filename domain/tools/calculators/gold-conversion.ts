import type { CalculatorInputs, ResultRow } from './types.ts';

/**
 * Wargaming's gold conversions, the same in World of Tanks and Blitz: one
 * gold buys 400 credits, and converts 25 experience into free experience.
 */
export const CREDITS_PER_GOLD = 400;
export const FREE_XP_PER_GOLD = 25;

export function goldRows(inputs: CalculatorInputs): ResultRow[] {
  const gold = inputs['target'] ?? 0;
  return [
    { key: 'credits', labelKey: 'calculator.row.goldCredits', value: { kind: 'count', value: gold * CREDITS_PER_GOLD } },
    { key: 'freeXp', labelKey: 'calculator.row.goldFreeXp', value: { kind: 'count', value: gold * FREE_XP_PER_GOLD } },
  ];
}
