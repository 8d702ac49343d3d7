import { combine, createEvent, createStore, sample } from 'effector';
import { cpTable, isPokemonType, pathFor, type CpAtLevel, type ErrorCode, type PokemonType } from '../../../../domain/index.ts';
import { PokedexAnswer } from '../../../../contracts/tools/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { $page, navigationRequested, pageResolved } from '../../shared/page/model.ts';

/*
 * A game's pokedex (`/{gameType}/pokedex?q=&type=&page=`): one page of species
 * from GET /api/tools/pokedex/:gameType (the data stays on the server; the
 * browser gets only the page it shows). Search and type filter are the URL, so
 * every filtered view is a link and renders on the server too. The CP table of
 * a species is computed here from its GO stats with the domain's formulas.
 */

export interface PokedexRequest {
  readonly gameType: string;
  readonly q: string;
  readonly type: PokemonType | null;
  readonly page: number;
}

export function pokedexRequestFor(gameType: string, search: string): PokedexRequest {
  const query = new URLSearchParams(search);
  const type = query.get('type') ?? '';
  const page = Number(query.get('page') ?? '1');
  return { gameType, q: (query.get('q') ?? '').slice(0, 40), type: isPokemonType(type) ? type : null, page: Number.isInteger(page) && page >= 1 && page <= 100 ? page : 1 };
}

/** The page URL of a search, type and page (defaults left out). */
export function pokedexHref(request: PokedexRequest): string {
  const query = new URLSearchParams();
  if (request.q !== '') query.set('q', request.q);
  if (request.type !== null) query.set('type', request.type);
  if (request.page > 1) query.set('page', String(request.page));
  const qs = query.toString();
  return `${pathFor('gamePokedex', { gameType: request.gameType })}${qs === '' ? '' : `?${qs}`}`;
}

function apiPath(request: PokedexRequest): string {
  const query = new URLSearchParams({ q: request.q, page: String(request.page) });
  if (request.type !== null) query.set('type', request.type);
  return `/api/tools/pokedex/${encodeURIComponent(request.gameType)}?${query.toString()}`;
}

export const fetchPokedexFx = apiEffect((request: PokedexRequest) => ({ method: 'GET', path: apiPath(request) }), PokedexAnswer);

export const searchSubmitted = createEvent<{ readonly q: string; readonly type: string }>();
export const speciesToggled = createEvent<string>();

export const $pokedex = createStore<PokedexAnswer | null>(null, { sid: 'pokedex/$pokedex' }).on(fetchPokedexFx.doneData, (_, answer) => answer);
export const $pokedexError = createStore<ErrorCode | null>(null, { sid: 'pokedex/$pokedexError' })
  .on(fetchPokedexFx, () => null)
  .on(fetchPokedexFx.failData, (_, error) => error.code);
/** The species whose CP table is open. */
export const $openSpecies = createStore<string | null>(null, { sid: 'pokedex/$openSpecies' }).on(speciesToggled, (open, id) => (open === id ? null : id));

export const $pokedexRequest = $page.map((page) => pokedexRequestFor(page.params['gameType'] ?? '', page.search));

sample({
  clock: pageResolved,
  filter: (page) => page.name === 'gamePokedex' && page.status < 400,
  fn: (page) => pokedexRequestFor(page.params['gameType'] ?? '', page.search),
  target: fetchPokedexFx,
});
sample({ clock: pageResolved, fn: () => null, target: $openSpecies });

sample({
  clock: searchSubmitted,
  source: $pokedexRequest,
  fn: (current, { q, type }) => ({ to: pokedexHref({ gameType: current.gameType, q: q.trim(), type: isPokemonType(type) ? type : null, page: 1 }), replace: false }),
  target: navigationRequested,
});

/** The open species' CP at every level, from its GO stats. */
export const $openCpTable = combine($pokedex, $openSpecies, (pokedex, open): readonly CpAtLevel[] => {
  const entry = pokedex?.entries.find((e) => e.id === open);
  return entry === undefined ? [] : cpTable(entry.go);
});

/** Links to the previous and next page of the same search, when there are such pages. */
export const $pokedexPages = combine($pokedex, $pokedexRequest, (pokedex, request) => {
  if (pokedex === null) return null;
  const pages = Math.max(1, Math.ceil(pokedex.total / pokedex.pageSize));
  return {
    page: pokedex.page,
    pages,
    prevHref: pokedex.page > 1 ? pokedexHref({ ...request, page: pokedex.page - 1 }) : null,
    nextHref: pokedex.page < pages ? pokedexHref({ ...request, page: pokedex.page + 1 }) : null,
  };
});
