import type { BaseStats, PokemonType } from '../../domain/index.ts';

/** One species (or form) as a kept data package describes it. */
export interface PokedexSpecies {
  readonly id: string;
  readonly num: number;
  readonly name: string;
  readonly types: readonly PokemonType[];
  readonly baseStats: BaseStats;
}

/** Where the species come from (the embedded @pkmn/dex data). */
export interface PokedexSource {
  /** Every species in national-dex order. */
  allSpecies(): readonly PokedexSpecies[];
  /** The data package and version, shown as the page's source. */
  readonly sourceName: string;
}
