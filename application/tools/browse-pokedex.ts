import { err, ok, type Result } from 'neverthrow';
import { combatPower, domainError, goStatsOf, hasPokedex, MAX_IVS, type DomainError } from '../../domain/index.ts';
import { POKEDEX_PAGE_SIZE, type PokedexAnswer, type PokedexQuery } from '../../contracts/tools/index.ts';
import type { PokedexSource } from './pokedex-ports.ts';

/** Folds case and accents so "flabebe" finds "Flabébé". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * One page of a game's pokedex: species whose name contains the search (or
 * whose dex number is it), of one type when asked, with GO stats and CP from
 * the domain's formulas. A game without a pokedex is GAME_NOT_FOUND.
 */
export class BrowsePokedex {
  constructor(private readonly source: PokedexSource) {}

  execute(request: { readonly gameType: string } & PokedexQuery): Result<PokedexAnswer, DomainError> {
    if (!hasPokedex(request.gameType)) return err(domainError('GAME_NOT_FOUND', `${request.gameType} has no pokedex`));
    const q = fold(request.q.trim());
    const matches = this.source.allSpecies().filter((s) => {
      if (request.type !== undefined && !s.types.includes(request.type)) return false;
      return q === '' || fold(s.name).includes(q) || String(s.num) === q;
    });
    const start = (request.page - 1) * POKEDEX_PAGE_SIZE;
    const entries = matches.slice(start, start + POKEDEX_PAGE_SIZE).map((s) => {
      const go = goStatsOf(s.baseStats);
      return { id: s.id, num: s.num, name: s.name, types: s.types, baseStats: s.baseStats, go, maxCp40: combatPower(go, MAX_IVS, 40), maxCp50: combatPower(go, MAX_IVS, 50) };
    });
    return ok({ gameType: request.gameType, entries, total: matches.length, page: request.page, pageSize: POKEDEX_PAGE_SIZE, source: this.source.sourceName });
  }
}
