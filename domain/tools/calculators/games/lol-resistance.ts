import type { Calculator } from '../types.ts';

/**
 * lol-resistance: League of Legends damage reduction from armor or magic
 * resist. Penetration applies percentage first, then flat (lethality or
 * magic penetration), and flat cannot take the resistance below zero.
 * With effective resistance R ≥ 0, damage taken is 100 / (100 + R) of the
 * raw damage, so the reduction is R / (100 + R) and the health needed to
 * kill (effective health) is health × (1 + R / 100).
 */

export function effectiveResistance(resistance: number, percentPen: number, flatPen: number): number {
  const afterPercent = resistance * (1 - percentPen / 100);
  return Math.max(0, afterPercent - flatPen);
}

export function damageReduction(resistance: number): number {
  return resistance / (100 + resistance);
}

export function effectiveHealth(health: number, resistance: number): number {
  return health * (1 + resistance / 100);
}

/** The inverse of effectiveHealth: the health behind an effective health at that resistance. */
export function healthFromEffective(effective: number, resistance: number): number {
  return effective / (1 + resistance / 100);
}

export const calculator: Calculator = {
  slug: 'lol-resistance',
  fields: [
    { key: 'resistance', labelKey: 'calculator.field.resistance', min: 0, max: 1000, step: 1, initial: 100 },
    { key: 'health', labelKey: 'calculator.field.health', min: 1, max: 20000, step: 1, initial: 2000 },
    { key: 'percentPen', labelKey: 'calculator.field.percentPen', min: 0, max: 100, step: 1, initial: 0 },
    { key: 'flatPen', labelKey: 'calculator.field.flatPen', min: 0, max: 200, step: 1, initial: 0 },
  ],
  compute: (inputs) => {
    const r = effectiveResistance(inputs['resistance'] ?? 0, inputs['percentPen'] ?? 0, inputs['flatPen'] ?? 0);
    const reduction = damageReduction(r);
    return [
      { key: 'effectiveResistance', labelKey: 'calculator.row.effectiveResistance', value: { kind: 'decimal', value: r, digits: 1 } },
      { key: 'reduction', labelKey: 'calculator.row.damageReduction', value: { kind: 'percent', value: reduction * 100 } },
      { key: 'taken', labelKey: 'calculator.row.damageTakenPer100', value: { kind: 'decimal', value: 100 * (1 - reduction), digits: 1 } },
      { key: 'effectiveHealth', labelKey: 'calculator.row.effectiveHealth', value: { kind: 'count', value: Math.round(effectiveHealth(inputs['health'] ?? 0, r)) } },
    ];
  },
  formulaKey: 'calculator.formula.lolResistance',
  data: { source: 'Riot Games: League of Legends armor and magic resistance mechanics', asOf: '2026-11-23' },
};
