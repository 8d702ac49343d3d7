/**
 * Pokémon GO's CP multiplier (CPM) for each whole trainer level 1–51, as read
 * from the game master (`PLAYER_LEVEL_SETTINGS.cpMultiplier`, levels 1–40
 * since 2016, 41–51 added with the level-50 cap of November 2020 and Best
 * Buddy +1). Source: pokemongo-dev-contrib/pokemongo-game-master, checked
 * against GamePress "CP Multiplier" table, 2024. Half levels (powered up with
 * one stardust step) use the published interpolation:
 * CPM(L + ½) = √((CPM(L)² + CPM(L + 1)²) / 2).
 */
export const CP_MULTIPLIERS: readonly number[] = [
  0.094, 0.16639787, 0.21573247, 0.25572005, 0.29024988, 0.3210876, 0.34921268, 0.37523559, 0.39956728, 0.42250001,
  0.44310755, 0.46279839, 0.48168495, 0.49985844, 0.51739395, 0.53435433, 0.55079269, 0.56675452, 0.58227891, 0.59740001,
  0.61215729, 0.62656713, 0.64065295, 0.65443563, 0.667934, 0.68116492, 0.69414365, 0.70688421, 0.71939909, 0.7317,
  0.73776948, 0.74378943, 0.74976104, 0.75568551, 0.76156384, 0.76739717, 0.7731865, 0.77893275, 0.78463697, 0.79030001,
  0.79530001, 0.8003, 0.8053, 0.81029999, 0.81529999, 0.82029999, 0.82529999, 0.83029999, 0.83529999, 0.84029999,
  0.84529999,
];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = CP_MULTIPLIERS.length;

/** Whether `level` is a level a Pokémon can have: 1 to 51 in steps of ½. */
export function isPokemonLevel(level: number): boolean {
  return Number.isInteger(level * 2) && level >= MIN_LEVEL && level <= MAX_LEVEL;
}

/** The CP multiplier at a level (whole or half); undefined outside 1–51. */
export function cpMultiplier(level: number): number | undefined {
  if (!isPokemonLevel(level)) return undefined;
  const whole = Math.floor(level);
  const at = CP_MULTIPLIERS[whole - 1];
  if (at === undefined) return undefined;
  if (whole === level) return at;
  const next = CP_MULTIPLIERS[whole] ?? at;
  return Math.sqrt((at * at + next * next) / 2);
}
