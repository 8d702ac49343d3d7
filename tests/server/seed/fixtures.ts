import { GAMES, generateDemoCatalog, type DemoCatalog, type ListingRow } from '../../../adapters/server/seed/index.ts';

/** The default demo data (seed 42, 2,000 listings), generated once per test file. */
export const catalog: DemoCatalog = generateDemoCatalog();
/** Its listings, all at once (small enough at the default count). */
export const listings: ListingRow[] = [...catalog.listingBatches()].flat();

/** The filters of a game × product type scope, by filter value, with their option values. */
export function scopeFilters(c: DemoCatalog): Map<string, Map<string, Set<string>>> {
  const optionsByFilter = new Map<string, Set<string>>();
  for (const tag of c.smartTags) optionsByFilter.set(tag.filterId, (optionsByFilter.get(tag.filterId) ?? new Set()).add(tag.value));
  const scopes = new Map<string, Map<string, Set<string>>>();
  for (const f of c.smartTagFilters) {
    const key = `${f.gameType}/${f.productType}`;
    const scope = scopes.get(key) ?? new Map<string, Set<string>>();
    scope.set(f.value, optionsByFilter.get(f.id) ?? new Set());
    scopes.set(key, scope);
  }
  return scopes;
}

const scopes = scopeFilters(catalog);
const gameTypes = new Set(catalog.gameProductTypes.map((g) => `${g.gameType}/${g.productType}`));
const platforms = new Map(GAMES.map((g) => [g.value, new Set<string>(g.platforms)]));
const sellerIds = new Set(catalog.users.filter((u) => (u.roles ?? []).includes('SELLER')).map((u) => u.id));

/**
 * Everything wrong with one listing row, as readable messages (empty when the
 * row is sound), so that a failing property shows what broke.
 */
export function listingProblems(l: ListingRow): string[] {
  const problems: string[] = [];
  const scopeKey = `${l.gameType}/${l.productType}`;
  if (!gameTypes.has(scopeKey)) problems.push(`product type ${l.productType} not sold by ${l.gameType}`);
  const filters = scopes.get(scopeKey) ?? new Map<string, Set<string>>();
  for (const [filter, value] of Object.entries(l.tags ?? {})) {
    const options = filters.get(filter);
    if (options === undefined) problems.push(`tag ${filter} is not a filter of ${scopeKey}`);
    for (const v of Array.isArray(value) ? value : [value]) if (options !== undefined && !options.has(v)) problems.push(`tag ${filter}=${v} is not an option`);
  }
  if (!Number.isInteger(l.priceMinor) || l.priceMinor <= 0) problems.push(`price ${l.priceMinor}`);
  if (l.platform !== null && l.platform !== undefined && platforms.get(l.gameType)?.has(l.platform) !== true) problems.push(`platform ${l.platform}`);
  if (!sellerIds.has(l.sellerId)) problems.push(`seller ${l.sellerId} is not a seller`);
  if (!/^[23456789A-HJ-NP-Za-km-z]{17}$/.test(l.id ?? '')) problems.push(`id ${l.id}`);
  if (l.title.trim() === '' || /\{\w+\}/.test(l.title)) problems.push(`title ${l.title}`);
  const min = l.minQuantity ?? 1;
  if (l.state === 'SOLD_OUT' && l.quantity !== 0) problems.push('sold out with stock');
  if (l.quantity === 0 && l.state === 'AVAILABLE' && l.purchaseBehavior !== 'ONE_TIME') problems.push('available without stock');
  if (l.maxQuantity !== null && l.maxQuantity !== undefined && (l.maxQuantity < min || (l.quantity > 0 && l.maxQuantity > l.quantity && l.purchaseBehavior !== 'ONE_TIME'))) {
    problems.push(`maxQuantity ${l.maxQuantity} vs min ${min} / quantity ${l.quantity}`);
  }
  const vd = l.volumeDiscount;
  if (vd !== null && vd !== undefined && !(vd.start < vd.end && vd.min >= 0 && vd.min <= vd.max && vd.max <= 100)) problems.push(`volume discount ${JSON.stringify(vd)}`);
  const base = catalog.baseDate.getTime();
  const created = l.createdAt?.getTime() ?? NaN;
  const updated = l.updatedAt?.getTime() ?? NaN;
  if (!(created <= base && created >= base - 366 * 24 * 3600 * 1000 && updated >= created && updated <= base)) problems.push('dates');
  if (!['INSTANT', '1H', '6H', '24H', '3D'].includes(l.deliveryDuration)) problems.push(`delivery ${l.deliveryDuration}`);
  return problems;
}
