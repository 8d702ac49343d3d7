import { describe, expect, it } from 'vitest';
import { GAMES, LANGUAGES, VISIBLE_GAMES } from '../../../adapters/server/seed/index.ts';
import { catalog, scopeFilters } from './fixtures.ts';

const FIELDS = ['label', 'description', 'metaTitle', 'metaDescription'] as const;
const scopes = scopeFilters(catalog);

describe('hot searches', () => {
  it('have non-empty copy in all 13 languages', () => {
    expect(LANGUAGES).toHaveLength(13);
    expect(catalog.hotSearches.length).toBeGreaterThan(0);
    for (const h of catalog.hotSearches) {
      expect(Object.keys(h.content).sort()).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) for (const field of FIELDS) expect(h.content[language]?.[field].trim(), `${h.url} ${language} ${field}`).not.toBe('');
    }
  });

  it('are written per language: no non-English text equals the English one', () => {
    for (const h of catalog.hotSearches) {
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        for (const field of FIELDS) expect(h.content[language]?.[field], `${h.gameType}/${h.productType}/${h.url} ${language} ${field}`).not.toBe(h.content['en']?.[field]);
      }
    }
  });

  it('use each language’s own words and script', () => {
    const sample = catalog.hotSearches.find((h) => h.gameType === 'league-of-legends' && h.productType === 'accounts' && h.url === 'euw');
    expect(sample?.content['de']?.metaTitle).toContain('kaufen');
    expect(sample?.content['fr']?.metaTitle).toContain('Acheter');
    expect(sample?.content['es']?.label).toContain('Cuentas');
    expect(sample?.content['ja']?.label).toMatch(/[\u30a0-\u30ff]/);
    expect(sample?.content['zh']?.label).toMatch(/[\u4e00-\u9fff]/);
    expect(sample?.content['ar']?.description).toMatch(/[\u0600-\u06ff]/);
    expect(sample?.content['hi']?.description).toMatch(/[\u0900-\u097f]/);
  });

  it('give 2–4 links to each main product type of each visible game, none to hidden games', () => {
    const hidden = new Set(GAMES.filter((g) => g.hidden === true).map((g) => g.value));
    for (const h of catalog.hotSearches) expect(hidden.has(h.gameType)).toBe(false);
    for (const g of VISIBLE_GAMES) {
      for (const t of g.productTypes.slice(0, 3)) {
        const n = catalog.hotSearches.filter((h) => h.gameType === g.value && h.productType === t).length;
        expect(n, `${g.value}/${t}`).toBeGreaterThanOrEqual(2);
        expect(n, `${g.value}/${t}`).toBeLessThanOrEqual(4);
      }
    }
  });

  it('each apply exactly one thing that exists on its page, under a unique slug', () => {
    const platforms = new Map(GAMES.map((g) => [g.value, new Set<string>(g.platforms)]));
    const urls = new Set<string>();
    for (const h of catalog.hotSearches) {
      const key = `${h.gameType}/${h.productType}/${h.url}`;
      expect(urls.has(key), key).toBe(false);
      urls.add(key);
      expect(h.url).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const tags = Object.entries(h.smartTags ?? {});
      const applied = tags.length + (h.platformFilter ? 1 : 0) + (h.searchFilter ? 1 : 0);
      expect(applied, key).toBe(1);
      const filters = scopes.get(`${h.gameType}/${h.productType}`);
      for (const [filter, value] of tags) {
        for (const v of Array.isArray(value) ? value : [value]) expect(filters?.get(filter)?.has(v), `${key}: ${filter}=${v}`).toBe(true);
      }
      if (h.platformFilter) expect(platforms.get(h.gameType)?.has(h.platformFilter)).toBe(true);
    }
  });

  it('search for terms that some listing title of that page can contain', () => {
    for (const h of catalog.hotSearches.filter((x) => x.searchFilter)) {
      const game = GAMES.find((g) => g.value === h.gameType);
      const term = h.searchFilter ?? '';
      const texts = [
        ...(game?.accounts?.highlights ?? []),
        ...(game?.items?.list ?? []).map((i) => i.name),
        ...(game?.skins?.list ?? []).map((i) => i.name),
        ...(game?.boosting ?? []).map((k) => k.title),
      ];
      expect(texts.some((t) => t.includes(term)), `${h.gameType}: ${term}`).toBe(true);
    }
  });
});
