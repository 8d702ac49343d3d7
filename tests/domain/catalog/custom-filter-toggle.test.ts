import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultListingQuery, isCustomFilterOn, toggleCustomFilter, withPage, type CustomFilterValue } from '../../../domain/catalog/index.ts';
import { CUSTOM_FIELDS, customValueArb, scenarioArb } from './arbitraries.ts';

/** A value a toggle can apply: one that selects something (a toggle applying "nothing" would be always on). */
const appliesArb: fc.Arbitrary<CustomFilterValue> = fc.constantFrom<CustomFilterValue>('INSTANT', 'x', 1, true, false, ['x', 'y']);
const toggleArb = fc.record({ field: fc.constantFrom(...CUSTOM_FIELDS), applies: appliesArb });

describe('custom filter toggles', () => {
  it('turns the filter on with its value and off again', () => {
    const query = withPage(defaultListingQuery('LIST', { smartTagFilters: {}, customFilters: { deliveryDuration: null } }), 2);
    const instant = { field: 'deliveryDuration', applies: 'INSTANT' };
    expect(isCustomFilterOn(query.extraFilters.customFilters, instant)).toBe(false);
    const on = toggleCustomFilter(query, instant);
    expect(on.extraFilters.customFilters).toEqual({ deliveryDuration: 'INSTANT' });
    expect(on.page).toBe(1);
    expect(isCustomFilterOn(on.extraFilters.customFilters, instant)).toBe(true);
    expect(toggleCustomFilter(on, instant).extraFilters.customFilters).toEqual({ deliveryDuration: null });
  });

  it('counts a value equal as the visitor sees it as on (a one-item list, another order)', () => {
    expect(isCustomFilterOn({ platform: ['x'] }, { field: 'platform', applies: 'x' })).toBe(true);
    expect(isCustomFilterOn({ platform: ['y', 'x'] }, { field: 'platform', applies: ['x', 'y'] })).toBe(true);
    expect(isCustomFilterOn({}, { field: 'toString', applies: 'x' })).toBe(false);
  });

  it('flips the toggle on every click and leaves the other filters alone', () => {
    fc.assert(
      fc.property(scenarioArb, toggleArb, ({ query }, filter) => {
        const next = toggleCustomFilter(query, filter);
        expect(isCustomFilterOn(next.extraFilters.customFilters, filter)).toBe(!isCustomFilterOn(query.extraFilters.customFilters, filter));
        for (const field of CUSTOM_FIELDS) {
          if (field !== filter.field) expect(own(next.extraFilters.customFilters, field)).toEqual(own(query.extraFilters.customFilters, field));
        }
        expect(next.smartTagFilters).toBe(query.smartTagFilters);
        expect(next.page).toBe(1);
      }),
    );
  });

  it('is on exactly when the query holds what the filter applies', () => {
    fc.assert(
      fc.property(customValueArb, toggleArb, (value, filter) => {
        const on = isCustomFilterOn({ [filter.field]: value }, filter);
        expect(on).toBe(JSON.stringify(normal(value)) === JSON.stringify(normal(filter.applies)));
      }),
    );
  });
});

function own<V>(r: Readonly<Record<string, V>>, k: string): V | undefined {
  return Object.hasOwn(r, k) ? r[k] : undefined;
}

/** The test's own statement of "the same to a visitor": no empties, order and duplicates ignored. */
function normal(value: CustomFilterValue | undefined): string[] {
  if (value === undefined || value === null) return [];
  const items: readonly (string | number | boolean)[] = typeof value === 'object' ? value : [value];
  return [...new Set(items.filter((x) => x !== '').map((x) => JSON.stringify(x)))].sort();
}
