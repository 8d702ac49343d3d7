import { randomBytes } from 'node:crypto';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { SellerApplications } from '../../application/sellerapplications/index.ts';
import { userChangesVia } from '../../application/shared/ports/index.ts';
import { SqlSellerApplicationStore } from '../../adapters/server/persistence/sellerapplications/sql-seller-application-store.ts';
import { CATALOG } from './catalog.module.ts';
import { NOTIFICATIONS } from './notifications.module.ts';
import { SHARED } from './shared.module.ts';

export const SELLER_APPLICATIONS = {
  SellerApplications: Symbol.for('sellerapplications.SellerApplications') as ServiceIdentifier<SellerApplications>,
} as const;

/** Seller applications: kept in SQL, checked against the catalog, decided by staff with the roles granted in the same transaction. */
export const sellerApplicationsModule = new ContainerModule(({ bind }) => {
  bind(SELLER_APPLICATIONS.SellerApplications).toDynamicValue(
    (ctx) =>
      new SellerApplications({
        store: new SqlSellerApplicationStore(ctx.get(SHARED.Database)),
        catalog: ctx.get(CATALOG.CatalogReader),
        uow: ctx.get(SHARED.UnitOfWork),
        clock: ctx.get(SHARED.Clock),
        users: userChangesVia(ctx.get(SHARED.Outbox)),
        notifications: ctx.get(NOTIFICATIONS.Notifications),
        newId: () => `sa_${randomBytes(12).toString('hex')}`,
      }),
  );
});
