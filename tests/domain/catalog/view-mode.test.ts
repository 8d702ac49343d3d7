import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GRID_PAGE_SIZE,
  LIST_PAGE_SIZE,
  defaultListingQuery,
  isVisitorLimited,
  pageSizeFor,
  viewModeFor,
  withPage,
  withViewMode,
} from '../../../domain/catalog/index.ts';
import { scenarioArb, viewModeArb } from './arbitraries.ts';

const productTypes = fc.constantFrom('currency', 'items', 'accounts', 'boosting');
const gridTypes = fc.uniqueArray(productTypes, { maxLength: 4 });

describe('viewModeFor', () => {
  it('follows the hand-written table', () => {
    const game = { gridProductTypes: ['items'], limited: false };
    expect(viewModeFor({ productType: { value: 'items' }, game, visitorLimited: false })).toBe('GRID');
    // not in the game's grid types
    expect(viewModeFor({ productType: { value: 'currency' }, game, visitorLimited: false })).toBe('LIST');
    // limited game
    expect(viewModeFor({ productType: { value: 'items' }, game: { ...game, limited: true }, visitorLimited: false })).toBe('LIST');
    // limited (or partly limited) visitor
    expect(viewModeFor({ productType: { value: 'items' }, game, visitorLimited: true })).toBe('LIST');
  });

  it('gives a limited game or a limited visitor LIST, whatever the product type', () => {
    fc.assert(
      fc.property(productTypes, gridTypes, fc.boolean(), fc.boolean(), (value, gridProductTypes, limited, visitorLimited) => {
        fc.pre(limited || visitorLimited);
        expect(viewModeFor({ productType: { value }, game: { gridProductTypes, limited }, visitorLimited })).toBe('LIST');
      }),
    );
  });

  it('without limits, is GRID exactly for the game’s grid product types', () => {
    fc.assert(
      fc.property(productTypes, gridTypes, (value, gridProductTypes) => {
        const mode = viewModeFor({ productType: { value }, game: { gridProductTypes, limited: false }, visitorLimited: false });
        expect(mode === 'GRID').toBe(gridProductTypes.includes(value));
      }),
    );
  });

  it('treats partly limited visitors as limited', () => {
    expect(isVisitorLimited({ isLimited: false, isPartlyLimited: true })).toBe(true);
    expect(isVisitorLimited({ isLimited: true, isPartlyLimited: false })).toBe(true);
    expect(isVisitorLimited({ isLimited: false, isPartlyLimited: false })).toBe(false);
  });
});

describe('page size', () => {
  it('is 12 for grid and 24 for list', () => {
    expect(pageSizeFor('GRID')).toBe(12);
    expect(pageSizeFor('LIST')).toBe(24);
    expect([GRID_PAGE_SIZE, LIST_PAGE_SIZE]).toEqual([12, 24]);
  });

  it('always matches the view mode, and skip always matches the page, after any visitor actions', () => {
    fc.assert(
      fc.property(scenarioArb, ({ viewMode, query }) => {
        expect(query.limit).toBe(pageSizeFor(viewMode));
        expect(Number.isInteger(query.page) && query.page >= 1).toBe(true);
        expect(query.skip).toBe((query.page - 1) * query.limit);
      }),
    );
  });

  it('follows a change of view mode, going back to page 1 when the size changes', () => {
    fc.assert(
      fc.property(scenarioArb, viewModeArb, ({ viewMode, query }, next) => {
        const moved = withViewMode(query, next);
        expect(moved.limit).toBe(pageSizeFor(next));
        expect(moved.skip).toBe((moved.page - 1) * moved.limit);
        if (next === viewMode) expect(moved).toEqual(query);
        else expect(moved.page).toBe(1);
      }),
    );
  });
});

describe('withPage', () => {
  it('skips (page - 1) × limit products', () => {
    // list page 3: (3 - 1) × 24 = 48; grid page 3: (3 - 1) × 12 = 24
    expect(withPage(defaultListingQuery('LIST', { smartTagFilters: {}, customFilters: {} }), 3).skip).toBe(48);
    expect(withPage(defaultListingQuery('GRID', { smartTagFilters: {}, customFilters: {} }), 3).skip).toBe(24);
  });

  it('reads a bad page number as the nearest valid page', () => {
    const q = defaultListingQuery('GRID', { smartTagFilters: {}, customFilters: {} });
    expect(withPage(q, 0).page).toBe(1);
    expect(withPage(q, -4).page).toBe(1);
    expect(withPage(q, Number.NaN).page).toBe(1);
    expect(withPage(q, 2.7).page).toBe(2);
  });
});
