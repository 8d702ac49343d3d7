import type { CurrencySeed, ExtraFilterSeed, GameSeed, OptionSeed, ProductTypeValue } from './catalog-types.ts';
import { capitalize, fill, formatAmount, pluralEndings } from './text.ts';
import { TOP_UP_METHOD_DEFAULT, TOP_UP_METHODS, TOP_UP_REGIONS } from './vocab.ts';

/**
 * The smart-tag filters of one game and product type, derived from the game
 * data. Each filter has a role telling the listing generator where a
 * listing's tag comes from (the amount it sells, its rank, a random server...),
 * which keeps tags, titles and filters consistent by construction.
 */

/** Where a listing's value for a filter comes from. */
export type FilterRole =
  | 'amount-tier'
  | 'pack'
  | 'server'
  | 'region'
  | 'method'
  | 'rank'
  | 'count'
  | 'item-kind'
  | 'boost-type'
  | 'coach-role'
  | 'card-value'
  | 'extra';

/** One filter with its options, ready to become `smart_tag_filters` and `smart_tags` rows. */
export interface FilterSpec {
  readonly role: FilterRole;
  readonly value: string;
  readonly label: string;
  readonly multiSelect: boolean;
  readonly defaultValue: string | readonly string[] | null;
  readonly options: readonly OptionSeed[];
  readonly title?: ExtraFilterSeed['title'];
  /** For extra filters: the option worth a hot search. */
  readonly hotSearch?: string;
}

function spec(role: FilterRole, value: string, label: string, multiSelect: boolean, opts: readonly OptionSeed[]): FilterSpec {
  return { role, value, label, multiSelect, defaultValue: null, options: opts };
}

function extra(seed: ExtraFilterSeed): FilterSpec {
  const base = { role: 'extra' as const, value: seed.value, label: seed.label, multiSelect: seed.multiSelect, defaultValue: seed.defaultValue ?? null, options: seed.options };
  return { ...base, ...(seed.title === undefined ? {} : { title: seed.title }), ...(seed.hotSearch === undefined ? {} : { hotSearch: seed.hotSearch }) };
}

/** Tier of an amount: the pack list is cut into three near-equal groups. */
export function amountTierOf(currency: CurrencySeed, amount: number): 'starter' | 'standard' | 'bulk' {
  const index = currency.amounts.indexOf(amount);
  const third = Math.ceil(currency.amounts.length / 3);
  return index < third ? 'starter' : index < currency.amounts.length - third ? 'standard' : 'bulk';
}

function amountTiers(currency: CurrencySeed): OptionSeed[] {
  const of = (tier: string): number[] => currency.amounts.filter((a) => amountTierOf(currency, a) === tier);
  const range = (xs: readonly number[]): string => {
    const lo = xs[0] ?? 0;
    const hi = xs[xs.length - 1] ?? lo;
    return lo === hi ? formatAmount(lo) : `${formatAmount(lo)}–${formatAmount(hi)}`;
  };
  const tiers: OptionSeed[] = [];
  const starter = of('starter');
  const standard = of('standard');
  const bulk = of('bulk');
  if (starter.length > 0) tiers.push({ value: 'starter', label: `Starter (up to ${formatAmount(starter[starter.length - 1] ?? 0)})` });
  if (standard.length > 0) tiers.push({ value: 'standard', label: `Standard (${range(standard)})` });
  if (bulk.length > 0) tiers.push({ value: 'bulk', label: `Bulk (${formatAmount(bulk[0] ?? 0)}+)` });
  return tiers;
}

/** Count bands as options: '10–49 skins', last band open-ended ('150+ skins'). */
function countBands(format: string, bands: readonly (readonly [number, number])[]): OptionSeed[] {
  return bands.map(([lo, hi], i) => {
    const last = i === bands.length - 1;
    const text = lo === hi ? formatAmount(lo) : last ? `${formatAmount(lo)}+` : `${formatAmount(lo)}–${formatAmount(hi)}`;
    return { value: lo === hi ? `${lo}` : last ? `${lo}-plus` : `${lo}-${hi}`, label: capitalize(fill(format, { n: text, ...pluralEndings(2) })), range: [lo, hi] as const };
  });
}

/** Whether any boosting service of the game names a target rank. */
export function boostingUsesRank(game: GameSeed): boolean {
  return game.ranks !== undefined && (game.boosting ?? []).some((k) => k.title.includes('{rank}'));
}

/**
 * The filters of `game` × `type`, in display order. Throws when the game
 * sells the type but lacks its data: that is a mistake in the seed files.
 */
export function filtersFor(game: GameSeed, type: ProductTypeValue): FilterSpec[] {
  const missing = (): never => {
    throw new Error(`Seed data: ${game.value} sells ${type} but has no data for it`);
  };
  const servers = game.servers === undefined ? [] : [spec('server', 'server', 'Server', true, game.servers)];
  switch (type) {
    case 'currency': {
      const currency = game.currency ?? missing();
      return [spec('amount-tier', 'amount-tier', 'Amount tier', true, amountTiers(currency)), ...(currency.perServer === true ? servers : [])];
    }
    case 'top-up': {
      const topUp = game.topUp ?? missing();
      const packs = topUp.packs.map(([amount]) => ({ value: `${amount}`, label: `${formatAmount(amount)} ${topUp.name}` }));
      const where = game.servers === undefined ? [spec('region', 'region', 'Region', true, TOP_UP_REGIONS)] : servers;
      return [
        spec('pack', 'pack', 'Pack', true, packs),
        ...where,
        { ...spec('method', 'method', 'Delivery method', true, TOP_UP_METHODS), defaultValue: TOP_UP_METHOD_DEFAULT },
      ];
    }
    case 'accounts': {
      const accounts = game.accounts ?? missing();
      const ranks = game.ranks !== undefined && accounts.ranked === true ? [spec('rank', 'rank', 'Rank', true, game.ranks.tiers)] : [];
      const count = spec('count', 'count', accounts.countLabel, false, countBands(accounts.countFormat, accounts.countBands));
      return [...servers, ...ranks, count, ...(accounts.extra ?? []).map(extra)];
    }
    case 'boosting': {
      const kinds = game.boosting ?? missing();
      const rank = boostingUsesRank(game) && game.ranks !== undefined ? [spec('rank', 'rank', 'Target rank', false, game.ranks.tiers)] : [];
      return [spec('boost-type', 'service', 'Service', true, kinds.map((k) => ({ value: k.value, label: k.label }))), ...rank, ...servers];
    }
    case 'items':
    case 'skins': {
      const items = (type === 'items' ? game.items : game.skins) ?? missing();
      return [spec('item-kind', 'item-type', items.kindLabel, true, items.kinds), ...(items.extra ?? []).map(extra)];
    }
    case 'coaching': {
      const coaching = game.coaching ?? missing();
      const rank = game.ranks === undefined ? [] : [spec('rank', 'coach-rank', 'Coach rank', false, game.ranks.tiers)];
      return [spec('coach-role', 'role', 'Role', true, coaching.roles), ...rank, ...servers];
    }
    case 'gift-cards': {
      const cards = game.giftCards ?? missing();
      const region = { ...spec('region', 'region', 'Region', false, cards.regions.map(({ value, label }) => ({ value, label }))), defaultValue: cards.defaultRegion ?? null };
      return [spec('card-value', 'card-value', 'Card value', true, cards.values.map((v) => ({ value: `${v}`, label: `${v}` }))), region];
    }
  }
}
