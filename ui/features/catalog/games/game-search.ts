/**
 * The games page's search box: which games a typed query keeps, and how the
 * query lives in the URL (`/games?q=…`) so a shared link shows the same list.
 *
 * Reading: a query matches when every word of it appears somewhere in the
 * game's name or its URL value, ignoring case and diacritics ('pokemon'
 * finds 'Pokémon GO', 'gta 5' finds 'Grand Theft Auto V' only if its value
 * says so, e.g. 'gta-5'); an empty or blank query keeps every game.
 */

/** Lower case without diacritics, punctuation folded to spaces. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether a game (its label and value) matches the typed query. */
export function gameMatches(game: { readonly label: string; readonly value: string }, query: string): boolean {
  const words = foldForSearch(query).split(' ').filter((w) => w !== '');
  if (words.length === 0) return true;
  const haystack = `${foldForSearch(game.label)} ${foldForSearch(game.value)}`;
  const compact = haystack.replace(/ /g, '');
  return words.every((w) => haystack.includes(w) || compact.includes(w));
}

/** The games a query keeps, in their order. */
export function filterGames<G extends { readonly label: string; readonly value: string }>(games: readonly G[], query: string): readonly G[] {
  return foldForSearch(query) === '' ? games : games.filter((g) => gameMatches(g, query));
}

/** The query a games URL carries: `q`, else the header search's `search`, else none. */
export function queryFromSearch(search: string): string {
  const params = new URLSearchParams(search);
  return params.get('q') ?? params.get('search') ?? '';
}

/** The games URL for a query, keeping the URL's other parameters; a blank query drops `q` altogether. */
export function gamesUrl(path: string, search: string, query: string): string {
  const params = new URLSearchParams(search);
  params.delete('q');
  params.delete('search');
  const trimmed = query.trim();
  if (trimmed !== '') params.set('q', trimmed);
  const rest = params.toString();
  return rest === '' ? path : `${path}?${rest}`;
}
