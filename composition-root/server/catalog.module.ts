import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { BrowseCatalog } from '../../application/catalog/browse-catalog.ts';
import { GetListingData } from '../../application/catalog/get-listing-data.ts';
import { GetProduct, GetProducts } from '../../application/catalog/get-product.ts';
import { GetSellerProfile, GetSellers } from '../../application/catalog/get-seller-profile.ts';
import { SearchListings } from '../../application/catalog/search-listings.ts';
import { FeaturedOffers } from '../../application/catalog/featured-offers.ts';
import { RecentReviews } from '../../application/catalog/recent-reviews.ts';
import { SyncListingIndex } from '../../application/catalog/sync-listing-index.ts';
import type { CatalogReader, ProductReader, SiteSearch } from '../../application/catalog/ports/index.ts';
import { SnapshotCatalogReader } from '../../adapters/server/persistence/catalog/snapshot-catalog-reader.ts';
import { SqlListingDocuments } from '../../adapters/server/persistence/catalog/sql-listing-documents.ts';
import { SqlProductReader } from '../../adapters/server/persistence/catalog/sql-product-reader.ts';
import { SqlReviewReader } from '../../adapters/server/persistence/catalog/sql-review-reader.ts';
import { CONTENT } from './content.tokens.ts';
import { EmbeddedSiteSearch } from '../../adapters/server/site-search/embedded-site-search.ts';
import type { SearchEngine } from './search-engine.ts';
import { SHARED } from './shared.module.ts';

export const CATALOG = {
  SearchEngine: Symbol.for('catalog.SearchEngine') as ServiceIdentifier<SearchEngine>,
  CatalogReader: Symbol.for('catalog.CatalogReader') as ServiceIdentifier<CatalogReader>,
  ProductReader: Symbol.for('catalog.ProductReader') as ServiceIdentifier<ProductReader>,
  SiteSearch: Symbol.for('catalog.SiteSearch') as ServiceIdentifier<SiteSearch>,
  GetListingData: Symbol.for('catalog.GetListingData') as ServiceIdentifier<GetListingData>,
  SearchListings: Symbol.for('catalog.SearchListings') as ServiceIdentifier<SearchListings>,
  BrowseCatalog: Symbol.for('catalog.BrowseCatalog') as ServiceIdentifier<BrowseCatalog>,
  FeaturedOffers: Symbol.for('catalog.FeaturedOffers') as ServiceIdentifier<FeaturedOffers>,
  RecentReviews: Symbol.for('catalog.RecentReviews') as ServiceIdentifier<RecentReviews>,
  GetProduct: Symbol.for('catalog.GetProduct') as ServiceIdentifier<GetProduct>,
  GetProducts: Symbol.for('catalog.GetProducts') as ServiceIdentifier<GetProducts>,
  GetSellerProfile: Symbol.for('catalog.GetSellerProfile') as ServiceIdentifier<GetSellerProfile>,
  GetSellers: Symbol.for('catalog.GetSellers') as ServiceIdentifier<GetSellers>,
  SyncListingIndex: Symbol.for('catalog.SyncListingIndex') as ServiceIdentifier<SyncListingIndex>,
} as const;

/** Games, product types, listing search, products, sellers and site search; the search engine was opened at start. */
export function catalogModule(search: SearchEngine): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CATALOG.SearchEngine).toConstantValue(search);
    bind(CATALOG.CatalogReader).toDynamicValue((ctx) => new SnapshotCatalogReader(ctx.get(SHARED.Database), ctx.get(SHARED.Clock)));
    bind(CATALOG.ProductReader).toDynamicValue((ctx) => new SqlProductReader(ctx.get(SHARED.Database)));
    bind(CATALOG.SiteSearch).toDynamicValue((ctx) => new EmbeddedSiteSearch(search, ctx.get(CATALOG.CatalogReader), ctx.get(CONTENT.SearchContent)));
    bind(CATALOG.GetListingData).toDynamicValue((ctx) => new GetListingData(ctx.get(CATALOG.CatalogReader)));
    bind(CATALOG.SearchListings).toDynamicValue((ctx) => {
      const presence = ctx.get(SHARED.Presence);
      return new SearchListings(ctx.get(CATALOG.CatalogReader), search, ctx.get(CATALOG.ProductReader), { isOnline: (userId) => presence.isOnline(userId) });
    });
    bind(CATALOG.BrowseCatalog).toDynamicValue((ctx) => new BrowseCatalog(ctx.get(CATALOG.CatalogReader)));
    bind(CATALOG.FeaturedOffers).toDynamicValue((ctx) => new FeaturedOffers(ctx.get(CATALOG.CatalogReader), ctx.get(CATALOG.SearchListings), ctx.get(SHARED.Clock)));
    bind(CATALOG.RecentReviews).toDynamicValue((ctx) => new RecentReviews(new SqlReviewReader(ctx.get(SHARED.Database)), ctx.get(CATALOG.CatalogReader), ctx.get(SHARED.Clock)));
    bind(CATALOG.GetProduct).toDynamicValue((ctx) => new GetProduct(ctx.get(CATALOG.ProductReader), ctx.get(CATALOG.CatalogReader)));
    bind(CATALOG.GetProducts).toDynamicValue((ctx) => new GetProducts(ctx.get(CATALOG.ProductReader), ctx.get(CATALOG.CatalogReader)));
    bind(CATALOG.GetSellerProfile).toDynamicValue(
      (ctx) => new GetSellerProfile(ctx.get(CATALOG.ProductReader), ctx.get(CATALOG.CatalogReader), ctx.get(CATALOG.SearchListings)),
    );
    bind(CATALOG.GetSellers).toDynamicValue((ctx) => new GetSellers(ctx.get(CATALOG.ProductReader)));
    bind(CATALOG.SyncListingIndex)
      .toDynamicValue((ctx) => new SyncListingIndex(new SqlListingDocuments(ctx.get(SHARED.Database)), search, (error) => ctx.get(SHARED.ReportError)(error, 'listing index sync')))
      .inSingletonScope();
  });
}
