import { mustMoney, type CurrencyCode } from '../../../domain/index.ts';
import type { DisputeQueueRecord } from '../../../ui/features/orders/disputes/model.ts';
import type { OrderDetailRecord } from '../../../ui/features/orders/detail/model.ts';
import type { CurrentPage } from '../../../ui/features/shared/page/model.ts';

/** Orders, queue entries and pages as the publications and the router hand them to the order models. */

export const usd = (minor: number) => mustMoney(minor, 'USD' as CurrencyCode);

export const page = (name: string, pathname: string, params: Record<string, string> = {}): CurrentPage => ({ name, layout: 'default', params, pathname, search: '', status: 200 });
export const orderPage = (id: string) => page('dashboardOrder', `/dashboard/order/${id}`, { id });

const NO_DEADLINES = { deliveryDueAt: null, lateAt: null, buyerReminderAt: null, autoCompleteAt: null, cancelAnswerDueAt: null, disputeAnswerDueAt: null, warrantyEndsAt: null, settleAt: null };

export function detail(id: string, overrides: Partial<OrderDetailRecord> = {}): OrderDetailRecord {
  return {
    id,
    orderGroupId: 'G1',
    state: 'delivered',
    role: 'buyer',
    buyerId: 'u1',
    buyerName: 'Buyer One',
    sellerId: 's1',
    sellerName: 'Seller One',
    productId: `p-${id}`,
    title: `Item ${id}`,
    gameType: 'Fortnite',
    productType: 'Accounts',
    quantity: 1,
    unitPrice: usd(1000),
    lineTotal: usd(1000),
    fee: usd(95),
    discount: usd(0),
    total: usd(1095),
    deliveryDuration: '1h',
    createdAt: '2025-01-01T10:00:00.000Z',
    paidAt: '2025-01-01T10:00:05.000Z',
    paymentDueAt: null,
    cancellable: false,
    nextDeadline: null,
    deadlines: NO_DEADLINES,
    startedAt: null,
    deliveredAt: null,
    completedAt: null,
    settledAt: null,
    cancelledAt: null,
    refunded: usd(0),
    penalty: null,
    refundTo: 'CREDITS',
    paidByCard: false,
    cardRefund: null,
    actions: [],
    timeline: [],
    deliveryKind: null,
    delivery: null,
    progress: [],
    dispute: null,
    review: null,
    ...overrides,
  };
}

export function queueEntry(orderId: string, answerDueAt: string | null, openedAt: string): DisputeQueueRecord {
  return {
    id: orderId,
    orderId,
    title: `Item ${orderId}`,
    productType: 'Accounts',
    state: 'disputed',
    buyerName: 'Buyer One',
    sellerName: 'Seller One',
    total: usd(1000),
    reason: 'not_delivered',
    openedAt,
    answerDueAt,
    sellerAnswered: answerDueAt === null,
    messages: 1,
  };
}
