import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { SqlContacts } from '../../adapters/server/persistence/messaging/sql-contacts.ts';
import { SqlTradePartners } from '../../adapters/server/persistence/orders/sql-trade-partners.ts';
import { CleanUnsentMessageFiles, Contacts, ConversationControls, MessageFiles, Messaging, OrderConversations, unreadMessageReminder, unsentFileCleanup, type MessageFileBytes, type TypingMarks } from '../../application/messaging/index.ts';
import type { OrderNotifier } from '../../application/orders/index.ts';
import { userChangesVia } from '../../application/shared/ports/index.ts';
import { FeedTypingMarks } from '../../adapters/server/changes/feed-typing-marks.ts';
import { DiskPrivateDocumentFiles } from '../../adapters/server/media/private-document-files.ts';
import { SqlConversationControls } from '../../adapters/server/persistence/messaging/sql-conversation-controls.ts';
import { SqlUnsentMessageFiles } from '../../adapters/server/persistence/messaging/sql-unsent-message-files.ts';
import { SqlOrderChatDirectory } from '../../adapters/server/persistence/messaging/sql-order-chat-directory.ts';
import type { Config } from '../config.ts';
import { MEDIA } from './media.module.ts';
import { NOTIFICATIONS } from './notifications.module.ts';
import { SqlMessageBatches } from '../../adapters/server/persistence/messaging/sql-message-batches.ts';
import { SqlMessagingStore } from '../../adapters/server/persistence/messaging/sql-messaging-store.ts';
import { CATALOG } from './catalog.module.ts';
import { SHARED } from './shared.module.ts';

export const MESSAGING = {
  Messaging: Symbol.for('messaging.Messaging') as ServiceIdentifier<Messaging>,
  Controls: Symbol.for('messaging.Controls') as ServiceIdentifier<ConversationControls>,
  Contacts: Symbol.for('messaging.Contacts') as ServiceIdentifier<Contacts>,
  OrderConversations: Symbol.for('messaging.OrderConversations') as ServiceIdentifier<OrderConversations>,
  Files: Symbol.for('messaging.Files') as ServiceIdentifier<MessageFiles>,
  Typing: Symbol.for('messaging.Typing') as ServiceIdentifier<TypingMarks>,
  /** The bytes of message documents: shared by uploads and the cleanup of unsent ones. */
  FileBytes: Symbol.for('messaging.FileBytes') as ServiceIdentifier<MessageFileBytes>,
  UnsentFileCleanup: Symbol.for('messaging.UnsentFileCleanup') as ServiceIdentifier<CleanUnsentMessageFiles>,
} as const;

/** Where message documents live: `message-files` beside the database's directory (never the public media directory), or a fresh temporary directory. */
export function messageFilesDirectory(config: Pick<Config, 'DATA_DIR'>): string {
  if (config.DATA_DIR.startsWith('memory://')) return mkdtempSync(join(tmpdir(), 'ig-message-files-'));
  return join(dirname(config.DATA_DIR), 'message-files');
}

/**
 * Order events as system messages in the order's conversation, told beside the notifications: the
 * orders context calls its notifier once per recipient, and the conversation keeps one message per event.
 */
export function withOrderChat(notifier: OrderNotifier, chats: () => OrderConversations): OrderNotifier {
  return {
    notify: async (userId, n) => {
      await notifier.notify(userId, n);
      await chats().postEvent({ orderId: n.orderId, buyerId: n.buyerId, sellerId: n.sellerId, kind: n.kind, at: n.at });
    },
  };
}

/** Conversations and messages, live through the change feed (LISTEN/NOTIFY or Redis across processes). */
export const messagingModule = new ContainerModule(({ bind, onActivation }) => {
  const newId = () => `cv_${randomBytes(12).toString('base64url')}`;
  bind(MESSAGING.Typing).toDynamicValue((ctx) => new FeedTypingMarks(ctx.get(SHARED.ChangeFeed)));
  bind(MESSAGING.Messaging).toDynamicValue(
    (ctx) =>
      new Messaging({
        store: new SqlMessagingStore(ctx.get(SHARED.Database)),
        users: ctx.get(CATALOG.ProductReader),
        uow: ctx.get(SHARED.UnitOfWork),
        outbox: ctx.get(SHARED.Outbox),
        clock: ctx.get(SHARED.Clock),
        newId,
        scheduler: ctx.get(SHARED.Scheduler),
        reminders: ctx.get(NOTIFICATIONS.Notifications),
        blocks: new SqlConversationControls(ctx.get(SHARED.Database)),
        images: ctx.get(MEDIA.Store),
        typing: ctx.get(MESSAGING.Typing),
        batches: new SqlMessageBatches(ctx.get(SHARED.Database)),
      }),
  );
  bind(MESSAGING.Controls).toDynamicValue((ctx) => {
    const db = ctx.get(SHARED.Database);
    const outbox = ctx.get(SHARED.Outbox);
    return new ConversationControls({
      store: new SqlMessagingStore(db),
      controls: new SqlConversationControls(db),
      users: userChangesVia(outbox),
      uow: ctx.get(SHARED.UnitOfWork),
      outbox,
      clock: ctx.get(SHARED.Clock),
      typing: ctx.get(MESSAGING.Typing),
    });
  });
  bind(MESSAGING.OrderConversations).toDynamicValue((ctx) => {
    const db = ctx.get(SHARED.Database);
    return new OrderConversations({ store: new SqlMessagingStore(db), orders: new SqlOrderChatDirectory(db), uow: ctx.get(SHARED.UnitOfWork), outbox: ctx.get(SHARED.Outbox), clock: ctx.get(SHARED.Clock), newId });
  });
  // One directory per container (singletons; a memory database gets a fresh temporary one): uploads and the cleanup see the same files.
  bind(MESSAGING.FileBytes)
    .toDynamicValue((ctx) => {
      const files = new DiskPrivateDocumentFiles(messageFilesDirectory(ctx.get(SHARED.Config)), '.bin');
      return { put: (id, bytes) => files.put(id, bytes), get: async (id) => (await files.get(id)) ?? undefined, remove: (id) => files.remove(id) };
    });
  bind(MESSAGING.Files).toDynamicValue((ctx) => {
    return new MessageFiles({
      store: new SqlMessagingStore(ctx.get(SHARED.Database)),
      bytes: ctx.get(MESSAGING.FileBytes),
      uow: ctx.get(SHARED.UnitOfWork),
      clock: ctx.get(SHARED.Clock),
      newId: () => randomBytes(16).toString('hex'),
    });
  });
  // Online means a DDP session on any server process (shared through the change feed).
  bind(MESSAGING.Contacts).toDynamicValue((ctx) => {
    const db = ctx.get(SHARED.Database);
    const presence = ctx.get(SHARED.Presence);
    return new Contacts({ store: new SqlContacts(db), trades: new SqlTradePartners(db), users: ctx.get(CATALOG.ProductReader), presence: { isOnline: (userId) => presence.isOnline(userId) } });
  });
  bind(MESSAGING.UnsentFileCleanup).toDynamicValue(
    (ctx) => new CleanUnsentMessageFiles({ files: new SqlUnsentMessageFiles(ctx.get(SHARED.Database)), bytes: ctx.get(MESSAGING.FileBytes), scheduler: ctx.get(SHARED.Scheduler), clock: ctx.get(SHARED.Clock) }),
  );
  onActivation(SHARED.TimerHandlers, (ctx, handlers) =>
    handlers.on(unreadMessageReminder, (timer) => ctx.get(MESSAGING.Messaging).remindUnread(timer.payload)).on(unsentFileCleanup, () => ctx.get(MESSAGING.UnsentFileCleanup).onTimer()),
  );
});
