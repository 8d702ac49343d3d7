import type { Calculator } from '../types.ts';

/**
 * coc-clan: Clan Games in Clash of Clans. The clan's points unlock six
 * reward tiers (3,000 / 7,500 / 12,000 / 18,000 / 30,000 / 50,000); each
 * member may earn at most 4,000 points. The projected total is members ×
 * points per member (capped at 4,000 each) on top of what the clan has.
 */
export const TIERS = [3000, 7500, 12_000, 18_000, 30_000, 50_000] as const;
export const MEMBER_CAP = 4000;
const TOP_TIER = 50_000;

/** The tier reached with `points` (0 to 6). */
export function tierOf(points: number): number {
  return TIERS.filter((t) => points >= t).length;
}

export function projectedPoints(current: number, members: number, perMember: number): number {
  return current + members * Math.min(MEMBER_CAP, perMember);
}

export const calculator: Calculator = {
  slug: 'coc-clan',
  fields: [
    { key: 'current', labelKey: 'calculator.field.clanPoints', min: 0, max: 200_000, step: 1, initial: 0 },
    { key: 'members', labelKey: 'calculator.field.members', min: 1, max: 50, step: 1, initial: 30 },
    { key: 'perMember', labelKey: 'calculator.field.pointsPerMember', min: 0, max: MEMBER_CAP, step: 50, initial: 1000 },
  ],
  compute: (inputs) => {
    const total = projectedPoints(inputs['current'] ?? 0, inputs['members'] ?? 1, inputs['perMember'] ?? 0);
    const tier = tierOf(total);
    const next = TIERS[tier];
    return [
      { key: 'total', labelKey: 'calculator.row.projectedPoints', value: { kind: 'count', value: total } },
      { key: 'tier', labelKey: 'calculator.row.tierReached', value: { kind: 'count', value: tier } },
      next === undefined
        ? { key: 'toNext', labelKey: 'calculator.row.toNextTier', value: { kind: 'text', key: 'calculator.value.allTiers' } }
        : { key: 'toNext', labelKey: 'calculator.row.toNextTier', value: { kind: 'count', value: next - total } },
      { key: 'maxedMembers', labelKey: 'calculator.row.maxedMembersForTop', value: { kind: 'count', value: Math.ceil(Math.max(0, TOP_TIER - (inputs['current'] ?? 0)) / MEMBER_CAP) } },
    ];
  },
  formulaKey: 'calculator.formula.cocClan',
  data: { source: 'Supercell: Clash of Clans Clan Games reward tiers', asOf: '2026-11-23' },
};
