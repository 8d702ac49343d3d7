import type { customFilters, gameProductTypes, games, platformTypes, smartTagFilters, smartTags } from '../persistence/schema.ts';
import type { GameSeed } from './catalog-types.ts';
import { filtersFor } from './filters.ts';
import { IdSequence } from './ids.ts';
import { INSTANT_FILTER_TYPES, PLATFORM_LABELS } from './product-types.ts';
import { Prng } from './prng.ts';

/**
 * The catalog tables built from the game data: games, which product types
 * each sells, their smart-tag filters and options, platforms and custom
 * filters. Ids come from per-table sequences of one seeded stream, so the
 * same seed gives the same ids.
 */

/** Rows of every catalog table except product types (which are fixed data). */
export interface CatalogRows {
  readonly games: (typeof games.$inferInsert)[];
  readonly gameProductTypes: (typeof gameProductTypes.$inferInsert)[];
  readonly smartTagFilters: (typeof smartTagFilters.$inferInsert)[];
  readonly smartTags: (typeof smartTags.$inferInsert)[];
  readonly platformTypes: (typeof platformTypes.$inferInsert)[];
  readonly customFilters: (typeof customFilters.$inferInsert)[];
}

/** Builds the catalog rows of `seeds` for `seed`. */
export function buildCatalogRows(seeds: readonly GameSeed[], seed: number): CatalogRows {
  const rng = Prng.from(seed, 'catalog');
  const filterIds = new IdSequence('smart-tag-filters', rng);
  const tagIds = new IdSequence('smart-tags', rng);
  const platformIds = new IdSequence('platform-types', rng);
  const customIds = new IdSequence('custom-filters', rng);
  const rows: CatalogRows = { games: [], gameProductTypes: [], smartTagFilters: [], smartTags: [], platformTypes: [], customFilters: [] };
  for (const game of seeds) {
    rows.games.push({
      value: game.value,
      label: game.label,
      hidden: game.hidden === true,
      limited: game.limited === true,
      gridProductTypes: [...game.gridProductTypes],
      configurations: {},
      image: null,
      popularity: game.popularity,
    });
    game.platforms.forEach((value, sortOrder) => {
      rows.platformTypes.push({ id: platformIds.next(), gameType: game.value, value, label: PLATFORM_LABELS[value], sortOrder });
    });
    game.productTypes.forEach((productType, sortOrder) => {
      rows.gameProductTypes.push({ gameType: game.value, productType, sortOrder });
      filtersFor(game, productType).forEach((filter, filterOrder) => {
        const id = filterIds.next();
        const defaultValue = filter.defaultValue === null || typeof filter.defaultValue === 'string' ? filter.defaultValue : [...filter.defaultValue];
        rows.smartTagFilters.push({
          id,
          gameType: game.value,
          productType,
          value: filter.value,
          label: filter.label,
          multiSelect: filter.multiSelect,
          defaultValue,
          sortOrder: filterOrder,
        });
        filter.options.forEach((option, optionOrder) => {
          rows.smartTags.push({ id: tagIds.next(), filterId: id, value: option.value, label: option.label, sortOrder: optionOrder });
        });
      });
      if (INSTANT_FILTER_TYPES.includes(productType)) {
        rows.customFilters.push({ id: customIds.next(), gameType: game.value, productType, field: 'deliveryDuration', value: 'INSTANT', label: 'Instant delivery' });
      }
    });
  }
  return rows;
}
