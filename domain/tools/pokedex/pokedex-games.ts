/** The types a species can have (the 18 of the main series; "Stellar" is a Terastal form, not a species type). */
export const POKEMON_TYPES = [
  'Normal', 'Fire', 'Water', 'Electric', 'Grass', 'Ice', 'Fighting', 'Poison', 'Ground',
  'Flying', 'Psychic', 'Bug', 'Rock', 'Ghost', 'Dragon', 'Dark', 'Steel', 'Fairy',
] as const;
export type PokemonType = (typeof POKEMON_TYPES)[number];

export function isPokemonType(value: string): value is PokemonType {
  return (POKEMON_TYPES as readonly string[]).includes(value);
}

/** The games of our catalog that have a pokedex page; `/{game}/pokedex` of any other game is a 404. */
export const POKEDEX_GAMES = ['pokemon-go'] as const;

export function hasPokedex(gameType: string): boolean {
  return (POKEDEX_GAMES as readonly string[]).includes(gameType);
}
