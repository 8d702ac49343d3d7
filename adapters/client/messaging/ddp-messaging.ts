import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import { MarkReadMethod, OpenConversationMethod, OpenOrderConversationMethod, SendMessageMethod } from '../../../contracts/messaging/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** The messaging methods over the storefront's DDP channel, answers checked against the contract. */
export class DdpMessaging {
  constructor(private readonly ddp: DdpMethodCaller) {}

  open(userId: string): Promise<Result<{ readonly conversationId: string }, DomainError>> {
    return callMethod(this.ddp, OpenConversationMethod, { userId });
  }

  /** The order's own conversation (staff join it while the order's dispute is open). */
  openOrder(orderId: string): Promise<Result<{ readonly conversationId: string; readonly staff: boolean }, DomainError>> {
    return callMethod(this.ddp, OpenOrderConversationMethod, { orderId });
  }

  send(params: { conversationId: string; body: string; clientId: string; attachments: string[] }): Promise<Result<unknown, DomainError>> {
    return callMethod(this.ddp, SendMessageMethod, { conversationId: params.conversationId, body: params.body, clientId: params.clientId, ...(params.attachments.length === 0 ? {} : { attachments: params.attachments }) });
  }

  markRead(params: { conversationId: string; lastId: number }): Promise<Result<unknown, DomainError>> {
    return callMethod(this.ddp, MarkReadMethod, { conversationId: params.conversationId, lastId: params.lastId });
  }
}
