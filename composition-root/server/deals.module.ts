import { randomBytes } from 'node:crypto';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { BuyRequests, CustomOffers, customOfferExpiry, ReadRequests, requestDeadline } from '../../application/deals/index.ts';
import type { DealUseCases } from '../../adapters/server/ddp-api/deals/deal-methods.ts';
import { SqlDealFacts } from '../../adapters/server/persistence/deals/sql-deal-facts.ts';
import { SqlDealStore } from '../../adapters/server/persistence/deals/sql-deal-store.ts';
import { CATALOG } from './catalog.module.ts';
import { LEDGER } from './ledger.module.ts';
import { MESSAGING } from './messaging.module.ts';
import { NOTIFICATIONS } from './notifications.module.ts';
import { ORDERS } from './orders.module.ts';
import { SHARED } from './shared.module.ts';

export const DEALS = {
  UseCases: Symbol.for('deals.UseCases') as ServiceIdentifier<DealUseCases>,
} as const;

const newId = (prefix: string) => () => `${prefix}_${randomBytes(12).toString('base64url')}`;

/**
 * Custom offers in conversations and buyers' requests: orders through the
 * orders module's `CreateOrderGroup`, payments through the checkout's
 * `StartPayment`, budgets held in the ledger, expiries on the scheduler.
 */
export const dealsModule = new ContainerModule(({ bind, onActivation }) => {
  bind(DEALS.UseCases).toDynamicValue((ctx) => {
    const db = ctx.get(SHARED.Database);
    const common = {
      store: new SqlDealStore(db),
      facts: new SqlDealFacts(db),
      createGroup: ctx.get(ORDERS.CreateOrderGroup),
      payments: ctx.get(ORDERS.StartPayment),
      idempotency: ctx.get(SHARED.Idempotency),
      scheduler: ctx.get(SHARED.Scheduler),
      outbox: ctx.get(SHARED.Outbox),
      uow: ctx.get(SHARED.UnitOfWork),
      clock: ctx.get(SHARED.Clock),
      notifications: ctx.get(NOTIFICATIONS.Notifications),
    };
    return {
      customOffers: new CustomOffers({ ...common, messaging: ctx.get(MESSAGING.Messaging), newId: newId('co') }),
      requests: new BuyRequests({ ...common, ledger: ctx.get(LEDGER.Ledger), newId: newId('rq') }),
      reads: new ReadRequests({ store: common.store, users: ctx.get(CATALOG.ProductReader) }),
    };
  });
  onActivation(SHARED.TimerHandlers, (ctx, handlers) => {
    const deals = ctx.get(DEALS.UseCases);
    return handlers.on(customOfferExpiry, (timer) => deals.customOffers.expire(timer.payload.offerId)).on(requestDeadline, (timer) => deals.requests.expire(timer.payload.requestId));
  });
});
