import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { Messaging, OrderConversations } from '../../../../application/messaging/index.ts';
import { MarkReadMethod, OpenConversationMethod, OpenOrderConversationMethod, SendMessageMethod } from '../../../../contracts/messaging/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

/** `openConversation`, `openOrderConversation`, `sendMessage`, `markRead`: params checked by the contract, the parties and permissions by the use case. */
export function messagingMethods(messaging: Messaging, actors: ActorDirectory, orderChats: OrderConversations): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [OpenConversationMethod.name, method(OpenConversationMethod.params, (actor, [p]) => messaging.open(actor, p.userId))],
    [OpenOrderConversationMethod.name, method(OpenOrderConversationMethod.params, (actor, [p]) => orderChats.open(actor, p.orderId))],
    [
      SendMessageMethod.name,
      method(SendMessageMethod.params, async (actor, [p]) =>
        (await messaging.post(actor, p)).map((m) => ({ conversationId: m.conversationId, seq: m.seq, createdAt: m.createdAt.toISOString() })),
      ),
    ],
    [MarkReadMethod.name, method(MarkReadMethod.params, (actor, [p]) => messaging.markRead(actor, p))],
  ]);
}
