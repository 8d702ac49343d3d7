import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { ListingIndexSync, ManageOffers, ModerateOffers, OfferSettings, ReadOffers } from '../../application/offers/index.ts';
import type { OfferUseCases } from '../../adapters/server/ddp-api/offers/offer-methods.ts';
import { RandomOfferIds } from '../../adapters/server/persistence/offers/random-offer-ids.ts';
import { SqlOfferModeration } from '../../adapters/server/persistence/offers/sql-offer-moderation.ts';
import { SqlOfferSettings } from '../../adapters/server/persistence/offers/sql-offer-settings.ts';
import { SqlOfferStore } from '../../adapters/server/persistence/offers/sql-offer-store.ts';
import { CATALOG } from './catalog.module.ts';
import { NOTIFICATIONS } from './notifications.module.ts';
import { SHARED } from './shared.module.ts';

export const OFFERS = {
  UseCases: Symbol.for('offers.UseCases') as ServiceIdentifier<OfferUseCases>,
  /** Reports of offers and the staff's decisions on them. */
  Moderation: Symbol.for('offers.Moderation') as ServiceIdentifier<ModerateOffers>,
  /** Announces listing writes through the outbox, so every process's search index rereads them. */
  IndexSync: Symbol.for('offers.IndexSync') as ServiceIdentifier<ListingIndexSync>,
} as const;

/** The seller's offers: rows of `listings`, written by their seller and pushed to the listing index after each write. */
export const offersModule = new ContainerModule(({ bind }) => {
  bind(OFFERS.IndexSync).toDynamicValue((ctx) => new ListingIndexSync(ctx.get(SHARED.Outbox)));
  bind(OFFERS.Moderation).toDynamicValue(
    (ctx) =>
      new ModerateOffers({
        store: new SqlOfferModeration(ctx.get(SHARED.Database)),
        index: ctx.get(OFFERS.IndexSync),
        notifications: ctx.get(NOTIFICATIONS.Notifications),
        uow: ctx.get(SHARED.UnitOfWork),
        clock: ctx.get(SHARED.Clock),
      }),
  );
  bind(OFFERS.UseCases).toDynamicValue((ctx) => {
    const store = new SqlOfferStore(ctx.get(SHARED.Database));
    const manageOffers = new ManageOffers(store, ctx.get(CATALOG.CatalogReader), new RandomOfferIds(), ctx.get(OFFERS.IndexSync), ctx.get(SHARED.Clock), ctx.get(SHARED.UnitOfWork));
    return {
      manageOffers,
      readOffers: new ReadOffers(store),
      offerSettings: new OfferSettings(new SqlOfferSettings(ctx.get(SHARED.Database)), store, manageOffers, ctx.get(CATALOG.CatalogReader), ctx.get(SHARED.Clock)),
    };
  });
});
