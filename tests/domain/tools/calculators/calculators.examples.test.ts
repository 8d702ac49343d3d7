import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../../../domain/index.ts';
import { loadAll } from './load-all.ts';

const calculators = new Map((await loadAll()).map((c) => [c.slug, c]));

/** The number a row shows: cents for money, seconds for durations, else the value; packs as "count×amount" terms. */
function shown(rows: readonly ResultRow[], key: string): number | string | undefined {
  const v = rows.find((r) => r.key === key)?.value;
  if (v === undefined) return undefined;
  switch (v.kind) {
    case 'money':
      return v.money.minor;
    case 'duration':
      return v.seconds;
    case 'packs':
      return v.packs.map((p) => `${p.count}×${p.amount}`).join(' + ');
    case 'text':
      return v.key;
    default:
      return v.value;
  }
}

/** One hand-computed example per calculator: [slug, arithmetic, inputs (over the initial ones), expected rows]. */
const EXAMPLES: readonly (readonly [string, string, Readonly<Record<string, number>>, Readonly<Record<string, number | string>>])[] = [
  ['dbl', '1,000 CC: 6×60 + 650 = 1,010 for 6×$0.99 + $9.99 = $15.93 (10 left over)', { target: 1000 }, { cheapestPacks: '6×60 + 1×650', coverPrice: 1593, leftover: 10, 'item:Multi summon': 1 }],
  ['gta', 'GTA$1,000,000: 4×250,000 for 4×$4.99 = $19.96, under the $19.99 1,250,000 card', { target: 1_000_000 }, { cheapestPacks: '4×250000', coverPrice: 1996 }],
  ['lol', '1,380 RP = one $10.99 pack; $50 buys 6,500 RP for $49.99 with $0.01 change', { target: 1380, budget: 50 }, { coverPrice: 1099, budgetAmount: 6500, budgetChange: 1 }],
  ['steam', 'seller gets $10.00: fees $0.50 (5 %) + $1.00 (10 %) so the buyer pays $11.50; a $11.50 buyer price gives the seller $10.00', { received: 10, paid: 11.5 }, { buyerPays: 1150, steamFee: 50, gameFee: 100, sellerGets: 1000, feesOfPaid: 150 }],
  ['hayday', '260 Diamonds = one $19.99 pack, less than 2×120 + 25 = $21.97', { target: 260 }, { cheapestPacks: '1×260', coverPrice: 1999 }],
  ['coc-clan', '30 members × 1,000 = 30,000 points = tier 5; 50,000 − 30,000 = 20,000 to tier 6; ⌈50,000 / 4,000⌉ = 13 maxed members', { current: 0, members: 30, perMember: 1000 }, { total: 30000, tier: 5, toNext: 20000, maxedMembers: 13 }],
  ['fortnite', '13,500 V-Bucks = one $89.99 pack (2×5,000 + 2,800 + 1,000 would be $105.96); $50 buys 5,000 + 1,000 for $45.98 with $4.02 change; 13,500 / 950 = 14 Battle Passes', { target: 13500, budget: 50 }, { cheapestPacks: '1×13500', coverPrice: 8999, leftover: 0, budgetAmount: 6000, budgetChange: 402, 'item:Battle Pass': 14 }],
  ['freefire', '1,060 Diamonds = one $9.99 pack', { target: 1060 }, { coverPrice: 999 }],
  ['valorant', '2,050 VP = one $19.99 pack; 2,050 / 1,000 = 2 Battle Passes', { target: 2050 }, { coverPrice: 1999, 'item:Battle Pass': 2 }],
  ['warframe', '370 Platinum = one $19.99 pack, less than 2×170 + 75 = $24.97', { target: 370 }, { cheapestPacks: '1×370', coverPrice: 1999 }],
  ['8ballpool', '140 Cash = $9.99; $50 buys 850 Cash for $49.99', { target: 140, budget: 50 }, { coverPrice: 999, budgetAmount: 850, budgetChange: 1 }],
  ['boombeach', '1,200 Diamonds = one $9.99 pack', { target: 1200 }, { coverPrice: 999 }],
  ['efootball', '1,040 coins = 8×130 at $0.99 = $7.92, under the $9.99 1,040 pack', { target: 1040 }, { cheapestPacks: '8×130', coverPrice: 792 }],
  ['pokemongo', '1,200 coins = $9.99; 1,200 / 50 a day = 24 days of gyms; 1,200 / 195 = 6 Remote Raid Passes', { target: 1200, daily: 50 }, { coverPrice: 999, freeDays: 24, 'item:Remote Raid Pass': 6 }],
  ['brawlstars', '170 Gems = $9.99; 170 / 169 = 1 Brawl Pass', { target: 170 }, { coverPrice: 999, 'item:Brawl Pass': 1 }],
  ['cod-mobile', '880 CP = $9.99; 880 / 220 = 4 Battle Passes', { target: 880 }, { coverPrice: 999, 'item:Battle Pass': 4 }],
  ['clashroyale', '500 Gems = one $4.99 pack', { target: 500 }, { coverPrice: 499 }],
  ['pubg-mobile', '660 UC = one $9.99 pack', { target: 660 }, { coverPrice: 999 }],
  ['apex-legends', '2,150 coins = $19.99; $50 buys 1,000 + 4,350 = 5,350 for $9.99 + $39.99 = $49.98', { target: 2150, budget: 50 }, { coverPrice: 1999, budgetAmount: 5350, budgetChange: 2 }],
  ['call-of-duty', '1,100 CP = $9.99; $50 buys 1,100 + 5,000 = 6,100 for $49.98', { target: 1100, budget: 50 }, { coverPrice: 999, budgetAmount: 6100, budgetChange: 2 }],
  [
    'clashofclans',
    '168 h / 5 builders = 120,960 s → 260 + 34,560 × 740 / 518,400 = 309 gems; 500,000 gold → 125 + 400,000 × 475 / 900,000 = 336 gems; 645 gems = 500 + 2×80 for $6.97',
    { hours: 168, builders: 5, potions: 0, gold: 500_000, dark: 0 },
    { finish: 120_960, timeGems: 309, resourceGems: 336, cheapestPacks: '2×80 + 1×500', coverPrice: 697, leftover: 15 },
  ],
  ['lol-wildrift', '1,075 Wild Cores = one $9.99 pack', { target: 1075 }, { coverPrice: 999 }],
  ['lords-mobile', '2,700 Gems = one $9.99 pack', { target: 2700 }, { coverPrice: 999 }],
  ['marvel-rivals', '1,000 Lattice = 10×100 at $0.99 = $9.90, a cent under each of the $9.99 1,000 pack', { target: 1000 }, { cheapestPacks: '10×100', coverPrice: 990, 'item:Luxury Battle Pass': 1 }],
  ['mobilelegends', '706 Diamonds = $11.99; $50 buys 86 + 706 + 2,195 = 2,987 for $1.49 + $11.99 + $35.99 = $49.47', { target: 706, budget: 50 }, { coverPrice: 1199, budgetAmount: 2987, budgetChange: 53 }],
  [
    'genshin-impact',
    '8,000 / 160 + 10 fates = 60 wishes; 180 − 20 pity = 160 for the featured 5★; (160 − 10) × 160 − 8,000 = 16,000 primogems short = 2×8,080 crystals for $199.98',
    { primogems: 8000, fates: 10, pity: 20, guaranteed: 0 },
    { wishes: 60, toHardPity: 70, forFeatured: 160, short: 16_000, cheapestPacks: '2×8080', coverPrice: 19_998 },
  ],
  ['lol-resistance', '100 armor − 30 % − 10 lethality = 60; 60 / (100 + 60) = 37.5 % reduction; 2,000 HP × 1.6 = 3,200 effective health', { resistance: 100, health: 2000, percentPen: 30, flatPen: 10 }, { effectiveResistance: 60, reduction: 37.5, taken: 62.5, effectiveHealth: 3200 }],
  ['world-of-tanks', '2,500 gold = 2×1,250 at $4.99 = $9.98; 2,500 × 400 = 1,000,000 credits; 2,500 × 25 = 62,500 free XP', { target: 2500 }, { cheapestPacks: '2×1250', coverPrice: 998, credits: 1_000_000, freeXp: 62_500 }],
  ['rise-of-kingdoms', '10×8 h + 5×24 h = 200 h of speedups; 240 h − 200 h = 40 h left; 3×1M + 2×100K = 3,200,000 resources', { needHours: 240, h8: 10, h24: 5, r1m: 3, r100k: 2 }, { speedups: 720_000, remaining: 144_000, spare: 0, resources: 3_200_000 }],
  ['rainbow-six-siege', '1,200 credits = 2×600 at $4.99 = $9.98, a cent under the $9.99 1,200 pack', { target: 1200 }, { cheapestPacks: '2×600', coverPrice: 998 }],
  [
    'cs-inventory-value',
    'demo prices $32.50 + $98.00 + $14.75 = $145.25; after Steam fees each sells for $28.27 + $85.22 + $12.83 = $126.32',
    { item0: 1, item1: 1, item2: 1 },
    { value: 14_525, afterFees: 12_632 },
  ],
  ['world-of-tanks-blitz', '2,500 gold = 5×500 at $1.99 = $9.95, under the $9.99 2,500 pack', { target: 2500 }, { cheapestPacks: '5×500', coverPrice: 995 }],
];

describe('hand-computed examples', () => {
  it('one per calculator, all 32', () => expect(new Set(EXAMPLES.map(([slug]) => slug)).size).toBe(32));

  it.each(EXAMPLES)('%s: %s', (slug, _arithmetic, inputs, expected) => {
    const calculator = calculators.get(slug);
    if (calculator === undefined) throw new Error(`no calculator ${slug}`);
    const initial = Object.fromEntries(calculator.fields.map((f) => [f.key, f.initial]));
    const rows = calculator.compute({ ...initial, ...inputs });
    for (const [key, value] of Object.entries(expected)) expect([key, shown(rows, key)]).toEqual([key, value]);
  });
});
