import type { Calculator, CalculatorField } from '../types.ts';

/**
 * rise-of-kingdoms: speedups and resources. Each speedup item takes its
 * minutes off a timer, so the total is the sum of count × minutes; what an
 * upgrade still needs is its time less that total (never below zero).
 * Resource items add their face value (10K, 100K, 1M).
 */
export const SPEEDUP_MINUTES = { m1: 1, m5: 5, m15: 15, m60: 60, h3: 180, h8: 480, h24: 1440, d3: 4320 } as const;
export const RESOURCE_ITEMS = { r10k: 10_000, r100k: 100_000, r1m: 1_000_000 } as const;

const countField = (key: string, labelKey: string, params: Readonly<Record<string, string>>): CalculatorField => ({ key, labelKey, params, min: 0, max: 100_000, step: 1, initial: 0 });

export function speedupMinutes(counts: Readonly<Record<string, number>>): number {
  return Object.entries(SPEEDUP_MINUTES).reduce((sum, [key, minutes]) => sum + (counts[key] ?? 0) * minutes, 0);
}

export function resourceTotal(counts: Readonly<Record<string, number>>): number {
  return Object.entries(RESOURCE_ITEMS).reduce((sum, [key, value]) => sum + (counts[key] ?? 0) * value, 0);
}

export const calculator: Calculator = {
  slug: 'rise-of-kingdoms',
  fields: [
    { key: 'needHours', labelKey: 'calculator.field.upgradeHours', min: 0, max: 100_000, step: 1, initial: 240 },
    ...Object.keys(SPEEDUP_MINUTES).map((key) => countField(key, 'calculator.field.speedups', { size: key.replace(/^m(\d+)$/, '$1 min').replace(/^h(\d+)$/, '$1 h').replace(/^d(\d+)$/, '$1 d') })),
    ...Object.keys(RESOURCE_ITEMS).map((key) => countField(key, 'calculator.field.resourceItems', { size: key.slice(1).toUpperCase() })),
  ],
  compute: (inputs) => {
    const minutes = speedupMinutes(inputs);
    const need = (inputs['needHours'] ?? 0) * 60;
    return [
      { key: 'speedups', labelKey: 'calculator.row.speedupTotal', value: { kind: 'duration', seconds: minutes * 60 } },
      { key: 'remaining', labelKey: 'calculator.row.remainingTime', value: { kind: 'duration', seconds: Math.max(0, need - minutes) * 60 } },
      { key: 'spare', labelKey: 'calculator.row.spareSpeedups', value: { kind: 'duration', seconds: Math.max(0, minutes - need) * 60 } },
      { key: 'resources', labelKey: 'calculator.row.resourceTotal', value: { kind: 'count', value: resourceTotal(inputs) } },
    ];
  },
  formulaKey: 'calculator.formula.rok',
  data: { source: 'Lilith Games: Rise of Kingdoms speedup and resource items', asOf: '2026-11-23' },
};
