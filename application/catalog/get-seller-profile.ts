import { err, ok, type Result } from 'neverthrow';
import { domainError, findVisibleGame, type DomainError } from '../../domain/index.ts';
import { MAX_SELLER_BATCH, type ProfileAnswer, type ProfileOfferScope } from '../../contracts/catalog/index.ts';
import type { ProductReader } from './ports/product-reader.ts';
import { isPublicUser, toPublicSeller, type ProductCatalog, type PublicSeller } from './product-detail.ts';
import type { SearchListings, SearchListingsResponse } from './search-listings.ts';

export interface GetSellerProfileRequest {
  readonly slug: string;
  readonly hasAuthToken: boolean;
  /** Which of the seller's games and product types to list; the largest when absent or not offered. */
  readonly gameType?: string | undefined;
  readonly productType?: string | undefined;
  readonly page: number;
}

/**
 * The profile as GET /api/profiles/:slug answers it (contracts/catalog), but
 * with the search's own page of listings, which the route turns into hits.
 */
export type SellerProfile = Omit<ProfileAnswer, 'listings'> & { readonly listings: SearchListingsResponse | null };

export function sellerNotFound(): DomainError {
  return domainError('NOT_FOUND', 'Seller not found', { field: 'slug' });
}

/**
 * A user's public profile (`/profile/{slug}`): who they are, where they sell,
 * and one page of their offers in one game and product type through the
 * listing search itself (scoped to the seller), so a profile lists exactly
 * what the listing pages would. Banned and removed users have no profile;
 * offers in hidden games count only for visitors with a token.
 */
export class GetSellerProfile {
  constructor(
    private readonly products: ProductReader,
    private readonly catalog: ProductCatalog,
    private readonly search: Pick<SearchListings, 'execute'>,
  ) {}

  /** The public user behind a slug, or NOT_FOUND; what a page needs to know it exists. */
  async findSeller(slug: string): Promise<Result<PublicSeller, DomainError>> {
    const user = await this.products.sellerBySlug(slug);
    return user === undefined || !isPublicUser(user) ? err(sellerNotFound()) : ok(toPublicSeller(user));
  }

  async execute(request: GetSellerProfileRequest): Promise<Result<SellerProfile, DomainError>> {
    const user = await this.products.sellerBySlug(request.slug);
    if (user === undefined || !isPublicUser(user)) return err(sellerNotFound());
    const offers: ProfileOfferScope[] = [];
    for (const scope of await this.products.offerScopesOf(user.id)) {
      const game = findVisibleGame(await this.catalog.findGame(scope.gameType), { hasAuthToken: request.hasAuthToken, value: scope.gameType });
      const productType = await this.catalog.findProductType(scope.productType);
      if (game.isErr() || productType === undefined || scope.count <= 0) continue;
      offers.push({
        gameType: { value: game.value.value, label: game.value.label },
        productType: { value: productType.value, label: productType.label },
        count: scope.count,
      });
    }
    offers.sort((a, b) => b.count - a.count || a.gameType.label.localeCompare(b.gameType.label) || a.productType.label.localeCompare(b.productType.label));
    const chosen = offers.find((o) => o.gameType.value === request.gameType && o.productType.value === request.productType) ?? offers[0];
    const base = { seller: toPublicSeller(user), offers, activeOffers: offers.reduce((sum, o) => sum + o.count, 0), crowns: user.crowns };
    if (chosen === undefined) return ok({ ...base, selected: null, listings: null });

    const found = await this.search.execute({
      gameType: chosen.gameType.value,
      productType: chosen.productType.value,
      searchText: '',
      price: null,
      sortBy: 'RECOMMENDED',
      sortDirection: -1,
      page: request.page,
      smartTagFilters: {},
      customFilters: {},
      platform: null,
      searchFilter: null,
      listingView: undefined,
      sellerSlug: user.slug,
      hasAuthToken: request.hasAuthToken,
    });
    const selected = { gameType: chosen.gameType.value, productType: chosen.productType.value };
    if (found.isErr()) {
      // A profile without its offers beats no profile when the search engine is down.
      if (found.error.code === 'UNAVAILABLE') return ok({ ...base, selected, listings: null });
      return err(found.error);
    }
    return ok({ ...base, selected, listings: found.value });
  }
}

/**
 * Several public users at once (favorite sellers), in the order asked, each
 * once; banned, removed and unknown ones are left out.
 */
export class GetSellers {
  constructor(private readonly products: ProductReader) {}

  async execute(request: { readonly ids: readonly string[] }): Promise<readonly PublicSeller[]> {
    const ids = [...new Set(request.ids)].slice(0, MAX_SELLER_BATCH);
    const users = new Map((await this.products.sellersByIds(ids)).map((u) => [u.id, u]));
    return ids.flatMap((id) => {
      const user = users.get(id);
      return user === undefined || !isPublicUser(user) ? [] : [toPublicSeller(user)];
    });
  }
}
