import type { ServiceIdentifier } from 'inversify';
import type { RecordAnalyticsEvent } from '../application/analytics/index.ts';
import type { BrowseCatalog } from '../application/catalog/browse-catalog.ts';
import type { GetListingData } from '../application/catalog/get-listing-data.ts';
import type { SearchListings } from '../application/catalog/search-listings.ts';
import type { GetProduct, GetProducts } from '../application/catalog/get-product.ts';
import type { GetSellerProfile, GetSellers } from '../application/catalog/get-seller-profile.ts';
import type { ProductReader } from '../application/catalog/ports/product-reader.ts';
import type { CatalogReader, ListingIndex, ListingSearch } from '../application/catalog/ports/index.ts';
import type { Clock, GeoLocator, RatesSource } from '../application/shared/ports/index.ts';
import type { ActorDirectory, PasswordHasher, SessionTokens } from '../application/accounts/ports/index.ts';
import type { AnalyticsEventStore } from '../application/analytics/ports/index.ts';
import type { Database } from '../adapters/server/persistence/shared/database.ts';
import type { Config } from './config.ts';

/** Service identifiers of the server process, typed so `get` needs no casts. */
export const SERVER = {
  Config: Symbol.for('server.Config') as ServiceIdentifier<Config>,
  Database: Symbol.for('server.Database') as ServiceIdentifier<Database>,
  Clock: Symbol.for('server.Clock') as ServiceIdentifier<Clock>,
  ListingSearch: Symbol.for('server.ListingSearch') as ServiceIdentifier<ListingSearch>,
  ListingIndex: Symbol.for('server.ListingIndex') as ServiceIdentifier<ListingIndex>,
  CatalogReader: Symbol.for('server.CatalogReader') as ServiceIdentifier<CatalogReader>,
  RatesSource: Symbol.for('server.RatesSource') as ServiceIdentifier<RatesSource>,
  GeoLocator: Symbol.for('server.GeoLocator') as ServiceIdentifier<GeoLocator>,
  SessionTokens: Symbol.for('server.SessionTokens') as ServiceIdentifier<SessionTokens>,
  ActorDirectory: Symbol.for('server.ActorDirectory') as ServiceIdentifier<ActorDirectory>,
  PasswordHasher: Symbol.for('server.PasswordHasher') as ServiceIdentifier<PasswordHasher>,
  GetListingData: Symbol.for('server.GetListingData') as ServiceIdentifier<GetListingData>,
  SearchListings: Symbol.for('server.SearchListings') as ServiceIdentifier<SearchListings>,
  BrowseCatalog: Symbol.for('server.BrowseCatalog') as ServiceIdentifier<BrowseCatalog>,
  AnalyticsEventStore: Symbol.for('server.AnalyticsEventStore') as ServiceIdentifier<AnalyticsEventStore>,
  RecordAnalyticsEvent: Symbol.for('server.RecordAnalyticsEvent') as ServiceIdentifier<RecordAnalyticsEvent>,
  ProductReader: Symbol.for('server.ProductReader') as ServiceIdentifier<ProductReader>,
  GetProduct: Symbol.for('server.GetProduct') as ServiceIdentifier<GetProduct>,
  GetProducts: Symbol.for('server.GetProducts') as ServiceIdentifier<GetProducts>,
  GetSellerProfile: Symbol.for('server.GetSellerProfile') as ServiceIdentifier<GetSellerProfile>,
  GetSellers: Symbol.for('server.GetSellers') as ServiceIdentifier<GetSellers>,
} as const;
