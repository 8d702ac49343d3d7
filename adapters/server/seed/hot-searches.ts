import type { hotSearches } from '../persistence/schema.ts';
import type { GameSeed, OptionSeed, ProductTypeValue } from './catalog-types.ts';
import { filtersFor, type FilterSpec } from './filters.ts';
import { IdSequence } from './ids.ts';
import { PLATFORM_LABELS } from './product-types.ts';
import { Prng } from './prng.ts';
import { slugify } from './text.ts';
import { hotSearchCopy } from './translations.ts';

/**
 * Hot searches: the ready-made filter links shown above a listing page
 * ('EUW', 'Challenger', 'Renegade Raider'). Every visible game gets 2–4 for
 * each of its first three product types (its main ones), each built from one
 * of that page's own filters, platforms or in-game names that listing titles
 * contain, so choosing one always finds listings. Subjects are only names,
 * codes and numbers (ranks, servers, platforms, items, pack sizes), never
 * English words like 'Bulk', because the subject appears untranslated inside
 * the copy of all 13 languages.
 */

/** A row of the `hot_searches` table. */
export type HotSearchRow = typeof hotSearches.$inferInsert;

interface Candidate {
  readonly subject: string;
  readonly url: string;
  readonly smartTags: Record<string, string | string[]>;
  readonly platformFilter: string | null;
  readonly searchFilter: string | null;
}

type OptionPick = 'first' | 'second' | 'penultimate' | 'last';

const MAIN_TYPES = 3;
const MAX_PER_PAGE = 4;

function tag(filter: FilterSpec, value: string, subject: string, url: string): Candidate {
  return { subject, url, smartTags: { [filter.value]: filter.multiSelect ? [value] : value }, platformFilter: null, searchFilter: null };
}

function optionAt(filter: FilterSpec, pick: OptionPick): OptionSeed | undefined {
  const n = filter.options.length;
  return filter.options[Math.max(0, { first: 0, second: 1, penultimate: n - 2, last: n - 1 }[pick])];
}

function byOption(filter: FilterSpec | undefined, pick: OptionPick): Candidate | null {
  const option = filter === undefined ? undefined : optionAt(filter, pick);
  return filter === undefined || option === undefined ? null : tag(filter, option.value, option.label, slugify(option.label));
}

function byExtra(filters: readonly FilterSpec[]): Candidate | null {
  for (const f of filters) {
    const option = f.hotSearch === undefined ? undefined : f.options.find((o) => o.value === f.hotSearch);
    if (option !== undefined) return tag(f, option.value, option.label, slugify(option.label));
  }
  return null;
}

function bySearch(term: string | undefined): Candidate | null {
  return term === undefined ? null : { subject: term, url: slugify(term), smartTags: {}, platformFilter: null, searchFilter: term };
}

/**
 * A platform hot search, for games on several platforms: PlayStation where
 * the game has it (the biggest console audience), else the second platform
 * (iOS for mobile games); `second` gives another one for pages short of links.
 */
function byPlatform(game: GameSeed, second = false): Candidate | null {
  if (game.platforms.length < 2) return null;
  const primary = game.platforms.includes('playstation') ? 'playstation' : game.platforms[1];
  const platform = second ? game.platforms.find((p) => p !== primary && p !== 'pc') : primary;
  if (platform === undefined) return null;
  return { subject: PLATFORM_LABELS[platform], url: platform, smartTags: {}, platformFilter: platform, searchFilter: null };
}

/** The largest currency packs, named by their smallest amount ('13,500+'). */
function byBulkAmount(game: GameSeed, filter: FilterSpec | undefined): Candidate | null {
  const bulk = filter?.options.find((o) => o.value === 'bulk');
  const label = bulk?.label.match(/\(([^)]*)\)/)?.[1];
  if (filter === undefined || bulk === undefined || label === undefined || game.currency === undefined) return null;
  return tag(filter, bulk.value, label, 'bulk');
}

/** A gift-card face value, written with the first region's symbol ('$20'). */
function byCardValue(game: GameSeed, filter: FilterSpec | undefined, pick: OptionPick): Candidate | null {
  const option = filter === undefined ? undefined : optionAt(filter, pick);
  const symbol = game.giftCards?.regions[0]?.symbol ?? '';
  return filter === undefined || option === undefined ? null : tag(filter, option.value, `${symbol}${option.label}`, `card-${option.value}`);
}

function candidates(game: GameSeed, type: ProductTypeValue, filters: readonly FilterSpec[]): (Candidate | null)[] {
  const role = (r: FilterSpec['role']): FilterSpec | undefined => filters.find((f) => f.role === r);
  switch (type) {
    case 'accounts':
      return [
        byOption(role('server'), 'first'),
        byOption(role('rank'), 'last'),
        ...(game.accounts?.searchTerms ?? []).map(bySearch),
        byExtra(filters),
        byPlatform(game),
        byPlatform(game, true),
      ];
    case 'currency':
      return [byBulkAmount(game, role('amount-tier')), byOption(role('server'), 'first'), byPlatform(game), byPlatform(game, true)];
    case 'top-up':
      return [byOption(role('pack'), 'second'), byOption(role('pack'), 'last'), byOption(role('server'), 'first'), byPlatform(game)];
    case 'boosting':
      return [
        byOption(role('rank'), 'last'),
        bySearch(game.boosting?.find((k) => k.searchTerm !== undefined)?.searchTerm),
        byOption(role('server'), 'first'),
        byPlatform(game),
        byOption(role('rank'), 'penultimate'),
      ];
    case 'items':
    case 'skins': {
      const list = (type === 'items' ? game.items : game.skins)?.list ?? [];
      return [bySearch(list[0]?.name), byExtra(filters), bySearch(list[1]?.name), byPlatform(game)];
    }
    case 'coaching':
      return [byOption(role('coach-role'), 'first'), byOption(role('rank'), 'last'), byOption(role('coach-role'), 'second')];
    case 'gift-cards':
      return [byCardValue(game, role('card-value'), 'second'), byCardValue(game, role('card-value'), 'penultimate')];
  }
}

/** The hot-search rows of every visible game in `seeds`. */
export function buildHotSearches(seeds: readonly GameSeed[], seed: number): HotSearchRow[] {
  const ids = new IdSequence('hot-searches', Prng.from(seed, 'hot-searches'));
  const rows: HotSearchRow[] = [];
  for (const game of seeds) {
    if (game.hidden === true) continue;
    for (const productType of game.productTypes.slice(0, MAIN_TYPES)) {
      const seen = new Set<string>();
      const picked = candidates(game, productType, filtersFor(game, productType)).filter((c): c is Candidate => {
        if (c === null || c.url === '' || seen.has(c.url)) return false;
        seen.add(c.url);
        return true;
      });
      picked.slice(0, MAX_PER_PAGE).forEach((c, sortOrder) => {
        rows.push({
          id: ids.next(),
          gameType: game.value,
          productType,
          url: c.url,
          smartTags: c.smartTags,
          platformFilter: c.platformFilter,
          searchFilter: c.searchFilter,
          content: hotSearchCopy(game.label, c.subject, productType, productType === 'currency' ? game.currency?.name : undefined),
          sortOrder,
        });
      });
    }
  }
  return rows;
}

