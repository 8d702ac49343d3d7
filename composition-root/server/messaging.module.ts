import { randomBytes } from 'node:crypto';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { Messaging, unreadMessageReminder } from '../../application/messaging/index.ts';
import { NOTIFICATIONS } from './notifications.module.ts';
import { SqlMessagingStore } from '../../adapters/server/persistence/messaging/sql-messaging-store.ts';
import { CATALOG } from './catalog.module.ts';
import { SHARED } from './shared.module.ts';

export const MESSAGING = {
  Messaging: Symbol.for('messaging.Messaging') as ServiceIdentifier<Messaging>,
} as const;

/** Conversations and messages, live through the change feed (LISTEN/NOTIFY across processes on PostgreSQL). */
export const messagingModule = new ContainerModule(({ bind, onActivation }) => {
  bind(MESSAGING.Messaging).toDynamicValue(
    (ctx) =>
      new Messaging({
        store: new SqlMessagingStore(ctx.get(SHARED.Database)),
        users: ctx.get(CATALOG.ProductReader),
        uow: ctx.get(SHARED.UnitOfWork),
        outbox: ctx.get(SHARED.Outbox),
        clock: ctx.get(SHARED.Clock),
        newId: () => `cv_${randomBytes(12).toString('base64url')}`,
        scheduler: ctx.get(SHARED.Scheduler),
        reminders: ctx.get(NOTIFICATIONS.Notifications),
      }),
  );
  onActivation(SHARED.TimerHandlers, (ctx, handlers) => handlers.on(unreadMessageReminder, (timer) => ctx.get(MESSAGING.Messaging).remindUnread(timer.payload)));
});
