import { randomBytes } from 'node:crypto';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { IgPlus, MembershipBilling, membershipRenewal, type MembershipDeps } from '../../application/membership/index.ts';
import { SqlMembershipStore } from '../../adapters/server/persistence/membership/sql-membership-store.ts';
import { userChangesVia } from '../../application/shared/ports/index.ts';
import { LEDGER } from './ledger.module.ts';
import { NOTIFICATIONS } from './notifications.module.ts';
import { PAYMENTS } from './payments.module.ts';
import { SHARED } from './shared.module.ts';

export const MEMBERSHIP = {
  IgPlus: Symbol.for('membership.IgPlus') as ServiceIdentifier<IgPlus>,
  Billing: Symbol.for('membership.Billing') as ServiceIdentifier<MembershipBilling>,
} as const;

type Ctx = { get: <T>(id: ServiceIdentifier<T>) => T };

function deps(ctx: Ctx): MembershipDeps & { readonly newId: () => string } {
  return {
    store: new SqlMembershipStore(ctx.get(SHARED.Database)),
    ledger: ctx.get(LEDGER.Ledger),
    scheduler: ctx.get(SHARED.Scheduler),
    users: userChangesVia(ctx.get(SHARED.Outbox)),
    clock: ctx.get(SHARED.Clock),
    notifications: ctx.get(NOTIFICATIONS.Notifications),
    newId: () => `mb_${randomBytes(12).toString('base64url')}`,
  };
}

/** ig-plus: bought and cancelled by members, billed by payments' listener and the renewal timer. */
export const membershipModule = new ContainerModule(({ bind, onActivation }) => {
  bind(MEMBERSHIP.Billing).toDynamicValue(
    (ctx) =>
      new MembershipBilling({
        ...deps(ctx),
        uow: ctx.get(SHARED.UnitOfWork),
        rates: ctx.get(SHARED.RatesSource),
        // Resolved at the renewal, not here: payments are built with this billing as their listener.
        savedCard: { chargeSavedCard: (userId, input) => ctx.get(PAYMENTS.ChargeSavedCard).chargeSavedCard(userId, input) },
      }),
  );
  bind(MEMBERSHIP.IgPlus).toDynamicValue(
    (ctx) =>
      new IgPlus({
        ...deps(ctx),
        uow: ctx.get(SHARED.UnitOfWork),
        rates: ctx.get(SHARED.RatesSource),
        idempotency: ctx.get(SHARED.Idempotency),
        startPayment: ctx.get(PAYMENTS.StartPayment),
        savedCards: ctx.get(PAYMENTS.SavedCards),
      }),
  );
  onActivation(SHARED.TimerHandlers, (ctx, handlers) => handlers.on(membershipRenewal, ctx.get(MEMBERSHIP.Billing).onTimer));
});
