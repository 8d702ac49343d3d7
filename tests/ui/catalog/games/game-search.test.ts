import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarBackground, avatarHue } from '../../../../ui/features/catalog/games/avatar-colour.ts';
import { filterGames, foldForSearch, gameMatches, gamesUrl, queryFromSearch } from '../../../../ui/features/catalog/games/game-search.ts';

const GAMES = [
  { value: 'pokemon-go', label: 'Pokémon GO' },
  { value: 'league-of-legends', label: 'League of Legends' },
  { value: 'cs2', label: 'Counter-Strike 2' },
  { value: 'gta-5', label: 'Grand Theft Auto V' },
];

describe('game search', () => {
  it.each([
    ['pokemon', ['pokemon-go']],
    ['POKÉMON go', ['pokemon-go']],
    ['legends league', ['league-of-legends']],
    ['counter strike', ['cs2']],
    ['counterstrike', ['cs2']],
    ['gta', ['gta-5']],
    ['o', ['pokemon-go', 'league-of-legends', 'cs2', 'gta-5']],
    ['zzz', []],
  ])('%j keeps %j', (query, expected) => {
    expect(filterGames(GAMES, query).map((g) => g.value)).toEqual(expected);
  });

  it('keeps every game, in order, for a blank query', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\s.,-]*$/), (blank) => {
        expect(filterGames(GAMES, blank)).toBe(GAMES);
      }),
    );
  });

  it('finds every game by its own name, whatever the case', () => {
    for (const g of GAMES) {
      expect(gameMatches(g, g.label.toUpperCase())).toBe(true);
      expect(gameMatches(g, g.label.toLowerCase())).toBe(true);
    }
  });

  it('never keeps more games as the query grows', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(filterGames(GAMES, a + b).length).toBeLessThanOrEqual(filterGames(GAMES, a).length);
      }),
    );
  });

  it('folds case and diacritics', () => {
    expect(foldForSearch('  Pokémon — GO!  ')).toBe('pokemon go');
    expect(foldForSearch('Ærø Ça')).toBe('ærø ca');
  });
});

describe('games URL', () => {
  it('reads q, then the header search, else nothing', () => {
    expect(queryFromSearch('?q=valo')).toBe('valo');
    expect(queryFromSearch('?search=fort&q=valo')).toBe('valo');
    expect(queryFromSearch('?search=fort')).toBe('fort');
    expect(queryFromSearch('')).toBe('');
  });

  it('writes the trimmed query, keeps other parameters and drops the header search', () => {
    expect(gamesUrl('/games', '', ' valo ')).toBe('/games?q=valo');
    expect(gamesUrl('/games', '?page=2&search=x', 'pokémon go')).toBe('/games?page=2&q=pok%C3%A9mon+go');
    expect(gamesUrl('/games', '?q=old', '')).toBe('/games');
  });

  it('round-trips any query through the URL', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const url = gamesUrl('/games', '', query);
        expect(queryFromSearch(url.slice('/games'.length))).toBe(query.trim());
      }),
    );
  });
});

describe('game picture colour', () => {
  it('is the same for a game every time and a valid hue', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const hue = avatarHue(value);
        expect(hue).toBe(avatarHue(value));
        expect(Number.isInteger(hue) && hue >= 0 && hue < 360).toBe(true);
      }),
    );
  });

  it('tells the demo games apart', () => {
    const hues = new Set(['fortnite', 'valorant', 'league-of-legends', 'cs2', 'gta-5', 'pokemon-go', 'clash-royale', 'brawl-stars'].map(avatarHue));
    expect(hues.size).toBe(8);
    expect(avatarBackground('fortnite')).toMatch(/^linear-gradient\(135deg, hsl\(\d+ 62% 42%\), hsl\(\d+ 58% 28%\)\)$/);
  });
});
