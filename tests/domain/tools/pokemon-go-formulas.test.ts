import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combatPower, cpMultiplier, cpTable, goStatsOf, MAX_IVS, MIN_IVS, type BaseStats } from '../../../domain/tools/index.ts';

const MEWTWO: BaseStats = { hp: 106, atk: 110, def: 90, spa: 154, spd: 90, spe: 130 };
const BULBASAUR: BaseStats = { hp: 45, atk: 49, def: 49, spa: 65, spd: 65, spe: 45 };

const baseArb = fc.record({
  hp: fc.integer({ min: 1, max: 255 }),
  atk: fc.integer({ min: 5, max: 190 }),
  def: fc.integer({ min: 5, max: 230 }),
  spa: fc.integer({ min: 10, max: 194 }),
  spd: fc.integer({ min: 20, max: 230 }),
  spe: fc.integer({ min: 5, max: 200 }),
});
const ivArb = fc.record({ attack: fc.integer({ min: 0, max: 15 }), defense: fc.integer({ min: 0, max: 15 }), stamina: fc.integer({ min: 0, max: 15 }) });

describe('Pokémon GO stats from main-series base stats', () => {
  it('Bulbasaur: speed 0.94; attack round(2×(⅞×65+⅛×49))=126 ×0.94 → 118; defense round(2×(⅝×65+⅜×49))=118 ×0.94 → 111; stamina ⌊45×1.75+50⌋ = 128', () => {
    expect(goStatsOf(BULBASAUR)).toEqual({ attack: 118, defense: 111, stamina: 128 });
  });

  it('Mewtwo: 330/200/235 before the nerf, over 4,000 CP at level 40, so ×0.91 → 300/182/214 (the game shows these)', () => {
    expect(goStatsOf(MEWTWO)).toEqual({ attack: 300, defense: 182, stamina: 214 });
  });

  it('CP: Bulbasaur 15/15/15 at level 40 is ⌊133 × √126 × √143 × 0.7903² / 10⌋ = 1115; Mewtwo 4178 at 40 and 4724 at 50', () => {
    expect(combatPower(goStatsOf(BULBASAUR), MAX_IVS, 40)).toBe(1115);
    expect(combatPower(goStatsOf(MEWTWO), MAX_IVS, 40)).toBe(4178);
    expect(combatPower(goStatsOf(MEWTWO), MAX_IVS, 50)).toBe(4724);
  });

  it('half levels interpolate the multiplier: CPM(39.5) = √((CPM 39² + CPM 40²)/2) = 0.78747', () => {
    expect(cpMultiplier(39.5)).toBeCloseTo(0.78747, 5);
    expect(cpMultiplier(0.5)).toBeUndefined();
    expect(cpMultiplier(51.5)).toBeUndefined();
    expect(cpMultiplier(20.25)).toBeUndefined();
  });

  it('CP never falls below 10 and never decreases with level or IVs', () => {
    fc.assert(
      fc.property(baseArb, ivArb, fc.integer({ min: 2, max: 102 }), (base, ivs, halfLevel) => {
        const stats = goStatsOf(base);
        const level = halfLevel / 2;
        const cp = combatPower(stats, ivs, level);
        expect(cp).toBeGreaterThanOrEqual(10);
        expect(combatPower(stats, ivs, level + 0.5 > 51 ? level : level + 0.5)).toBeGreaterThanOrEqual(cp);
        expect(combatPower(stats, MAX_IVS, level)).toBeGreaterThanOrEqual(cp);
        expect(combatPower(stats, MIN_IVS, level)).toBeLessThanOrEqual(cp);
      }),
    );
  });

  it('species under 4,000 CP at level 40 keep the formula stats: Dragonite 263/198/209 (3,792 CP), Snorlax 190/169/330, as the game shows', () => {
    const dragonite = goStatsOf({ hp: 91, atk: 134, def: 95, spa: 100, spd: 100, spe: 80 });
    expect(dragonite).toEqual({ attack: 263, defense: 198, stamina: 209 });
    expect(combatPower(dragonite, MAX_IVS, 40)).toBe(3792);
    expect(goStatsOf({ hp: 160, atk: 110, def: 65, spa: 65, spd: 110, spe: 30 })).toEqual({ attack: 190, defense: 169, stamina: 330 });
  });

  it('the CP table lists levels 1–51, each min ≤ max', () => {
    const table = cpTable(goStatsOf(MEWTWO));
    expect(table).toHaveLength(51);
    expect(table[39]).toEqual({ level: 40, minCp: combatPower(goStatsOf(MEWTWO), MIN_IVS, 40), maxCp: 4178 });
    for (const row of table) expect(row.minCp).toBeLessThanOrEqual(row.maxCp);
  });
});
