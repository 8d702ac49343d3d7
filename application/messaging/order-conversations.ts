import { err, ok, type Result } from 'neverthrow';
import { can, conversationPair, domainError, isMember, isOrderChatEvent, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { Clock, Outbox, UnitOfWork } from '../shared/ports/index.ts';
import { announceMessage, INBOX_COLLECTION } from './messaging.ts';
import type { ConversationRecord, MessagingStore, OrderChatDirectory } from './ports/index.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

const notFound = () => err(domainError('ORDER_NOT_FOUND', 'Order not found', { field: 'orderId' }));

/**
 * One conversation per order, between its buyer and its seller, apart from the pair's own thread. It
 * is created when the order is paid (its first system message) or when a side first opens it. Order
 * events arrive as system messages, each once however often it is told: the event's kind and time are
 * its key. Staff who may resolve disputes join while the order's dispute is open, and their messages
 * are shown as staff. Anyone else is told the order does not exist.
 */
export class OrderConversations {
  constructor(
    private readonly deps: {
      readonly store: MessagingStore;
      readonly orders: OrderChatDirectory;
      readonly uow: UnitOfWork;
      readonly outbox: Outbox;
      readonly clock: Clock;
      readonly newId: () => string;
    },
  ) {}

  /** `openOrderConversation({ orderId })`: the order's conversation for its buyer or seller, or for dispute staff while its dispute is open (they join). */
  async open(actor: Actor, orderId: string): Answer<{ readonly conversationId: string; readonly staff: boolean }> {
    const user = requirePermission(actor, 'messages.use');
    if (user.isErr()) return err(user.error);
    const order = await this.deps.orders.partiesOf(orderId);
    if (order === undefined) return notFound();
    const party = order.buyerId === user.value || order.sellerId === user.value;
    const staff = !party && order.disputeOpen && can(actor, 'order.dispute.resolve');
    if (!party && !staff) return notFound();
    return this.deps.uow.run(async () => {
      let conversation = await this.openFor(orderId, order.buyerId, order.sellerId);
      if (staff && !isMember(conversation, user.value)) {
        conversation = await this.deps.store.addStaff(conversation.id, user.value);
        await this.deps.outbox.add({ type: 'InboxChanged', collection: INBOX_COLLECTION, id: user.value });
      }
      return ok({ conversationId: conversation.id, staff });
    });
  }

  /**
   * An order event, told inside the order's unit of work: a system message in its conversation (started
   * when missing) unless this event is already there. Events that are no step of the thread are ignored.
   */
  async postEvent(e: { readonly orderId: string; readonly buyerId: string; readonly sellerId: string; readonly kind: string; readonly at: Date }): Promise<void> {
    if (!isOrderChatEvent(e.kind)) return;
    const conversation = await this.openFor(e.orderId, e.buyerId, e.sellerId);
    const posted = await this.deps.store.appendSystem({ conversationId: conversation.id, eventKey: `order:${e.kind}:${e.at.getTime()}`, body: e.kind, createdAt: e.at });
    if (posted !== undefined) await announceMessage(this.deps.outbox, conversation);
  }

  private async openFor(orderId: string, buyerId: string, sellerId: string): Promise<ConversationRecord> {
    const pair = conversationPair(buyerId, sellerId);
    // An order with one user on both sides cannot exist (checkout refuses one's own offers); keep a thread anyway.
    const [a, b] = pair.isOk() ? pair.value : [buyerId, sellerId];
    return this.deps.store.openOrder(orderId, [a, b], this.deps.newId(), this.deps.clock.now());
  }
}
