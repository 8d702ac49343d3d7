import { combine } from 'effector';
import { $orders, groupOf, type OrderRowView } from '../../orders/list/model.ts';
import { $payments } from '../../payments/history/model.ts';
import { $balanceRows } from '../../payments/balances/model.ts';
import type { PaymentResult, PaymentSubject } from '../../payments/outcome.ts';
import { $page } from '../../shared/page/model.ts';

/*
 * /checkout/payment/{result}/{type}/{id}: where a payment ended up. The URL
 * says what the provider's page (or our checkout) reported; the live data
 * has the last word once it arrives — the order group's orders (`myOrders`)
 * for an order, the payment's record (`myPayments`) for a top-up — so a
 * confirmation whose webhook lands a moment later turns 'pending' into
 * 'success' on the page by itself.
 */

export interface PaymentResultView {
  readonly result: PaymentResult;
  readonly subject: PaymentSubject | null;
  readonly id: string | null;
  /** The group's orders (for an order); empty while they load or for a top-up. */
  readonly orders: readonly OrderRowView[];
  readonly total: string | null;
}

function urlResult(value: string | undefined): PaymentResult {
  if (value === 'success' || value === 'succeeded') return 'success';
  if (value === 'failure' || value === 'failed' || value === 'cancel' || value === 'cancelled' || value === 'expired') return 'failure';
  return 'pending';
}

function orderGroupResult(states: readonly string[], fallback: PaymentResult): PaymentResult {
  if (states.length === 0) return fallback;
  if (states.every((s) => s === 'paid' || s === 'cancelled') && states.includes('paid')) return 'success';
  if (states.includes('pending_payment')) return fallback === 'failure' ? 'failure' : 'pending';
  return 'failure';
}

export const $paymentResult = combine($page, $orders, $payments, (page, orders, payments): PaymentResultView => {
  const type = page.params['type'];
  const subject: PaymentSubject | null = type === 'order' || type === 'credits' ? type : null;
  const id = page.params['productId'] ?? null;
  const fallback = urlResult(page.params['result']);
  if (subject === 'order' && id !== null) {
    const group = orders === null ? { orders: [], total: null } : groupOf(orders, id);
    return { result: orderGroupResult(group.orders.map((o) => o.state), fallback), subject, id, orders: group.orders, total: group.total };
  }
  if (subject === 'credits' && id !== null) {
    const status = payments?.find((p) => p.id === id)?.status;
    const result = status === undefined ? fallback : status === 'succeeded' ? 'success' : status === 'failed' || status === 'expired' ? 'failure' : 'pending';
    return { result, subject, id, orders: [], total: null };
  }
  return { result: fallback, subject, id, orders: [], total: null };
});

export { $balanceRows };
