import { describe, expect, it } from 'vitest';
import { generateDemoCatalog, GAMES, type DemoCatalog } from '../../../adapters/server/seed/index.ts';
import { catalog, listings } from './fixtures.ts';

/** Everything but the generator function, listings included, as plain data. */
function snapshot(c: DemoCatalog): string {
  const { listingBatches, listingOptions: _options, ...rows } = c;
  return JSON.stringify({ ...rows, listings: [...listingBatches(700)].flat() });
}

describe('generateDemoCatalog', () => {
  it('gives identical output for the same seed and base date', () => {
    expect(snapshot(generateDemoCatalog({ seed: 9, listings: 300 }))).toBe(snapshot(generateDemoCatalog({ seed: 9, listings: 300 })));
    expect(snapshot(generateDemoCatalog())).toBe(snapshot(catalog));
  });

  it('gives different listings and ids for a different seed', () => {
    const other = [...generateDemoCatalog({ seed: 43 }).listingBatches()].flat();
    expect(other.map((l) => l.id)).not.toEqual(listings.map((l) => l.id));
    const differing = other.filter((l, i) => l.title !== listings[i]?.title || l.priceMinor !== listings[i]?.priceMinor).length;
    expect(differing).toBeGreaterThan(listings.length / 2);
  });

  it('takes its dates from the base date, not the clock', () => {
    const base = new Date('2020-02-02T00:00:00Z');
    const c = generateDemoCatalog({ listings: 50, baseDate: base });
    for (const l of [...c.listingBatches()].flat()) expect(l.createdAt?.getTime()).toBeLessThanOrEqual(base.getTime());
    for (const r of c.exchangeRates) expect(r.updatedAt).toEqual(base);
  });

  it('holds a game row, its product types and platforms for every seed game', () => {
    expect(catalog.games.map((g) => g.value).sort()).toEqual(GAMES.map((g) => g.value).sort());
    const typeValues = new Set(catalog.productTypes.map((p) => p.value));
    for (const gpt of catalog.gameProductTypes) {
      expect(typeValues.has(gpt.productType)).toBe(true);
      expect(catalog.games.some((g) => g.value === gpt.gameType)).toBe(true);
    }
    for (const g of catalog.games) {
      expect(catalog.platformTypes.filter((p) => p.gameType === g.value).length, g.value).toBeGreaterThan(0);
      const sold = catalog.gameProductTypes.filter((x) => x.gameType === g.value).map((x) => x.productType);
      for (const grid of g.gridProductTypes ?? []) expect(sold).toContain(grid);
    }
  });

  it('offers the product types of the brief with their list modes and fees', () => {
    const byValue = new Map(catalog.productTypes.map((p) => [p.value, p]));
    expect(byValue.get('currency')?.listMode).toMatch(/^(LIST|GRID)$/);
    expect(byValue.get('items')?.listMode).toBe('GRID');
    expect(byValue.get('accounts')?.listMode).toBe('LIST');
    expect(byValue.get('boosting')?.listMode).toBe('BOOST_GRID');
    expect(byValue.get('top-up')).toMatchObject({ label: 'Top Up', listMode: 'TOPUP_GRID', serviceFee: 5, netFeeMinor: 50 });
    expect(catalog.productTypes.some((p) => p.serviceFee === null && p.netFeeMinor === null)).toBe(true);
  });

  it('uses unique ids across filters, tags, platforms, hot searches, custom filters and users', () => {
    for (const ids of [catalog.smartTagFilters, catalog.smartTags, catalog.platformTypes, catalog.hotSearches, catalog.customFilters, catalog.users].map((rows) =>
      rows.map((r) => r.id),
    )) {
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('links every smart tag to a filter, with defaults among the filter options', () => {
    const filterIds = new Set(catalog.smartTagFilters.map((f) => f.id));
    for (const tag of catalog.smartTags) expect(filterIds.has(tag.filterId)).toBe(true);
    for (const f of catalog.smartTagFilters) {
      const options = catalog.smartTags.filter((t) => t.filterId === f.id).map((t) => t.value);
      const defaults = f.defaultValue === null || f.defaultValue === undefined ? [] : Array.isArray(f.defaultValue) ? f.defaultValue : [f.defaultValue];
      for (const d of defaults) expect(options).toContain(d);
      if (Array.isArray(f.defaultValue)) expect(f.multiSelect).toBe(true);
    }
    // Mostly "any", some with a default.
    const withDefault = catalog.smartTagFilters.filter((f) => f.defaultValue !== null).length;
    expect(withDefault).toBeGreaterThan(0);
    expect(withDefault).toBeLessThan(catalog.smartTagFilters.length / 2);
  });

  it('has the smart-tag filters a buyer expects on the showcase pages', () => {
    const filterValues = (game: string, type: string): string[] => catalog.smartTagFilters.filter((f) => f.gameType === game && f.productType === type).map((f) => f.value);
    expect(filterValues('fortnite', 'accounts')).toEqual(expect.arrayContaining(['count', 'platform-linked']));
    expect(filterValues('league-of-legends', 'accounts')).toEqual(expect.arrayContaining(['server', 'rank']));
    expect(filterValues('genshin-impact', 'accounts')).toEqual(expect.arrayContaining(['server', 'adventure-rank']));
    expect(filterValues('valorant', 'boosting')).toContain('rank');
    expect(filterValues('fortnite', 'currency')).toContain('amount-tier');
    const lolServer = catalog.smartTagFilters.find((f) => f.gameType === 'league-of-legends' && f.productType === 'accounts' && f.value === 'server');
    expect(catalog.smartTags.filter((t) => t.filterId === lolServer?.id).map((t) => t.label)).toEqual(expect.arrayContaining(['EUW', 'NA', 'EUNE', 'KR']));
  });

  it('offers an instant-delivery custom filter only on scopes the game sells', () => {
    expect(catalog.customFilters.length).toBeGreaterThan(0);
    const sold = new Set(catalog.gameProductTypes.map((g) => `${g.gameType}/${g.productType}`));
    for (const c of catalog.customFilters) {
      expect(sold.has(`${c.gameType}/${c.productType}`)).toBe(true);
      expect(c).toMatchObject({ field: 'deliveryDuration', value: 'INSTANT', label: 'Instant delivery' });
    }
  });
});
