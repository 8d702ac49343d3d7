import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_GAMES, CALCULATORS, type Calculator, type CalculatorInputs, type ResultRow } from '../../../../domain/index.ts';
import * as genshin from '../../../../domain/tools/calculators/games/genshin-impact.ts';
import * as lolResistance from '../../../../domain/tools/calculators/games/lol-resistance.ts';
import * as steam from '../../../../domain/tools/calculators/games/steam.ts';
import * as coc from '../../../../domain/tools/calculators/games/clashofclans.ts';
import * as cocClan from '../../../../domain/tools/calculators/games/coc-clan.ts';
import * as rok from '../../../../domain/tools/calculators/games/rise-of-kingdoms.ts';
import * as cs from '../../../../domain/tools/calculators/games/cs-inventory-value.ts';
import { loadAll } from './load-all.ts';

const calculators = await loadAll();

/** Valid inputs of a calculator: each field a multiple of its step within its bounds (what the number select lets through). */
function inputsArb(calculator: Calculator, cap = 1_000_000): fc.Arbitrary<CalculatorInputs> {
  return fc.record(
    Object.fromEntries(
      calculator.fields.map((f) => {
        const steps = Math.floor((Math.min(f.max ?? cap, cap) - f.min) / f.step);
        return [f.key, fc.integer({ min: 0, max: Math.max(0, steps) }).map((k) => Math.round((f.min + k * f.step) * 100) / 100)];
      }),
    ),
  );
}

const row = (rows: readonly ResultRow[], key: string): ResultRow['value'] | undefined => rows.find((r) => r.key === key)?.value;
const num = (rows: readonly ResultRow[], key: string): number => {
  const v = row(rows, key);
  if (v === undefined) return Number.NaN;
  if (v.kind === 'money') return v.money.minor;
  if (v.kind === 'count' || v.kind === 'decimal' || v.kind === 'percent') return v.value;
  if (v.kind === 'duration') return v.seconds;
  return Number.NaN;
};

describe('every calculator', () => {
  it('covers the 32 slugs of the spec, each listed in the catalogue', () => {
    expect(calculators.map((c) => c.slug)).toEqual([...CALCULATOR_GAMES]);
    expect(CALCULATORS.map((c) => c.slug)).toEqual([...CALCULATOR_GAMES]);
  });

  it.each(calculators.map((c) => [c.slug, c] as const))('%s: any valid inputs give exact money (whole cents, never negative), whole counts, and the same answer twice', (_, calculator) => {
    fc.assert(
      fc.property(inputsArb(calculator, 20_000), (inputs) => {
        const rows = calculator.compute(inputs);
        expect(rows.length).toBeGreaterThan(0);
        for (const r of rows) {
          if (r.value.kind === 'money') expect(Number.isSafeInteger(r.value.money.minor) && r.value.money.minor >= 0).toBe(true);
          if (r.value.kind === 'count') expect(Number.isSafeInteger(r.value.value) && r.value.value >= 0).toBe(true);
          if (r.value.kind === 'duration') expect(Number.isSafeInteger(r.value.seconds) && r.value.seconds >= 0).toBe(true);
          if (r.value.kind === 'packs') for (const p of r.value.packs) expect(Number.isSafeInteger(p.count * p.price.minor)).toBe(true);
        }
        expect(calculator.compute(inputs)).toEqual(rows);
      }),
      { numRuns: 60 },
    );
  });
});

const stores = calculators.filter((c) => c.fields[0]?.key === 'target' && c.fields[1]?.key === 'budget');

describe('store-currency calculators', () => {
  it('are 25 of the 32', () => expect(stores).toHaveLength(25));

  it.each(stores.map((c) => [c.slug, c] as const))('%s: more currency never costs less, a bigger budget never buys less, the change is never negative, and the price of a target buys it back', (_, calculator) => {
    const base = Object.fromEntries(calculator.fields.map((f) => [f.key, f.initial]));
    const maxTarget = calculator.fields[0]?.max ?? 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxTarget / 4 }), fc.integer({ min: 0, max: maxTarget / 4 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), (t1, t2, b1, b2) => {
        const [tLo, tHi] = t1 <= t2 ? [t1, t2] : [t2, t1];
        const [bLo, bHi] = b1 <= b2 ? [b1, b2] : [b2, b1];
        const lo = calculator.compute({ ...base, target: tLo, budget: bLo });
        const hi = calculator.compute({ ...base, target: tHi, budget: bHi });
        expect(num(lo, 'coverPrice')).toBeLessThanOrEqual(num(hi, 'coverPrice'));
        expect(num(lo, 'budgetAmount')).toBeLessThanOrEqual(num(hi, 'budgetAmount'));
        expect(num(hi, 'budgetChange')).toBeGreaterThanOrEqual(0);
        expect(num(hi, 'leftover')).toBeGreaterThanOrEqual(0);
        const price = num(hi, 'coverPrice');
        if (price % 100 === 0) expect(num(calculator.compute({ ...base, target: tHi, budget: price / 100 }), 'budgetAmount')).toBeGreaterThanOrEqual(tHi);
        expect(num(calculator.compute({ ...base, target: tHi, budget: Math.ceil(price / 100) }), 'budgetAmount')).toBeGreaterThanOrEqual(tHi);
      }),
      { numRuns: 40 },
    );
  });
});

describe('game formulas', () => {
  it('steam: what the seller gets from the buyer price of r is r (round trip), and the buyer price rises with r', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), (r) => {
        expect(steam.receivedFrom(steam.buyerPays(r))).toBe(r);
        expect(steam.buyerPays(r + 1)).toBeGreaterThan(steam.buyerPays(r));
        expect(steam.receivedFrom(steam.buyerPays(r) + 1)).toBeGreaterThanOrEqual(r);
      }),
    );
  });

  it('lol-resistance: reduction rises with resistance and stays below 100 %; effective health inverts exactly; penetration never raises resistance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 200 }), (a, b, hp, pct, flat) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(lolResistance.damageReduction(lo)).toBeLessThanOrEqual(lolResistance.damageReduction(hi));
        expect(lolResistance.damageReduction(hi)).toBeLessThan(1);
        expect(lolResistance.healthFromEffective(lolResistance.effectiveHealth(hp, hi), hi)).toBeCloseTo(hp, 9);
        expect(lolResistance.effectiveResistance(hi, pct, flat)).toBeLessThanOrEqual(hi);
      }),
    );
  });

  it('genshin-impact: wishes rise with primogems, 160·w primogems are w wishes (round trip), and fewer wishes are short as pity grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 88 }), (a, b, w, pity) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(genshin.wishes(lo, 0)).toBeLessThanOrEqual(genshin.wishes(hi, 0));
        expect(genshin.wishes(w * genshin.PRIMOGEMS_PER_WISH, 0)).toBe(w);
        expect(genshin.wishesForFeatured(pity + 1, false)).toBeLessThan(genshin.wishesForFeatured(pity, false));
        expect(genshin.primogemsShort(genshin.wishesForFeatured(pity, true), lo, 0) % 1).toBe(0);
      }),
    );
  });

  it('clashofclans: gems never fall as time or resources grow; more builders never finish later', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000 }), fc.integer({ min: 0, max: 3_000_000 }), fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 5 }), (a, b, hours, builders) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(coc.gemsForSeconds(lo)).toBeLessThanOrEqual(coc.gemsForSeconds(hi));
        expect(coc.gemsForResources(lo)).toBeLessThanOrEqual(coc.gemsForResources(hi));
        expect(coc.gemsForDarkElixir(lo)).toBeLessThanOrEqual(coc.gemsForDarkElixir(hi));
        expect(coc.finishSeconds(hours, builders + 1, 0)).toBeLessThanOrEqual(coc.finishSeconds(hours, builders, 0));
      }),
    );
  });

  it('coc-clan: the tier never falls as points grow and stays within 0–6', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(cocClan.tierOf(lo)).toBeLessThanOrEqual(cocClan.tierOf(hi));
        expect(cocClan.tierOf(hi)).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('rise-of-kingdoms: speedup minutes add up item by item (one more item adds exactly its minutes)', () => {
    const keys = Object.keys(rok.SPEEDUP_MINUTES) as (keyof typeof rok.SPEEDUP_MINUTES)[];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), fc.integer({ min: 0, max: 1000 })), fc.constantFrom(...keys), (counts, key) => {
        expect(rok.speedupMinutes({ ...counts, [key]: (counts[key] ?? 0) + 1 }) - rok.speedupMinutes(counts)).toBe(rok.SPEEDUP_MINUTES[key]);
      }),
    );
  });

  it('cs-inventory-value: value rises with every item added, and selling after the Steam fees never pays more than the value', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: cs.INVENTORY_ITEMS.length, maxLength: cs.INVENTORY_ITEMS.length }), fc.constantFrom(...cs.INVENTORY_ITEMS), (counts, add) => {
        const inv = Object.fromEntries(cs.INVENTORY_ITEMS.map((item, i) => [item, counts[i] ?? 0]));
        const value = cs.inventoryValue(inv, cs.DEMO_MARKET_PRICES);
        const more = cs.inventoryValue({ ...inv, [add]: (inv[add] ?? 0) + 1 }, cs.DEMO_MARKET_PRICES);
        expect(more.valueCents - value.valueCents).toBe(cs.DEMO_MARKET_PRICES.priceOf(add)?.minor);
        expect(value.afterFeesCents).toBeLessThanOrEqual(value.valueCents);
      }),
    );
  });
});
