import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { BulkUpsertOffers } from '../../application/offers/index.ts';
import { AuthenticateApiKey, ManageApiKeys } from '../../application/sellerapi/index.ts';
import { RandomOfferIds } from '../../adapters/server/persistence/offers/random-offer-ids.ts';
import { SqlOfferStore } from '../../adapters/server/persistence/offers/sql-offer-store.ts';
import { RandomApiKeySecrets } from '../../adapters/server/persistence/sellerapi/random-api-key-secrets.ts';
import { SqlApiKeyStore } from '../../adapters/server/persistence/sellerapi/sql-api-key-store.ts';
import { ACCOUNTS } from './accounts.module.ts';
import { CATALOG } from './catalog.module.ts';
import { OFFERS } from './offers.module.ts';
import { SHARED } from './shared.module.ts';

export const SELLER_API = {
  Keys: Symbol.for('sellerapi.Keys') as ServiceIdentifier<ManageApiKeys>,
  Authenticate: Symbol.for('sellerapi.Authenticate') as ServiceIdentifier<AuthenticateApiKey>,
  BulkUpsert: Symbol.for('sellerapi.BulkUpsert') as ServiceIdentifier<BulkUpsertOffers>,
} as const;

/** The seller API (issue 13 item 7): keys for BULK_SELLER / API_ACCESS, the key check of /api/v1, the bulk upsert. */
export const sellerApiModule = new ContainerModule(({ bind }) => {
  const secrets = new RandomApiKeySecrets();
  bind(SELLER_API.Keys).toDynamicValue((ctx) => new ManageApiKeys(new SqlApiKeyStore(ctx.get(SHARED.Database)), secrets, ctx.get(SHARED.Clock)));
  bind(SELLER_API.Authenticate).toDynamicValue(
    (ctx) => new AuthenticateApiKey(new SqlApiKeyStore(ctx.get(SHARED.Database)), secrets, ctx.get(ACCOUNTS.ActorDirectory), ctx.get(SHARED.Clock)),
  );
  bind(SELLER_API.BulkUpsert).toDynamicValue(
    (ctx) =>
      new BulkUpsertOffers(new SqlOfferStore(ctx.get(SHARED.Database)), ctx.get(CATALOG.CatalogReader), new RandomOfferIds(), ctx.get(OFFERS.IndexSync), ctx.get(SHARED.Clock), ctx.get(SHARED.UnitOfWork)),
  );
});
