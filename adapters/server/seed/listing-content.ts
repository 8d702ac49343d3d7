import type { BoostKindSeed, GameSeed, ItemsSeed, OptionSeed, ProductTypeValue, RankSeed } from './catalog-types.ts';
import { amountTierOf, type FilterSpec } from './filters.ts';
import type { Prng } from './prng.ts';
import { fill, formatAmount, pluralEndings } from './text.ts';

/**
 * What a listing sells, as a seller would title it, with the tags that make
 * it findable. Each product type picks its subject first (a pack, an item, a
 * rank) and derives both the title and the tags from it, so that a listing
 * titled 'Diamond IV LoL account EUW' is the one the 'Diamond' and 'EUW'
 * filters find.
 */

/** The title, tags and unit price (USD cents) of one listing. */
export interface ListingContent {
  readonly title: string;
  readonly tags: Record<string, string>;
  readonly priceMinor: number;
}

interface Drawn {
  readonly tags: Record<string, string>;
  readonly chosen: Map<FilterSpec, OptionSeed>;
}

const byRole = (filters: readonly FilterSpec[], role: FilterSpec['role']): FilterSpec | undefined => filters.find((f) => f.role === role);

/** Random options for the filters whose value is a free attribute (server, region, method, extras). */
function drawFree(rng: Prng, filters: readonly FilterSpec[]): Drawn {
  const tags: Record<string, string> = {};
  const chosen = new Map<FilterSpec, OptionSeed>();
  for (const f of filters) {
    if (f.role !== 'server' && f.role !== 'region' && f.role !== 'method' && f.role !== 'coach-role' && f.role !== 'extra') continue;
    // Most top-ups go through the player ID; login top-ups are the rare, cheap exception.
    const option = f.role === 'method' ? (f.options[rng.weightedIndex([60, 90, 100])] ?? rng.pick(f.options)) : rng.pick(f.options);
    tags[f.value] = option.value;
    chosen.set(f, option);
  }
  return { tags, chosen };
}

function setTag(drawn: Drawn, filter: FilterSpec | undefined, option: OptionSeed): void {
  if (filter === undefined) return;
  drawn.tags[filter.value] = option.value;
  drawn.chosen.set(filter, option);
}

function labelOf(drawn: Drawn, filter: FilterSpec | undefined): string | undefined {
  return filter === undefined ? undefined : drawn.chosen.get(filter)?.label;
}

function inRange(rng: Prng, option: OptionSeed): number {
  return option.range === undefined ? 0 : rng.int(option.range[0], option.range[1]);
}

/** Title parts contributed by extra filters with a title format. */
function extraParts(rng: Prng, drawn: Drawn, filters: readonly FilterSpec[]): Record<'prefix' | 'suffix' | 'detail', string[]> {
  const parts: Record<'prefix' | 'suffix' | 'detail', string[]> = { prefix: [], suffix: [], detail: [] };
  for (const f of filters) {
    const option = drawn.chosen.get(f);
    if (f.role !== 'extra' || f.title === undefined || option === undefined) continue;
    parts[f.title.place].push(fill(f.title.format, { label: option.label, n: formatAmount(inRange(rng, option)) }));
  }
  return parts;
}

function rankText(rng: Prng, ranks: RankSeed, index: number): string {
  const tier = ranks.tiers[index];
  if (tier === undefined) return '';
  const apex = index >= ranks.tiers.length - (ranks.apexTiers ?? 0);
  return ranks.divisions === undefined || apex ? tier.label : `${tier.label} ${rng.pick(ranks.divisions)}`;
}

const jitter = (rng: Prng, lo: number, hi: number, cents: number): number => Math.max(1, Math.round(cents * rng.between(lo, hi)));
const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

function currency(rng: Prng, game: GameSeed, filters: readonly FilterSpec[], drawn: Drawn): ListingContent {
  const seed = game.currency;
  if (seed === undefined) throw new Error(`Seed data: ${game.value} has no currency`);
  const amount = rng.pick(seed.amounts);
  const tier = amountTierOf(seed, amount);
  const tierFilter = byRole(filters, 'amount-tier');
  const tierOption = tierFilter?.options.find((o) => o.value === tier);
  if (tierOption !== undefined) setTag(drawn, tierFilter, tierOption);
  const server = labelOf(drawn, byRole(filters, 'server'));
  const flavor = seed.flavors !== undefined && rng.chance(0.4) ? ` – ${rng.pick(seed.flavors)}` : '';
  const title = `${formatAmount(amount)} ${seed.name}${server === undefined ? '' : ` (${server})`}${flavor}`;
  return { title, tags: drawn.tags, priceMinor: jitter(rng, 0.85, 1.15, amount * seed.centsPerUnit) };
}

function topUp(rng: Prng, game: GameSeed, filters: readonly FilterSpec[], drawn: Drawn): ListingContent {
  const seed = game.topUp;
  if (seed === undefined) throw new Error(`Seed data: ${game.value} has no top-up`);
  const [amount, listCents] = rng.pick(seed.packs);
  const packFilter = byRole(filters, 'pack');
  const packOption = packFilter?.options.find((o) => o.value === `${amount}`);
  if (packOption !== undefined) setTag(drawn, packFilter, packOption);
  const where = labelOf(drawn, byRole(filters, 'server')) ?? labelOf(drawn, byRole(filters, 'region')) ?? 'Global';
  const method = drawn.tags['method'];
  const methodLabel = labelOf(drawn, byRole(filters, 'method'));
  const title = `${formatAmount(amount)} ${seed.name} top-up – ${where}${methodLabel === undefined ? '' : ` (${lowerFirst(methodLabel)})`}`;
  return { title, tags: drawn.tags, priceMinor: jitter(rng, method === 'login' ? 0.7 : 0.8, method === 'login' ? 0.85 : 0.97, listCents) };
}

function items(rng: Prng, seed: ItemsSeed, filters: readonly FilterSpec[], drawn: Drawn): ListingContent {
  const item = rng.pick(seed.list);
  const kindFilter = byRole(filters, 'item-kind');
  const kind = kindFilter?.options.find((o) => o.value === item.kind);
  if (kind !== undefined) setTag(drawn, kindFilter, kind);
  const parts = extraParts(rng, drawn, filters);
  const title = [...parts.prefix, item.name, ...parts.suffix].join(' ');
  return { title, tags: drawn.tags, priceMinor: jitter(rng, 0.7, 1.3, item.cents) };
}

function accounts(rng: Prng, game: GameSeed, filters: readonly FilterSpec[], drawn: Drawn): ListingContent {
  const seed = game.accounts;
  if (seed === undefined) throw new Error(`Seed data: ${game.value} has no accounts`);
  const prefix: string[] = [];
  let priceFactor = 1;
  const rankFilter = byRole(filters, 'rank');
  if (rankFilter !== undefined && game.ranks !== undefined) {
    const index = rng.int(0, game.ranks.tiers.length - 1);
    const tier = game.ranks.tiers[index];
    if (tier !== undefined) setTag(drawn, rankFilter, tier);
    prefix.push(rankText(rng, game.ranks, index));
    priceFactor *= 1 + (1.5 * index) / Math.max(1, game.ranks.tiers.length - 1);
  }
  const countFilter = byRole(filters, 'count');
  const bandIndex = rng.int(0, seed.countBands.length - 1);
  const band = countFilter?.options[bandIndex];
  const details: string[] = [];
  if (band !== undefined) {
    setTag(drawn, countFilter, band);
    const n = inRange(rng, band);
    details.push(fill(seed.countFormat, { n: formatAmount(n), ...pluralEndings(n) }));
    priceFactor *= 1 + 1.2 * bandIndex;
  }
  const parts = extraParts(rng, drawn, filters);
  const server = labelOf(drawn, byRole(filters, 'server'));
  const highlight = rng.chance(0.35) ? ` incl. ${rng.pick(seed.highlights)}` : '';
  if (highlight !== '') priceFactor *= 1.5;
  const head = [...parts.prefix, ...prefix, `${game.short} account`, ...(server === undefined ? [] : [server])].join(' ');
  const title = `${head} – ${[...details, ...parts.detail].join(', ')}${highlight}${parts.suffix.map((s) => ` ${s}`).join('')}`;
  return { title, tags: drawn.tags, priceMinor: jitter(rng, 0.7, 1.4, seed.baseCents * priceFactor) };
}

function boostPrice(rng: Prng, kind: BoostKindSeed, values: { rankIndex: number; gap: number; n: number; levels: number }): number {
  const factor =
    kind.scale === 'rank'
      ? (1 + values.rankIndex * 0.6) * (1 + values.gap * 0.5)
      : kind.scale === 'count'
        ? values.n / Math.max(1, kind.n?.[0] ?? 1)
        : kind.scale === 'level'
          ? 1 + values.levels / 10
          : 1;
  return jitter(rng, 0.85, 1.2, kind.baseCents * factor);
}

function boosting(rng: Prng, game: GameSeed, filters: readonly FilterSpec[], drawn: Drawn): ListingContent {
  const kinds = game.boosting ?? [];
  const kind = rng.pick(kinds);
  const typeFilter = byRole(filters, 'boost-type');
  const typeOption = typeFilter?.options.find((o) => o.value === kind.value);
  if (typeOption !== undefined) setTag(drawn, typeFilter, typeOption);
  const values = { rankIndex: 0, gap: 0, n: 0, levels: 0 };
  const words: Record<string, string> = {};
  const ranks = game.ranks;
  if (kind.title.includes('{rank}') && ranks !== undefined) {
    const target = rng.int(1, ranks.tiers.length - 1);
    const from = rng.int(Math.max(0, target - 3), target - 1);
    const tier = ranks.tiers[target];
    if (tier !== undefined) setTag(drawn, byRole(filters, 'rank'), tier);
    words['rank'] = rankText(rng, ranks, target);
    words['from'] = rankText(rng, ranks, from);
    Object.assign(values, { rankIndex: target, gap: target - from });
  }
  if (kind.n !== undefined) {
    values.n = rng.int(kind.n[0], kind.n[1]);
    Object.assign(words, { n: formatAmount(values.n), ...pluralEndings(values.n) });
  }
  if (kind.levels !== undefined) {
    const [lo, hi] = kind.levels;
    const a = rng.int(lo, hi - 1);
    const b = rng.int(a + 1, hi);
    Object.assign(words, { lvl: `${a}`, lvl2: `${b}` });
    values.levels = b - a;
  }
  const server = labelOf(drawn, byRole(filters, 'server'));
  const title = `${fill(kind.title, words)}${server === undefined ? '' : ` (${server})`}`;
  return { title, tags: drawn.tags, priceMinor: boostPrice(rng, kind, values) };
}

function coaching(rng: Prng, game: GameSeed, filters: readonly FilterSpec[], drawn: Drawn): ListingContent {
  const seed = game.coaching;
  if (seed === undefined) throw new Error(`Seed data: ${game.value} has no coaching`);
  const role = labelOf(drawn, byRole(filters, 'coach-role')) ?? 'all-round';
  const rankFilter = byRole(filters, 'rank');
  let coach = 'top-ranked';
  let rankIndex = 0;
  if (rankFilter !== undefined && game.ranks !== undefined) {
    // Coaches come from the top of the ladder.
    rankIndex = rng.int(Math.max(0, game.ranks.tiers.length - 3), game.ranks.tiers.length - 1);
    const tier = game.ranks.tiers[rankIndex];
    if (tier !== undefined) setTag(drawn, rankFilter, tier);
    coach = tier?.label ?? coach;
  }
  const hours = rng.int(1, 5);
  const server = labelOf(drawn, byRole(filters, 'server'));
  const article = /^[AEIOU]/i.test(coach) ? 'an' : 'a';
  const title = `1-on-1 ${role} coaching by ${article} ${coach} coach – ${hours} ${hours === 1 ? 'hour' : 'hours'}${server === undefined ? '' : ` (${server})`}`;
  return { title, tags: drawn.tags, priceMinor: jitter(rng, 0.8, 1.3, seed.centsPerHour * hours * (1 + rankIndex * 0.05)) };
}

function giftCard(rng: Prng, game: GameSeed, filters: readonly FilterSpec[], drawn: Drawn): ListingContent {
  const seed = game.giftCards;
  if (seed === undefined) throw new Error(`Seed data: ${game.value} has no gift cards`);
  const value = rng.pick(seed.values);
  const region = rng.pick(seed.regions);
  const valueFilter = byRole(filters, 'card-value');
  const valueOption = valueFilter?.options.find((o) => o.value === `${value}`);
  if (valueOption !== undefined) setTag(drawn, valueFilter, valueOption);
  setTag(drawn, byRole(filters, 'region'), region);
  const title = `${seed.name} ${region.symbol}${value} (${region.label})`;
  return { title, tags: drawn.tags, priceMinor: jitter(rng, 0.93, 1.06, value * region.usdPerUnit * 100) };
}

/** The content of one listing of `game` × `type`, drawn from `rng`. */
export function listingContent(rng: Prng, game: GameSeed, type: ProductTypeValue, filters: readonly FilterSpec[]): ListingContent {
  const drawn = drawFree(rng, filters);
  switch (type) {
    case 'currency':
      return currency(rng, game, filters, drawn);
    case 'top-up':
      return topUp(rng, game, filters, drawn);
    case 'items':
    case 'skins': {
      const seed = type === 'items' ? game.items : game.skins;
      if (seed === undefined) throw new Error(`Seed data: ${game.value} has no ${type}`);
      return items(rng, seed, filters, drawn);
    }
    case 'accounts':
      return accounts(rng, game, filters, drawn);
    case 'boosting':
      return boosting(rng, game, filters, drawn);
    case 'coaching':
      return coaching(rng, game, filters, drawn);
    case 'gift-cards':
      return giftCard(rng, game, filters, drawn);
  }
}
