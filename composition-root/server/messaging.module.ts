import { randomBytes } from 'node:crypto';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { Contacts, ConversationControls, Messaging, unreadMessageReminder } from '../../application/messaging/index.ts';
import { SqlContacts } from '../../adapters/server/persistence/messaging/sql-contacts.ts';
import { SqlTradePartners } from '../../adapters/server/persistence/orders/sql-trade-partners.ts';
import { userChangesVia } from '../../application/shared/ports/index.ts';
import { SqlConversationControls } from '../../adapters/server/persistence/messaging/sql-conversation-controls.ts';
import { MEDIA } from './media.module.ts';
import { NOTIFICATIONS } from './notifications.module.ts';
import { SqlMessagingStore } from '../../adapters/server/persistence/messaging/sql-messaging-store.ts';
import { CATALOG } from './catalog.module.ts';
import { SHARED } from './shared.module.ts';

export const MESSAGING = {
  Messaging: Symbol.for('messaging.Messaging') as ServiceIdentifier<Messaging>,
  Controls: Symbol.for('messaging.Controls') as ServiceIdentifier<ConversationControls>,
  Contacts: Symbol.for('messaging.Contacts') as ServiceIdentifier<Contacts>,
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
        blocks: new SqlConversationControls(ctx.get(SHARED.Database)),
        images: ctx.get(MEDIA.Store),
      }),
  );
  bind(MESSAGING.Controls).toDynamicValue((ctx) => {
    const db = ctx.get(SHARED.Database);
    const outbox = ctx.get(SHARED.Outbox);
    return new ConversationControls({ store: new SqlMessagingStore(db), controls: new SqlConversationControls(db), users: userChangesVia(outbox), uow: ctx.get(SHARED.UnitOfWork), outbox, clock: ctx.get(SHARED.Clock) });
  });
  // Online means a DDP session on this process: what one process knows without a presence store.
  bind(MESSAGING.Contacts).toDynamicValue((ctx) => {
    const db = ctx.get(SHARED.Database);
    const sessions = ctx.get(SHARED.Sessions);
    return new Contacts({ store: new SqlContacts(db), trades: new SqlTradePartners(db), users: ctx.get(CATALOG.ProductReader), presence: { isOnline: (userId) => sessions.sessionsOf(userId).length > 0 } });
  });
  onActivation(SHARED.TimerHandlers, (ctx, handlers) => handlers.on(unreadMessageReminder, (timer) => ctx.get(MESSAGING.Messaging).remindUnread(timer.payload)));
});
