import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveSort, sortOptionOf, withSortOption, type SortOption } from '../../../domain/catalog/index.ts';
import { forcedModeArb, plainModeArb, scenarioArb } from './arbitraries.ts';

const optionArb: fc.Arbitrary<SortOption> = fc.constantFrom('RECOMMENDED', 'price_asc', 'price_desc');

describe('the sort select', () => {
  it('maps each choice to the query sort and back', () => {
    expect(sortOptionOf({ sortBy: 'RECOMMENDED', sortDirection: -1 })).toBe('RECOMMENDED');
    expect(sortOptionOf({ sortBy: 'price', sortDirection: 1 })).toBe('price_asc');
    expect(sortOptionOf({ sortBy: 'price', sortDirection: -1 })).toBe('price_desc');
  });

  it('shows the choice just made, on page 1', () => {
    fc.assert(
      fc.property(scenarioArb, optionArb, plainModeArb, ({ query }, option, listMode) => {
        const next = withSortOption(query, option);
        expect(sortOptionOf(effectiveSort(next, listMode))).toBe(option);
        expect(next.page).toBe(1);
        expect(next.smartTagFilters).toBe(query.smartTagFilters);
      }),
    );
  });

  it('shows price ascending in a forced price-sort list mode, whatever was chosen', () => {
    fc.assert(
      fc.property(scenarioArb, optionArb, forcedModeArb, ({ query }, option, listMode) => {
        expect(sortOptionOf(effectiveSort(withSortOption(query, option), listMode))).toBe('price_asc');
      }),
    );
  });
});
