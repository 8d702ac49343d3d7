import { cpMultiplier } from './cp-multipliers.ts';

/** Main-series base stats, as in the games' data (and @pkmn/dex). */
export interface BaseStats {
  readonly hp: number;
  readonly atk: number;
  readonly def: number;
  readonly spa: number;
  readonly spd: number;
  readonly spe: number;
}

/** Pokémon GO's three stats. */
export interface GoStats {
  readonly attack: number;
  readonly defense: number;
  readonly stamina: number;
}

/** Individual values (0–15 each). */
export interface Ivs {
  readonly attack: number;
  readonly defense: number;
  readonly stamina: number;
}

export const MAX_IVS: Ivs = { attack: 15, defense: 15, stamina: 15 };
export const MIN_IVS: Ivs = { attack: 0, defense: 0, stamina: 0 };

/*
 * The published conversion from main-series stats to GO stats (Niantic's
 * 2016 formula, documented by GamePress "Pokémon GO stat formula" and the
 * Silph Road; the 0.91 nerf since the 2019 Gen 4 release):
 *   speed modifier  s = 1 + (Speed − 75) / 500
 *   attack  = round(round(2 × (⅞ × max(Atk, SpA) + ⅛ × min(Atk, SpA))) × s)
 *   defense = round(round(2 × (⅝ × max(Def, SpD) + ⅜ × min(Def, SpD))) × s)
 *   stamina = floor(HP × 1.75 + 50)
 * and when a Pokémon's level-40 CP at 15/15/15 would exceed 4,000, each stat
 * is multiplied by 0.91 and rounded. Niantic hand-tunes a few species
 * (Slaking, Shedinja…); this computes the formula, which is what it documents.
 * CP = max(10, floor((A + IVa) × √(D + IVd) × √(S + IVs) × CPM² / 10)).
 */

export const GO_NERF_THRESHOLD_CP = 4000;
export const GO_NERF_FACTOR = 0.91;

/** The main-series pair blended: the higher stat weighs `weight`, the lower the rest, doubled and rounded. */
function scaled(a: number, b: number, weight: number): number {
  return Math.round(2 * (weight * Math.max(a, b) + (1 - weight) * Math.min(a, b)));
}

function unnerfed(base: BaseStats): GoStats {
  const speed = 1 + (base.spe - 75) / 500;
  return {
    attack: Math.round(scaled(base.atk, base.spa, 7 / 8) * speed),
    defense: Math.round(scaled(base.def, base.spd, 5 / 8) * speed),
    stamina: Math.floor(base.hp * 1.75 + 50),
  };
}

/** Combat Power of GO stats with IVs at a level (1–51, halves allowed); 10 is the game's floor. */
export function combatPower(stats: GoStats, ivs: Ivs, level: number): number {
  const cpm = cpMultiplier(level) ?? 0;
  const cp = Math.floor(((stats.attack + ivs.attack) * Math.sqrt(stats.defense + ivs.defense) * Math.sqrt(stats.stamina + ivs.stamina) * cpm * cpm) / 10);
  return Math.max(10, cp);
}

/** The GO stats of a species from its main-series base stats (with the 0.91 nerf above 4,000 CP). */
export function goStatsOf(base: BaseStats): GoStats {
  const stats = unnerfed(base);
  if (combatPower(stats, MAX_IVS, 40) <= GO_NERF_THRESHOLD_CP) return stats;
  return {
    attack: Math.round(stats.attack * GO_NERF_FACTOR),
    defense: Math.round(stats.defense * GO_NERF_FACTOR),
    stamina: Math.round(stats.stamina * GO_NERF_FACTOR),
  };
}

/** One row of the CP table: the level and the CP range from 0/0/0 to 15/15/15 IVs. */
export interface CpAtLevel {
  readonly level: number;
  readonly minCp: number;
  readonly maxCp: number;
}

/** CP at every whole level 1–51 for the weakest and the perfect IVs. */
export function cpTable(stats: GoStats): CpAtLevel[] {
  return Array.from({ length: 51 }, (_, i) => ({ level: i + 1, minCp: combatPower(stats, MIN_IVS, i + 1), maxCp: combatPower(stats, MAX_IVS, i + 1) }));
}
