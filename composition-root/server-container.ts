import { Container } from 'inversify';
import { RecordAnalyticsEvent } from '../application/analytics/index.ts';
import { BrowseCatalog } from '../application/catalog/browse-catalog.ts';
import { GetListingData } from '../application/catalog/get-listing-data.ts';
import { SearchListings } from '../application/catalog/search-listings.ts';
import { GetProduct, GetProducts } from '../application/catalog/get-product.ts';
import { GetSellerProfile, GetSellers } from '../application/catalog/get-seller-profile.ts';
import type { ListingIndex, ListingSearch } from '../application/catalog/ports/index.ts';
import { Argon2PasswordHasher } from '../adapters/server/accounts/argon2-password-hasher.ts';
import { HeaderGeoLocator } from '../adapters/server/http/shared/header-geo-locator.ts';
import { SqlAnalyticsEventStore } from '../adapters/server/persistence/analytics/sql-analytics-event-store.ts';
import type { Database } from '../adapters/server/persistence/shared/database.ts';
import { SnapshotCatalogReader } from '../adapters/server/persistence/catalog/snapshot-catalog-reader.ts';
import { SqlRatesSource } from '../adapters/server/persistence/shared/sql-rates-source.ts';
import { SqlSessionTokens } from '../adapters/server/persistence/accounts/sql-session-tokens.ts';
import { SqlActorDirectory } from '../adapters/server/persistence/accounts/sql-actor-directory.ts';
import { SqlProductReader } from '../adapters/server/persistence/catalog/sql-product-reader.ts';
import { ConfiguredRatesSource } from '../adapters/shared/configured-rates-source.ts';
import { SystemClock } from '../adapters/shared/system-clock.ts';
import type { Config } from './config.ts';
import { ratesFromConfig } from './rates-config.ts';
import { SERVER } from './server-tokens.ts';

/** What start-up opened before the container is built (both need awaiting). */
export interface ServerInfrastructure {
  readonly db: Database;
  readonly search: ListingSearch & ListingIndex;
}

/**
 * The server's wiring: every port bound to its adapter, every use case to
 * its ports, by factories so no class carries a decorator.
 */
export function buildServerContainer(config: Config, infra: ServerInfrastructure): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind(SERVER.Config).toConstantValue(config);
  c.bind(SERVER.Database).toConstantValue(infra.db);
  c.bind(SERVER.ListingSearch).toConstantValue(infra.search);
  c.bind(SERVER.ListingIndex).toConstantValue(infra.search);
  c.bind(SERVER.Clock).toDynamicValue(() => new SystemClock());
  c.bind(SERVER.PasswordHasher).toDynamicValue(() => new Argon2PasswordHasher());
  c.bind(SERVER.CatalogReader).toDynamicValue((ctx) => new SnapshotCatalogReader(ctx.get(SERVER.Database), ctx.get(SERVER.Clock)));
  c.bind(SERVER.RatesSource).toDynamicValue((ctx) => {
    const overridden = ratesFromConfig(config);
    return overridden === undefined ? new SqlRatesSource(ctx.get(SERVER.Database)) : new ConfiguredRatesSource(overridden);
  });
  c.bind(SERVER.GeoLocator).toDynamicValue(
    () =>
      new HeaderGeoLocator({
        countryHeader: config.GEO_COUNTRY_HEADER,
        regionHeader: config.GEO_REGION_HEADER,
        cityHeader: config.GEO_CITY_HEADER,
        defaultCountry: config.DEFAULT_COUNTRY,
      }),
  );
  c.bind(SERVER.SessionTokens).toDynamicValue((ctx) => new SqlSessionTokens(ctx.get(SERVER.Database), ctx.get(SERVER.Clock)));
  c.bind(SERVER.ActorDirectory).toDynamicValue((ctx) => new SqlActorDirectory(ctx.get(SERVER.Database)));
  c.bind(SERVER.GetListingData).toDynamicValue((ctx) => new GetListingData(ctx.get(SERVER.CatalogReader)));
  c.bind(SERVER.SearchListings).toDynamicValue((ctx) => new SearchListings(ctx.get(SERVER.CatalogReader), ctx.get(SERVER.ListingSearch)));
  c.bind(SERVER.BrowseCatalog).toDynamicValue((ctx) => new BrowseCatalog(ctx.get(SERVER.CatalogReader)));
  c.bind(SERVER.AnalyticsEventStore).toDynamicValue((ctx) => new SqlAnalyticsEventStore(ctx.get(SERVER.Database)));
  c.bind(SERVER.RecordAnalyticsEvent).toDynamicValue((ctx) => new RecordAnalyticsEvent(ctx.get(SERVER.AnalyticsEventStore), ctx.get(SERVER.Clock)));
  c.bind(SERVER.ProductReader).toDynamicValue((ctx) => new SqlProductReader(ctx.get(SERVER.Database)));
  c.bind(SERVER.GetProduct).toDynamicValue((ctx) => new GetProduct(ctx.get(SERVER.ProductReader), ctx.get(SERVER.CatalogReader)));
  c.bind(SERVER.GetProducts).toDynamicValue((ctx) => new GetProducts(ctx.get(SERVER.ProductReader), ctx.get(SERVER.CatalogReader)));
  c.bind(SERVER.GetSellerProfile).toDynamicValue(
    (ctx) => new GetSellerProfile(ctx.get(SERVER.ProductReader), ctx.get(SERVER.CatalogReader), ctx.get(SERVER.SearchListings)),
  );
  c.bind(SERVER.GetSellers).toDynamicValue((ctx) => new GetSellers(ctx.get(SERVER.ProductReader)));
  return c;
}
