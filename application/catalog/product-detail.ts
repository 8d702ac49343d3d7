import { err, ok, type Result } from 'neverthrow';
import { domainError, findVisibleGame, sellerLevelOf, type DomainError } from '../../domain/index.ts';
import type { ProductDetail, PublicSeller } from '../../contracts/catalog/index.ts';
import type { CatalogReader } from './ports/catalog-reader.ts';
import type { ProductRecord, SellerRecord } from './ports/product-reader.ts';
import { SELLER_ROLES } from '../shopping/index.ts';

/** What the product and profile use cases need of the catalog. */
export type ProductCatalog = Pick<CatalogReader, 'findGame' | 'findProductType' | 'listingScope'>;

/** A user as anyone may see them, and a listing as its page shows it: the wire's shapes (contracts/catalog). */
export type { ProductDetail, PublicSeller } from '../../contracts/catalog/index.ts';

/** Listing states a product page shows; HIDDEN and REMOVED listings do not exist for buyers. */
const SHOWN_STATES: ReadonlySet<string> = new Set(['AVAILABLE', 'SOLD_OUT']);

/** The message of every product a buyer may not see, the same for all so a hidden game's offers are not revealed. */
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

export function productNotFound(): DomainError {
  return domainError('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE, { field: 'id' });
}

/** Whether a user may be shown publicly: banned and removed accounts have no profile and sell nothing. */
export function isPublicUser(user: SellerRecord): boolean {
  return !user.removed && !user.banned;
}

export function toPublicSeller(user: SellerRecord): PublicSeller {
  const isSeller = user.roles.some((role) => SELLER_ROLES.includes(role));
  // The same dispute-aware level the seller's dashboard and the order lifecycle use (domain sellerLevelOf).
  const level = isSeller ? sellerLevelOf({ completedSales: user.completedSales, disputes: user.disputes }) : null;
  return {
    _id: user.id,
    username: user.username,
    slug: user.slug,
    communityRating: user.rating,
    reviewCount: user.reviewCount,
    country: user.country,
    avatar: user.avatar,
    isSeller,
    level: level === null ? null : { level: level.level, name: level.name },
    completedSales: user.completedSales,
    memberSince: user.memberSince.toISOString(),
  };
}

/**
 * A listing as a buyer may see it, or PRODUCT_NOT_FOUND: the listing must be
 * AVAILABLE or SOLD_OUT, its seller public, and its game visible to the
 * visitor (hidden games only with an auth token, spec sections 5 and 6 — the
 * same rule the search applies).
 */
export async function productDetailOf(record: ProductRecord, catalog: ProductCatalog, hasAuthToken: boolean): Promise<Result<ProductDetail, DomainError>> {
  if (!SHOWN_STATES.has(record.state) || !isPublicUser(record.seller)) return err(productNotFound());
  const game = findVisibleGame(await catalog.findGame(record.gameType), { hasAuthToken, value: record.gameType });
  if (game.isErr()) return err(productNotFound());
  const productType = await catalog.findProductType(record.productType);
  if (productType === undefined) return err(productNotFound());
  const scope = await catalog.listingScope(record.gameType, record.productType);

  const tags = scope.smartTagFilters.flatMap((filter) => {
    const raw = record.tags[filter.value];
    const values = raw === undefined ? [] : typeof raw === 'string' ? [raw] : raw;
    const labels = values.map((value) => scope.smartTags.find((tag) => tag.filterId === filter._id && tag.value === value)?.label ?? value);
    return labels.length === 0 ? [] : [{ filter: filter.value, label: filter.label, values: labels }];
  });
  const platform = record.platform === null ? null : { value: record.platform, label: scope.platformTypes.find((p) => p.value === record.platform)?.label ?? record.platform };

  return ok({
    _id: record.id,
    title: record.title,
    description: record.description,
    gameType: { value: game.value.value, label: game.value.label },
    productType: {
      value: productType.value,
      label: productType.label,
      listMode: productType.listMode,
      serviceFee: productType.serviceFee ?? null,
      netFee: productType.netFee?.minor ?? null,
    },
    seller: toPublicSeller(record.seller),
    price: record.priceMinor,
    currency: 'USD',
    quantity: record.quantity,
    maxQuantity: record.maxQuantity,
    minQuantity: record.minQuantity,
    incrementalQuantity: record.incrementalQuantity,
    purchaseBehavior: record.purchaseBehavior,
    deliveryDuration: record.deliveryDuration,
    volumeDiscount: record.volumeDiscount,
    state: record.state,
    platform,
    tags,
    images: record.images,
  });
}
