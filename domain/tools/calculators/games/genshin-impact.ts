import { coverRows, type Pack } from '../store-packs.ts';
import type { Calculator } from '../types.ts';

/**
 * genshin-impact: primogems to wishes, and how far they reach on the
 * character event banner's pity. One wish costs 160 primogems (or one
 * Intertwined Fate); the 90th wish without a 5★ is always one (hard pity);
 * a lost 50/50 makes the next 5★ the featured character, so the featured
 * character is certain within 180 − pity wishes, or 90 − pity when
 * guaranteed. Missing primogems are priced as Genesis Crystals (1 crystal
 * converts to 1 primogem) in the official packs, first-purchase bonus
 * ignored.
 */
export const PRIMOGEMS_PER_WISH = 160;
export const HARD_PITY = 90;
export const GENESIS_PACKS: readonly Pack[] = [[60, 99], [330, 499], [1090, 1499], [2240, 2999], [3880, 4999], [8080, 9999]];

export function wishes(primogems: number, fates: number): number {
  return Math.floor(primogems / PRIMOGEMS_PER_WISH) + fates;
}

/** Wishes that make the featured 5★ certain from `pity` wishes since the last 5★. */
export function wishesForFeatured(pity: number, guaranteed: boolean): number {
  return (guaranteed ? HARD_PITY : 2 * HARD_PITY) - pity;
}

/** Primogems still needed for `needed` wishes beyond what is in hand. */
export function primogemsShort(needed: number, primogems: number, fates: number): number {
  return Math.max(0, (needed - fates) * PRIMOGEMS_PER_WISH - primogems);
}

export const calculator: Calculator = {
  slug: 'genshin-impact',
  fields: [
    { key: 'primogems', labelKey: 'calculator.field.primogems', min: 0, max: 1_000_000, step: 1, initial: 8000 },
    { key: 'fates', labelKey: 'calculator.field.fates', min: 0, max: 1000, step: 1, initial: 10 },
    { key: 'pity', labelKey: 'calculator.field.pity', min: 0, max: HARD_PITY - 1, step: 1, initial: 20 },
    { key: 'guaranteed', labelKey: 'calculator.field.guaranteed', min: 0, max: 1, step: 1, initial: 0 },
  ],
  compute: (inputs) => {
    const primogems = inputs['primogems'] ?? 0;
    const fates = inputs['fates'] ?? 0;
    const pity = inputs['pity'] ?? 0;
    const have = wishes(primogems, fates);
    const needed = wishesForFeatured(pity, (inputs['guaranteed'] ?? 0) === 1);
    const short = primogemsShort(needed, primogems, fates);
    return [
      { key: 'wishes', labelKey: 'calculator.row.wishes', value: { kind: 'count', value: have } },
      { key: 'toHardPity', labelKey: 'calculator.row.toHardPity', value: { kind: 'count', value: HARD_PITY - pity } },
      { key: 'forFeatured', labelKey: 'calculator.row.forFeatured', value: { kind: 'count', value: needed } },
      { key: 'short', labelKey: 'calculator.row.primogemsShort', value: { kind: 'count', value: short, unit: 'Primogems' } },
      ...coverRows(GENESIS_PACKS, 'Genesis Crystals', short),
    ];
  },
  formulaKey: 'calculator.formula.genshin',
  data: { source: 'HoYoverse: Genshin Impact wish rules and Genesis Crystal shop (USD)', asOf: '2026-11-23' },
  marketAsk: (inputs) => ({ amount: primogemsShort(wishesForFeatured(inputs['pity'] ?? 0, (inputs['guaranteed'] ?? 0) === 1), inputs['primogems'] ?? 0, inputs['fates'] ?? 0) }),
};
