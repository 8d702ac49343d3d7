import { coverRows, type Pack } from '../store-packs.ts';
import type { Calculator } from '../types.ts';

/**
 * clashofclans: what an upgrade costs in time and gems. The builders share
 * the remaining upgrade time (time / builders); each Builder Potion runs all
 * builders at 10× for an hour, taking 9 hours off each. Gems to finish the
 * rest now, and gems to buy missing resources, follow the game's gem curves:
 * straight lines between the published points, rounded to the nearest gem
 * (time: 1 min → 1, 1 h → 20, 1 day → 260, 1 week → 1,000 gems; gold or
 * elixir: 100 → 1, 1,000 → 5, 10,000 → 25, 100,000 → 125, 1,000,000 → 600,
 * 10,000,000 → 3,000; dark elixir: 1 → 1, 10 → 5, 100 → 25, 1,000 → 125,
 * 10,000 → 600, 100,000 → 3,000). Past the last point the last line goes on.
 * The gems are priced in the official gem packs.
 */
export const GEM_PACKS: readonly Pack[] = [[80, 99], [500, 499], [1200, 999], [2500, 1999], [6500, 4999], [14000, 9999]];
const TIME_CURVE: readonly (readonly [number, number])[] = [[60, 1], [3600, 20], [86_400, 260], [604_800, 1000]];
const RESOURCE_CURVE: readonly (readonly [number, number])[] = [[100, 1], [1000, 5], [10_000, 25], [100_000, 125], [1_000_000, 600], [10_000_000, 3000]];
const DARK_CURVE: readonly (readonly [number, number])[] = [[1, 1], [10, 5], [100, 25], [1000, 125], [10_000, 600], [100_000, 3000]];
export const POTION_HOURS_SAVED = 9;

function curve(points: readonly (readonly [number, number])[], x: number): number {
  if (x <= 0) return 0;
  const [first] = points;
  if (first === undefined || x <= first[0]) return first === undefined ? 0 : first[1];
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1] ?? [0, 0];
    const [x1, y1] = points[i] ?? [0, 0];
    if (x <= x1 || i === points.length - 1) return Math.round(y0 + ((x - x0) * (y1 - y0)) / (x1 - x0));
  }
  return 0;
}

export const gemsForSeconds = (seconds: number): number => curve(TIME_CURVE, seconds);
export const gemsForResources = (amount: number): number => curve(RESOURCE_CURVE, amount);
export const gemsForDarkElixir = (amount: number): number => curve(DARK_CURVE, amount);

/** Seconds until done: the time shared by the builders, less 9 hours per potion, never below zero. */
export function finishSeconds(hours: number, builders: number, potions: number): number {
  return Math.max(0, Math.round((hours * 3600) / Math.max(1, builders)) - potions * POTION_HOURS_SAVED * 3600);
}

export const calculator: Calculator = {
  slug: 'clashofclans',
  fields: [
    { key: 'hours', labelKey: 'calculator.field.upgradeHours', min: 0, max: 20_000, step: 1, initial: 168 },
    { key: 'builders', labelKey: 'calculator.field.builders', min: 1, max: 6, step: 1, initial: 5 },
    { key: 'potions', labelKey: 'calculator.field.potions', min: 0, max: 100, step: 1, initial: 0 },
    { key: 'gold', labelKey: 'calculator.field.goldElixir', min: 0, max: 100_000_000, step: 1000, initial: 500_000 },
    { key: 'dark', labelKey: 'calculator.field.darkElixir', min: 0, max: 1_000_000, step: 100, initial: 0 },
  ],
  compute: (inputs) => {
    const seconds = finishSeconds(inputs['hours'] ?? 0, inputs['builders'] ?? 1, inputs['potions'] ?? 0);
    const timeGems = gemsForSeconds(seconds);
    const resourceGems = gemsForResources(inputs['gold'] ?? 0) + gemsForDarkElixir(inputs['dark'] ?? 0);
    return [
      { key: 'finish', labelKey: 'calculator.row.finishTime', value: { kind: 'duration', seconds } },
      { key: 'timeGems', labelKey: 'calculator.row.timeGems', value: { kind: 'count', value: timeGems, unit: 'Gems' } },
      { key: 'resourceGems', labelKey: 'calculator.row.resourceGems', value: { kind: 'count', value: resourceGems, unit: 'Gems' } },
      ...coverRows(GEM_PACKS, 'Gems', timeGems + resourceGems),
    ];
  },
  formulaKey: 'calculator.formula.clashofclans',
  data: { source: 'Supercell: Clash of Clans gem costs (community-documented curve) and gem shop (USD)', asOf: '2026-11-23' },
  marketAsk: (inputs) => ({
    amount:
      gemsForSeconds(finishSeconds(inputs['hours'] ?? 0, inputs['builders'] ?? 1, inputs['potions'] ?? 0)) + gemsForResources(inputs['gold'] ?? 0) + gemsForDarkElixir(inputs['dark'] ?? 0),
  }),
};
