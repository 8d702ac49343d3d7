import type { OrderNotifier } from '../orders/index.ts';
import type { Notifications } from './notifications.ts';

const SUBJECTS: Readonly<Record<string, string>> = {
  paid: 'paid',
  started: 'started by the seller',
  delivered: 'delivered — please check it and confirm',
  late: 'late',
  cancel_requested: 'cancellation requested',
  cancel_accepted: 'cancelled and refunded',
  cancel_declined: 'cancellation declined',
  cancelled: 'cancelled',
  confirmed: 'confirmed by the buyer',
  auto_completed: 'completed',
  buyer_reminded: 'completes automatically in 4 hours',
  dispute_opened: 'in dispute',
  dispute_answered: 'dispute answered',
  dispute_message: 'new dispute message',
  dispute_resolved: 'dispute resolved',
  refunded: 'refunded',
  partially_refunded: 'partially refunded',
  force_completed: 'completed by support',
  settled: 'funds available',
  progress: 'progress update',
  reviewed: 'reviewed',
  card_refunded: 'refund sent to your card',
  card_refund_failed: 'card refund refused, the money is in your credits',
};

/** The order lifecycle's notices as notifications: the topic `order`, a title naming the order and what happened, a link to its page. */
export function orderNotifier(notifications: Notifications): OrderNotifier {
  return {
    notify: (userId, n) =>
      notifications.notify(userId, {
        topic: 'order',
        kind: n.kind,
        subjectId: n.orderId,
        title: `Your order "${n.title}": ${SUBJECTS[n.kind] ?? n.kind.replace(/_/g, ' ')}`,
        link: `/dashboard/order/${encodeURIComponent(n.orderId)}`,
      }),
  };
}
