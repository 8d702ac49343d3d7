import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { Notifications } from '../../application/notifications/index.ts';
import { userChangesVia } from '../../application/shared/ports/index.ts';
import { SqlNotificationStore } from '../../adapters/server/persistence/notifications/sql-notification-store.ts';
import { SHARED } from './shared.module.ts';

export const NOTIFICATIONS = {
  Notifications: Symbol.for('notifications.Notifications') as ServiceIdentifier<Notifications>,
} as const;

/** The bell's notifications and their e-mails (to the mail outbox), for every context that tells users something. */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(NOTIFICATIONS.Notifications).toDynamicValue((ctx) => {
    const outbox = ctx.get(SHARED.Outbox);
    return new Notifications({
      store: new SqlNotificationStore(ctx.get(SHARED.Database)),
      outbox,
      users: userChangesVia(outbox),
      uow: ctx.get(SHARED.UnitOfWork),
      clock: ctx.get(SHARED.Clock),
      publicUrl: ctx.get(SHARED.Config).PUBLIC_URL ?? '',
    });
  });
});
