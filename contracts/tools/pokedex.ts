import * as v from 'valibot';
import { POKEMON_TYPES } from '../../domain/index.ts';
import { count, list, shortText, slug } from '../shared/fields.ts';

/*
 * GET /api/tools/pokedex/:gameType(?q=&type=&page=): one page of a game's
 * pokedex, species in national-dex order, with their types, main-series base
 * stats and Pokémon GO stats (computed by the domain's published formulas).
 */

export const POKEDEX_PAGE_SIZE = 48;
export const MAX_POKEDEX_PAGE = 100;

export const PokedexParams = v.object({ gameType: slug });
export const PokedexQuery = v.object({
  q: v.optional(shortText(40), ''),
  type: v.optional(v.picklist(POKEMON_TYPES, 'must be one of the 18 Pokémon types')),
  page: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,2}$/, 'must be a page number'), v.transform(Number), v.maxValue(MAX_POKEDEX_PAGE, `must be at most ${MAX_POKEDEX_PAGE}`)),
    '1',
  ),
});
export type PokedexQuery = v.InferOutput<typeof PokedexQuery>;

const Stat = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PokedexEntrySchema = v.object({
  id: v.string(),
  num: count,
  name: v.string(),
  types: list(v.picklist(POKEMON_TYPES)),
  baseStats: v.object({ hp: Stat, atk: Stat, def: Stat, spa: Stat, spd: Stat, spe: Stat }),
  go: v.object({ attack: Stat, defense: Stat, stamina: Stat }),
  /** CP with perfect IVs at level 40 and 50. */
  maxCp40: count,
  maxCp50: count,
});
export type PokedexEntry = v.InferOutput<typeof PokedexEntrySchema>;

export const PokedexAnswer = v.object({
  gameType: v.string(),
  entries: list(PokedexEntrySchema),
  total: count,
  page: count,
  pageSize: count,
  /** The data package and version the species come from. */
  source: v.string(),
});
export type PokedexAnswer = v.InferOutput<typeof PokedexAnswer>;
