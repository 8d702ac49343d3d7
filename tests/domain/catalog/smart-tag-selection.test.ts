import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultListingQuery,
  selectedSmartTags,
  smartTagGroups,
  toggleSmartTag,
  withPage,
  type SmartTagEntry,
  type SmartTagFilterEntry,
} from '../../../domain/catalog/index.ts';
import { FILTER_IDS, scenarioArb } from './arbitraries.ts';

const VALUES = ['a', 'b', 'c'] as const;
const filterArb = fc.record({ _id: fc.constantFrom(...FILTER_IDS), multiSelect: fc.boolean() });
const valueArb = fc.constantFrom(...VALUES);

function own<V>(r: Readonly<Record<string, V>>, k: string): V | undefined {
  return Object.hasOwn(r, k) ? r[k] : undefined;
}

describe('selectedSmartTags', () => {
  it('reads a missing filter and an empty string as nothing, a string as itself, a list as its items', () => {
    expect(selectedSmartTags({}, 'rarity')).toEqual([]);
    expect(selectedSmartTags({ rarity: '' }, 'rarity')).toEqual([]);
    expect(selectedSmartTags({ rarity: 'gold' }, 'rarity')).toEqual(['gold']);
    expect(selectedSmartTags({ rarity: ['gold', 'silver'] }, 'rarity')).toEqual(['gold', 'silver']);
    // an id that is also an Object.prototype property is only ever an own key
    expect(selectedSmartTags({}, 'constructor')).toEqual([]);
  });
});

describe('toggleSmartTag', () => {
  const base = withPage(defaultListingQuery('LIST', { smartTagFilters: {}, customFilters: {} }), 3);

  it('adds and removes values of a multi-select filter, and clears a single-select one on its second click', () => {
    const multi = { _id: 'server', multiSelect: true };
    const one = toggleSmartTag(base, multi, 'eu');
    const two = toggleSmartTag(one, multi, 'na');
    expect(two.smartTagFilters).toEqual({ server: ['eu', 'na'] });
    expect(toggleSmartTag(two, multi, 'eu').smartTagFilters).toEqual({ server: ['na'] });

    const single = { _id: 'rarity', multiSelect: false };
    const chosen = toggleSmartTag(base, single, 'gold');
    expect(chosen.smartTagFilters).toEqual({ rarity: 'gold' });
    expect(toggleSmartTag(chosen, single, 'silver').smartTagFilters).toEqual({ rarity: 'silver' });
    expect(toggleSmartTag(chosen, single, 'gold').smartTagFilters).toEqual({ rarity: '' });
    expect(chosen.page).toBe(1);
  });

  it('selects the clicked value exactly when it was not selected', () => {
    fc.assert(
      fc.property(scenarioArb, filterArb, valueArb, ({ query }, filter, value) => {
        const before = selectedSmartTags(query.smartTagFilters, filter._id).includes(value);
        const after = selectedSmartTags(toggleSmartTag(query, filter, value).smartTagFilters, filter._id).includes(value);
        expect(after).toBe(!before);
      }),
    );
  });

  it('keeps the other values of a multi-select filter, and leaves at most one value in any other', () => {
    fc.assert(
      fc.property(scenarioArb, filterArb, valueArb, ({ query }, filter, value) => {
        const before = selectedSmartTags(query.smartTagFilters, filter._id);
        const after = selectedSmartTags(toggleSmartTag(query, filter, value).smartTagFilters, filter._id);
        if (filter.multiSelect) {
          expect(after.filter((v) => v !== value)).toEqual(before.filter((v) => v !== value));
        } else {
          expect(after.length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('touches no other filter and returns to page 1', () => {
    fc.assert(
      fc.property(scenarioArb, filterArb, valueArb, ({ query }, filter, value) => {
        const next = toggleSmartTag(query, filter, value);
        for (const id of FILTER_IDS) {
          if (id !== filter._id) expect(own(next.smartTagFilters, id)).toEqual(own(query.smartTagFilters, id));
        }
        expect(next.extraFilters).toEqual(query.extraFilters);
        expect(next.page).toBe(1);
      }),
    );
  });

  it('undoes itself on a multi-select filter: a second click restores the values selected before', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom(...FILTER_IDS), valueArb, ({ query }, id, value) => {
        const filter = { _id: id, multiSelect: true };
        const twice = toggleSmartTag(toggleSmartTag(query, filter, value), filter, value);
        expect([...selectedSmartTags(twice.smartTagFilters, id)].sort()).toEqual([...selectedSmartTags(query.smartTagFilters, id)].sort());
      }),
    );
  });
});

describe('smartTagGroups', () => {
  const filters: SmartTagFilterEntry[] = [
    { _id: 'count', label: 'Skins count', multiSelect: false },
    { _id: 'empty', label: 'No tags', multiSelect: false },
    { _id: 'linked', label: 'Linked', multiSelect: true },
  ];
  const tags: SmartTagEntry[] = [
    { value: 'psn', label: 'PSN', filterId: 'linked' },
    { value: 'small', label: '0–24', filterId: 'count' },
    { value: 'big', label: '250+', filterId: 'count' },
    { value: 'xbox', label: 'Xbox', filterId: 'linked' },
  ];

  it('gives each filter with tags its options in tag order, marking the selected ones', () => {
    expect(smartTagGroups(filters, tags, { count: 'big', linked: ['xbox', 'psn'] })).toEqual([
      {
        id: 'count',
        label: 'Skins count',
        multiSelect: false,
        options: [
          { value: 'small', label: '0–24', selected: false },
          { value: 'big', label: '250+', selected: true },
        ],
      },
      {
        id: 'linked',
        label: 'Linked',
        multiSelect: true,
        options: [
          { value: 'psn', label: 'PSN', selected: true },
          { value: 'xbox', label: 'Xbox', selected: true },
        ],
      },
    ]);
  });

  it('marks an option selected exactly when the selection holds its value', () => {
    const tagArb = fc.record({ value: valueArb, label: fc.constant('tag'), filterId: fc.constantFrom(...FILTER_IDS) });
    const filterEntryArb = fc.record({ _id: fc.constantFrom(...FILTER_IDS), label: fc.constant('filter'), multiSelect: fc.boolean() });
    fc.assert(
      fc.property(scenarioArb, fc.array(filterEntryArb, { maxLength: 4 }), fc.array(tagArb, { maxLength: 8 }), ({ query }, fs, ts) => {
        const groups = smartTagGroups(fs, ts, query.smartTagFilters);
        expect(groups.map((g) => g.id)).toEqual(fs.filter((f) => ts.some((t) => t.filterId === f._id)).map((f) => f._id));
        for (const group of groups) {
          const selected = selectedSmartTags(query.smartTagFilters, group.id);
          expect(group.options.map((o) => o.value)).toEqual(ts.filter((t) => t.filterId === group.id).map((t) => t.value));
          for (const option of group.options) expect(option.selected).toBe(selected.includes(option.value));
        }
      }),
    );
  });
});
