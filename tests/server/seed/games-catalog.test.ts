import { describe, expect, it } from 'vitest';
import { listingPath, parseListingPath } from '../../../domain/index.ts';
import { CALCULATOR_GAMES, GAMES, TRACKER_GAMES, VISIBLE_GAMES, filtersFor, PRODUCT_TYPE_ROWS } from '../../../adapters/server/seed/index.ts';

// Spec section 2, copied verbatim so that a game dropped from the seed data fails here.
const CALCULATORS = [
  'dbl', 'gta', 'lol', 'steam', 'hayday', 'coc-clan', 'fortnite', 'freefire', 'valorant', 'warframe', '8ballpool', 'boombeach', 'efootball',
  'pokemongo', 'brawlstars', 'cod-mobile', 'clashroyale', 'pubg-mobile', 'apex-legends', 'call-of-duty', 'clashofclans', 'lol-wildrift',
  'lords-mobile', 'marvel-rivals', 'mobilelegends', 'genshin-impact', 'lol-resistance', 'world-of-tanks', 'rise-of-kingdoms',
  'rainbow-six-siege', 'cs-inventory-value', 'world-of-tanks-blitz',
];
const TRACKERS = ['fortnite', 'valorant', 'brawl-stars', 'apex-legends', 'clash-royale', 'marvel-rivals', 'clash-of-clans', 'league-of-legends'];
const typeValues = PRODUCT_TYPE_ROWS.map((p) => p.value);

describe('games catalog', () => {
  it('has at least 30 games with unique dash-case values and labels', () => {
    expect(GAMES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(GAMES.map((g) => g.value)).size).toBe(GAMES.length);
    expect(new Set(GAMES.map((g) => g.label)).size).toBe(GAMES.length);
    for (const g of GAMES) expect(g.value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers every calculator and tracker game of the spec', () => {
    for (const slug of CALCULATORS) expect(CALCULATOR_GAMES.get(slug), slug).toBeDefined();
    for (const slug of TRACKERS) expect(TRACKER_GAMES.get(slug), slug).toBeDefined();
    // The name-alike slugs point at the same game.
    expect(CALCULATOR_GAMES.get('lol')).toBe(TRACKER_GAMES.get('league-of-legends'));
    expect(CALCULATOR_GAMES.get('coc-clan')).toBe(CALCULATOR_GAMES.get('clashofclans'));
    expect(CALCULATOR_GAMES.get('brawlstars')).toBe(TRACKER_GAMES.get('brawl-stars'));
  });

  it('hides one or two games and limits one, and never hides a calculator game', () => {
    const hidden = GAMES.filter((g) => g.hidden === true);
    expect(hidden.length).toBeGreaterThanOrEqual(1);
    expect(hidden.length).toBeLessThanOrEqual(2);
    expect(GAMES.filter((g) => g.limited === true)).toHaveLength(1);
    for (const g of hidden) expect(g.calculators ?? []).toEqual([]);
    expect(VISIBLE_GAMES.length).toBe(GAMES.length - hidden.length);
  });

  it('gives every game platforms, known product types and grid types it sells', () => {
    for (const g of GAMES) {
      expect(g.platforms.length, g.value).toBeGreaterThan(0);
      expect(g.productTypes.length, g.value).toBeGreaterThan(0);
      for (const t of g.productTypes) expect(typeValues).toContain(t);
      for (const t of g.gridProductTypes) expect(g.productTypes, g.value).toContain(t);
    }
  });

  it('has the data each sold product type needs, with options behind every filter', () => {
    for (const g of GAMES) {
      for (const t of g.productTypes) {
        const filters = filtersFor(g, t);
        expect(filters.length, `${g.value}/${t}`).toBeGreaterThan(0);
        for (const f of filters) {
          expect(f.options.length, `${g.value}/${t}/${f.value}`).toBeGreaterThan(0);
          expect(new Set(f.options.map((o) => o.value)).size).toBe(f.options.length);
          const defaults = f.defaultValue === null ? [] : typeof f.defaultValue === 'string' ? [f.defaultValue] : f.defaultValue;
          for (const d of defaults) expect(f.options.map((o) => o.value)).toContain(d);
          if (f.hotSearch !== undefined) expect(f.options.map((o) => o.value)).toContain(f.hotSearch);
        }
        expect(new Set(filters.map((f) => f.value)).size).toBe(filters.length);
      }
    }
  });

  it('names search terms that listing titles can actually contain', () => {
    for (const g of GAMES) {
      for (const term of g.accounts?.searchTerms ?? []) expect(g.accounts?.highlights.some((h) => h.includes(term)), `${g.value}: ${term}`).toBe(true);
      for (const kind of g.boosting ?? []) if (kind.searchTerm !== undefined) expect(kind.title).toContain(kind.searchTerm);
    }
  });

  it('builds listing URLs that read back as the same game and product type', () => {
    for (const g of GAMES) {
      for (const t of g.productTypes) {
        const parsed = parseListingPath(listingPath(g.value, t), typeValues);
        expect(parsed.isOk() ? parsed.value : parsed.error).toEqual({ gameType: g.value, productType: t });
      }
    }
  });
});
