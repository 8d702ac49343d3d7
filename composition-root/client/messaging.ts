import { scopeBind, type Scope } from 'effector';
import { DdpMessaging } from '../../adapters/client/messaging/ddp-messaging.ts';
import { ConversationsPublication, MessagesPublication, UnseenCountsPublication } from '../../contracts/messaging/index.ts';
import {
  inboxReceived,
  markReadFx,
  messageClientIdFx,
  messagesReceived,
  openConversationFx,
  openOrderConversationFx,
  sendMessageFx,
  stopInboxFx,
  stopMessagesFx,
  stopUnseenFx,
  unseenReceived,
  uploadAttachmentFx,
  watchInboxFx,
  watchMessagesFx,
  watchUnseenFx,
} from '../../ui/features/messaging/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';
import { uploadImage } from '../../adapters/client/offers/http-image-upload.ts';
import type { MoneyChannel } from './money.ts';

/** 16 random bytes in hex: unique per message, whichever browser context this is. */
function clientId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The messaging effects bound to the browser: methods over DDP, the three publications delivered into the scope. */
export function bindMessagingHandlers(handlers: EffectHandlers, channel: MoneyChannel, scope: () => Scope): EffectHandlers {
  const api = new DdpMessaging(channel);
  return handlers
    .bind(openConversationFx, unwrap((userId: string) => api.open(userId)))
    .bind(openOrderConversationFx, unwrap((orderId: string) => api.openOrder(orderId)))
    .bind(sendMessageFx, unwrap((params: { conversationId: string; body: string; clientId: string; attachments: string[] }) => api.send(params)))
    .bind(uploadAttachmentFx, async (file: File) => {
      const image = await uploadImage(file);
      return { key: image.key, src: image.src };
    })
    .bind(markReadFx, unwrap((params: { conversationId: string; lastId: number }) => api.markRead(params)))
    .bind(messageClientIdFx, clientId)
    .bind(watchUnseenFx, () => channel.watch(UnseenCountsPublication, (docs) => scopeBind(unseenReceived, { scope: scope() })(docs)))
    .bind(stopUnseenFx, () => channel.unwatch(UnseenCountsPublication.name))
    .bind(watchInboxFx, () => channel.watch(ConversationsPublication, (docs) => scopeBind(inboxReceived, { scope: scope() })(docs)))
    .bind(stopInboxFx, () => channel.unwatch(ConversationsPublication.name))
    .bind(watchMessagesFx, (conversationId) => channel.watch(MessagesPublication, (docs) => scopeBind(messagesReceived, { scope: scope() })(docs), [{ conversationId }]))
    .bind(stopMessagesFx, () => channel.unwatch(MessagesPublication.name));
}
