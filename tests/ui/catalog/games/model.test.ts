import { allSettled, createWatch, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { domainError } from '../../../../domain/index.ts';
import { apiRequestFx, type ApiRequest } from '../../../../ui/features/shared/api/model.ts';
import {
  $allGames,
  $allGamesState,
  $filteredGames,
  $gameLanding,
  $gameLandingFailed,
  $gamesQuery,
  $popularGames,
  $serviceGames,
  $serviceGamesFailed,
  $services,
  gamesQueryChanged,
  queryPauseFx,
  serviceValueOf,
} from '../../../../ui/features/catalog/games/model.ts';
import { $page, $pendingNavigation, navigated, navigationCarriedOut, navigationRequested, pageResolved, resolvePageFx, stillWanted, type CurrentPage, type PageResolution } from '../../../../ui/features/shared/page/model.ts';

const game = (value: string, label: string, productTypes: string[] = ['currency']) => ({
  value,
  label,
  hidden: false,
  productTypes: productTypes.map((p) => ({ value: p, label: p.toUpperCase() })),
});
const GAMES = [game('fortnite', 'Fortnite', ['currency', 'accounts']), game('pokemon-go', 'Pokémon GO'), game('valorant', 'Valorant', ['accounts', 'boosting'])];
const LANDING = {
  game: { value: 'fortnite', label: 'Fortnite', hidden: false },
  productTypes: [{ value: 'currency', label: 'Currency', hotSearches: [{ url: '1000-v-bucks', labels: { en: '1000 V-Bucks', de: 'V-Bucks: 1000' } }] }],
};

/** A fake of our API: answers by path, records every request, and fails for paths in `failing`. */
function fakeApi(failing: readonly string[] = []) {
  const calls: string[] = [];
  const handler = (request: ApiRequest) => {
    calls.push(request.path);
    if (failing.some((f) => request.path.startsWith(f))) return Promise.reject(domainError('GAME_NOT_FOUND', 'Game not found'));
    if (request.path === '/api/games?sort=name') return Promise.resolve({ games: GAMES });
    if (request.path.startsWith('/api/games?sort=popularity')) return Promise.resolve({ games: GAMES.slice(0, 2) });
    if (request.path === '/api/games/fortnite') return Promise.resolve(LANDING);
    if (request.path === '/api/games/valorant') return Promise.resolve({ ...LANDING, game: { value: 'valorant', label: 'Valorant', hidden: false } });
    if (request.path === '/api/services') return Promise.resolve({ services: [{ value: 'currency', label: 'Currency', gameCount: 2 }] });
    if (request.path === '/api/services/accounts') return Promise.resolve({ service: { value: 'accounts', label: 'Accounts' }, games: [{ value: 'valorant', label: 'Valorant', hidden: false }] });
    return Promise.reject(domainError('NOT_FOUND', `no fake for ${request.path}`));
  };
  return { calls, handler };
}

function scopeWith(api = fakeApi()) {
  // Typing pauses at once: the test decides the order of events, not a timer.
  return { api, scope: fork({ handlers: [[apiRequestFx, api.handler], [queryPauseFx, (query: string) => query]] }) };
}

const page = (name: string, pathname: string, search = '', params: Record<string, string> = {}, status = 200): CurrentPage => ({ name, layout: 'default', params, pathname, search, status });
const resolve = (scope: Scope, p: CurrentPage) => allSettled(pageResolved, { scope, params: p });

describe('games page model', () => {
  it('loads every game when the games page is resolved and shows them all without a query', async () => {
    const { scope, api } = scopeWith();
    await resolve(scope, page('games', '/games'));
    expect(api.calls).toEqual(['/api/games?sort=name']);
    expect(scope.getState($allGamesState)).toBe('ready');
    expect(scope.getState($filteredGames).map((g) => g.value)).toEqual(['fortnite', 'pokemon-go', 'valorant']);
  });

  it("restores the query of a shared link (?q=), ignoring case and diacritics", async () => {
    const { scope } = scopeWith();
    await resolve(scope, page('games', '/games', '?q=POKEMON'));
    expect(scope.getState($gamesQuery)).toBe('POKEMON');
    expect(scope.getState($filteredGames).map((g) => g.label)).toEqual(['Pokémon GO']);
  });

  it("takes the header search's ?search= as the query when there is no ?q=", async () => {
    const { scope } = scopeWith();
    await resolve(scope, page('games', '/games', '?search=valo'));
    expect(scope.getState($filteredGames).map((g) => g.value)).toEqual(['valorant']);
  });

  it('narrows the list as the visitor types and writes the query to the URL, replacing the entry', async () => {
    const { scope, api } = scopeWith();
    await resolve(scope, page('games', '/games'));
    await allSettled(gamesQueryChanged, { scope, params: 'for' });
    expect(scope.getState($filteredGames).map((g) => g.value)).toEqual(['fortnite']);
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/games?q=for', replace: true, from: '/games' });
    await allSettled(navigationCarriedOut, { scope });
    // The router resolves the new URL: the box keeps its text and nothing is loaded again.
    await resolve(scope, page('games', '/games', '?q=for'));
    expect(scope.getState($gamesQuery)).toBe('for');
    expect(api.calls).toEqual(['/api/games?sort=name']);
  });

  it('drops q from the URL when the box is cleared, keeping other parameters', async () => {
    const { scope } = scopeWith();
    await resolve(scope, page('games', '/games', '?q=for&page=2'));
    await allSettled(gamesQueryChanged, { scope, params: '  ' });
    expect(scope.getState($filteredGames)).toHaveLength(3);
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/games?page=2', replace: true, from: '/games?q=for&page=2' });
  });

  it('never lets the late resolution of an earlier written query overwrite newer typing', async () => {
    const { scope } = scopeWith();
    await resolve(scope, page('games', '/games'));
    await allSettled(gamesQueryChanged, { scope, params: 'val' });
    await allSettled(gamesQueryChanged, { scope, params: 'valor' });
    await resolve(scope, page('games', '/games', '?q=val'));
    expect(scope.getState($gamesQuery)).toBe('valor');
    await resolve(scope, page('games', '/games', '?q=valor'));
    expect(scope.getState($gamesQuery)).toBe('valor');
    // A real navigation to another query (a link) is taken.
    await resolve(scope, page('fortnite', '/fortnite'));
    await resolve(scope, page('games', '/games', '?q=pok'));
    expect(scope.getState($gamesQuery)).toBe('pok');
  });

  it('writes nothing while typing continues: only the query the pause ended on', async () => {
    const api = fakeApi();
    let release: (query: string) => void = () => undefined;
    const scope = fork({
      handlers: [
        [apiRequestFx, api.handler],
        [queryPauseFx, (query: string) => (query === 'f' ? new Promise<string>((r) => (release = r)) : Promise.resolve(query))],
      ],
    });
    await resolve(scope, page('games', '/games'));
    const written: string[] = [];
    const unwatch = createWatch({ unit: navigationRequested, scope, fn: ({ to }) => written.push(to) });
    const first = allSettled(gamesQueryChanged, { scope, params: 'f' });
    const second = allSettled(gamesQueryChanged, { scope, params: 'fo' });
    release('f');
    await Promise.all([first, second]);
    unwatch();
    expect(written).toEqual(['/games?q=fo']);
  });

  it('drops a query write once the address bar has moved on: a card clicked before the page model heard of it', () => {
    const write = { to: '/games?q=Fortnite', replace: true, from: '/games' };
    expect(stillWanted(write, '/games')).toBe(true);
    expect(stillWanted(write, '/fortnite')).toBe(false);
    // A request made for no page in particular (a guard's redirect, a link in a notice) always applies.
    expect(stillWanted({ to: '/login', replace: true }, '/fortnite')).toBe(true);
  });

  it('writes no query once the visitor has clicked away to another page that is still loading', async () => {
    const api = fakeApi();
    let release: (query: string) => void = () => undefined;
    let answer: (resolution: PageResolution) => void = () => undefined;
    const scope = fork({
      handlers: [
        [apiRequestFx, api.handler],
        [queryPauseFx, () => new Promise<string>((r) => (release = r))],
        [resolvePageFx, () => new Promise<PageResolution>((r) => (answer = r))],
      ],
    });
    await resolve(scope, page('games', '/games'));
    const written: string[] = [];
    const unwatch = createWatch({ unit: navigationRequested, scope, fn: ({ to }) => written.push(to) });
    const typed = allSettled(gamesQueryChanged, { scope, params: 'Fortnite' });
    // The card's link: the router reports the new location, whose page is still being looked up.
    const left = allSettled(navigated, { scope, params: '/fortnite' });
    release('Fortnite');
    await Promise.resolve();
    answer({ kind: 'page', page: page('game', '/fortnite', '', { game: 'fortnite' }) });
    await Promise.all([typed, left]);
    unwatch();
    expect(written).toEqual([]);
    expect(scope.getState($page).pathname).toBe('/fortnite');
  });

  it('reloads the games when the visitor comes back to the page, keeping the old list meanwhile', async () => {
    const { scope, api } = scopeWith();
    await resolve(scope, page('games', '/games'));
    await resolve(scope, page('home', '/'));
    expect(scope.getState($allGames)).toHaveLength(3);
    await resolve(scope, page('games', '/games'));
    expect(api.calls.filter((c) => c === '/api/games?sort=name')).toHaveLength(2);
  });

  it('marks the list failed when the API fails, so the page can say so', async () => {
    const { scope } = scopeWith(fakeApi(['/api/games']));
    await resolve(scope, page('games', '/games'));
    expect(scope.getState($allGamesState)).toBe('failed');
    expect(scope.getState($filteredGames)).toEqual([]);
  });
});

describe('home, services and landing page models', () => {
  it('loads the popular games and the services for the home page', async () => {
    const { scope, api } = scopeWith();
    await resolve(scope, page('home', '/'));
    expect(api.calls.sort()).toEqual(['/api/games?sort=popularity&limit=12', '/api/services']);
    expect(scope.getState($popularGames).map((g) => g.value)).toEqual(['fortnite', 'pokemon-go']);
    expect(scope.getState($services)).toEqual([{ value: 'currency', label: 'Currency', gameCount: 2 }]);
  });

  it("loads a game's landing data for its page, and not for an error page", async () => {
    const { scope, api } = scopeWith();
    await resolve(scope, page('game', '/no-such-game', '', { gameType: 'no-such-game' }, 404));
    expect(api.calls).toEqual([]);
    await resolve(scope, page('game', '/fortnite', '', { gameType: 'fortnite', game: 'Fortnite' }));
    expect(scope.getState($gameLanding)?.productTypes[0]?.hotSearches[0]?.url).toBe('1000-v-bucks');
  });

  it("shows no previous game's data while another game loads, and ignores an answer for a page left", async () => {
    const api = fakeApi();
    const gates = new Map<string, () => void>();
    const gated = new Set<string>();
    const scope = fork({
      handlers: [
        [apiRequestFx, (request: ApiRequest) => (gated.has(request.path) ? new Promise((r) => gates.set(request.path, () => r(api.handler(request)))) : api.handler(request))],
        [queryPauseFx, (q: string) => q],
      ],
    });
    await resolve(scope, page('game', '/fortnite', '', { gameType: 'fortnite' }));
    expect(scope.getState($gameLanding)?.game.value).toBe('fortnite');
    // Valorant is slow: Fortnite's data must not stand in for it meanwhile.
    gated.add('/api/games/valorant');
    const valorant = resolve(scope, page('game', '/valorant', '', { gameType: 'valorant' }));
    await Promise.resolve();
    expect(scope.getState($gameLanding)).toBeNull();
    gates.get('/api/games/valorant')?.();
    await valorant;
    expect(scope.getState($gameLanding)?.game.value).toBe('valorant');
    // Fortnite answers late, after the visitor already went on to Valorant.
    gated.clear();
    gated.add('/api/games/fortnite');
    const fortnite = resolve(scope, page('game', '/fortnite', '', { gameType: 'fortnite' }));
    await Promise.resolve();
    gated.clear();
    const back = resolve(scope, page('game', '/valorant', '', { gameType: 'valorant' }));
    // Released after Valorant's answer is in (an allSettled would wait for the gate).
    setTimeout(() => gates.get('/api/games/fortnite')?.(), 20);
    await Promise.all([fortnite, back]);
    expect(scope.getState($page).params['gameType']).toBe('valorant');
    expect(scope.getState($gameLanding)?.game.value).toBe('valorant');
  });

  it("flags a landing page whose data failed to load", async () => {
    const { scope } = scopeWith(fakeApi(['/api/games/fortnite']));
    await resolve(scope, page('game', '/fortnite', '', { gameType: 'fortnite' }));
    expect(scope.getState($gameLandingFailed)).toBe(true);
    expect(scope.getState($gameLanding)).toBeNull();
  });

  it('loads the services list for /services and the games of one service from its path, not its title', async () => {
    const { scope, api } = scopeWith();
    await resolve(scope, page('services', '/services'));
    expect(scope.getState($services)).toHaveLength(1);
    // The server puts the label in params (for the title); the value comes from the path.
    await resolve(scope, page('servicesProductType', '/services/accounts', '', { productType: 'Accounts' }));
    expect(api.calls).toContain('/api/services/accounts');
    expect(scope.getState($serviceGames)?.games.map((g) => g.value)).toEqual(['valorant']);
    expect(scope.getState($serviceGamesFailed)).toBe(false);
  });

  it('reads the service value from a services path', () => {
    expect(serviceValueOf({ pathname: '/services/gift-cards' })).toBe('gift-cards');
    expect(serviceValueOf({ pathname: '/services' })).toBe('');
  });

  it('rejects an API answer of the wrong shape instead of rendering it', async () => {
    const scope = fork({ handlers: [[apiRequestFx, () => Promise.resolve({ games: [{ value: 1 }] })]] });
    await resolve(scope, page('games', '/games'));
    expect(scope.getState($allGamesState)).toBe('failed');
  });
});
