import { createRequire } from 'node:module';
import { Dex } from '@pkmn/dex';
import { isPokemonType } from '../../../domain/index.ts';
import type { PokedexSource, PokedexSpecies } from '../../../application/tools/pokedex-ports.ts';

/**
 * The pokedex from @pkmn/dex (Smogon's data of the main-series games): every
 * species and form that exists in a released game (current or past
 * generations), without CAP fan-made or unreleased entries. Read once; the
 * data lives in the server only, never in the browser bundle.
 */
export class PkmnDexPokedexSource implements PokedexSource {
  private cache: readonly PokedexSpecies[] | undefined;
  readonly sourceName: string;

  constructor() {
    const version = (createRequire(import.meta.url)('@pkmn/dex/package.json') as { version: string }).version;
    this.sourceName = `@pkmn/dex ${version}`;
  }

  allSpecies(): readonly PokedexSpecies[] {
    this.cache ??= Dex.species
      .all()
      .filter((s) => s.exists && s.num > 0 && (s.isNonstandard === null || s.isNonstandard === 'Past'))
      .map((s) => ({ id: s.id, num: s.num, name: s.name, types: s.types.filter(isPokemonType), baseStats: { ...s.baseStats } }))
      .sort((a, b) => a.num - b.num || a.name.localeCompare(b.name));
    return this.cache;
  }
}
