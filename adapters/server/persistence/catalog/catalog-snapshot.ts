import { asc } from 'drizzle-orm';
import type { CustomFilter, GameType, HotSearch, PlatformType, ProductType, SmartTagFilter } from '../../../../domain/index.ts';
import { mustMoney, USD } from '../../../../domain/index.ts';
import type { ScopedSmartTag } from '../../../../application/catalog/ports/index.ts';
import type { Database } from '../shared/database.ts';
import * as t from '../schema.ts';

type LabeledFilter = SmartTagFilter & { readonly label: string; readonly gameType: string; readonly productType: string; readonly defaultValue: string | string[] | null };

/**
 * The whole catalog (games, product types, filters, hot searches) read in one
 * go. It is small — hundreds of rows — and read on every search, so the
 * server keeps it in memory and rereads it when it may have changed.
 */
export interface CatalogSnapshot {
  readonly games: ReadonlyMap<string, GameType>;
  /** Game values, most popular first (ties by label). */
  readonly gamesByPopularity: readonly string[];
  readonly productTypes: ReadonlyMap<string, ProductType>;
  /** game → product type values in display order. */
  readonly gameProductTypes: ReadonlyMap<string, readonly string[]>;
  readonly smartTagFilters: readonly LabeledFilter[];
  readonly smartTags: readonly ScopedSmartTag[];
  readonly hotSearches: readonly (HotSearch & { readonly gameType: string; readonly productType: string })[];
  readonly platformTypes: readonly (PlatformType & { readonly gameType: string })[];
  readonly customFilters: readonly (CustomFilter & { readonly label: string; readonly applies: string; readonly gameType: string; readonly productType: string })[];
}

export async function loadCatalogSnapshot(db: Database): Promise<CatalogSnapshot> {
  const [gameRows, typeRows, gptRows, filterRows, tagRows, hotRows, platformRows, customRows] = await Promise.all([
    db.select().from(t.games),
    db.select().from(t.productTypes).orderBy(asc(t.productTypes.sortOrder)),
    db.select().from(t.gameProductTypes).orderBy(asc(t.gameProductTypes.sortOrder)),
    db.select().from(t.smartTagFilters).orderBy(asc(t.smartTagFilters.sortOrder)),
    db.select().from(t.smartTags).orderBy(asc(t.smartTags.sortOrder)),
    db.select().from(t.hotSearches).orderBy(asc(t.hotSearches.sortOrder)),
    db.select().from(t.platformTypes).orderBy(asc(t.platformTypes.sortOrder)),
    db.select().from(t.customFilters),
  ]);
  const filterById = new Map(filterRows.map((f) => [f.id, f]));
  const gameProductTypes = new Map<string, string[]>();
  for (const row of gptRows) gameProductTypes.set(row.gameType, [...(gameProductTypes.get(row.gameType) ?? []), row.productType]);
  return {
    games: new Map(
      gameRows.map((g) => [g.value, { value: g.value, label: g.label, hidden: g.hidden, limited: g.limited, gridProductTypes: g.gridProductTypes, configurations: g.configurations }]),
    ),
    productTypes: new Map(
      typeRows.map((p) => [
        p.value,
        {
          value: p.value,
          label: p.label,
          listMode: p.listMode,
          ...(p.serviceFee === null ? {} : { serviceFee: p.serviceFee }),
          ...(p.netFeeMinor === null ? {} : { netFee: mustMoney(p.netFeeMinor, USD) }),
        },
      ]),
    ),
    gamesByPopularity: [...gameRows].sort((a, b) => b.popularity - a.popularity || a.label.localeCompare(b.label)).map((g) => g.value),
    gameProductTypes,
    smartTagFilters: filterRows.map((f) => ({
      _id: f.id,
      value: f.value,
      label: f.label,
      multiSelect: f.multiSelect,
      gameType: f.gameType,
      productType: f.productType,
      defaultValue: f.defaultValue ?? null,
    })),
    smartTags: tagRows.filter((tag) => filterById.has(tag.filterId)).map((tag) => ({ _id: tag.id, value: tag.value, label: tag.label, filterId: tag.filterId })),
    hotSearches: hotRows.map((h) => ({
      _id: h.id,
      url: h.url,
      gameType: h.gameType,
      productType: h.productType,
      // Stored by filter value (what listings carry); the page speaks filter ids.
      smartTags: Object.fromEntries(
        Object.entries(h.smartTags).flatMap(([filterValue, v]) => {
          const filter = filterRows.find((f) => f.gameType === h.gameType && f.productType === h.productType && f.value === filterValue);
          return filter === undefined ? [] : [[filter.id, v]];
        }),
      ),
      ...(h.platformFilter === null ? {} : { platformFilter: h.platformFilter }),
      ...(h.searchFilter === null ? {} : { searchFilter: h.searchFilter }),
      content: h.content,
    })),
    platformTypes: platformRows.map((p) => ({ _id: p.id, value: p.value, label: p.label, gameType: p.gameType })),
    // A custom filter row is a toggle: off by default (value null), and when on
    // it filters its field to the row's value.
    customFilters: customRows.map((c) => ({ field: c.field, value: null, applies: c.value, label: c.label, gameType: c.gameType, productType: c.productType })),
  };
}
