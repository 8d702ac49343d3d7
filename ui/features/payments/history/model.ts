import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { PaymentRecord } from '../../../../contracts/payments/index.ts';
import { formatMoney, type DomainError } from '../../../../domain/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';

/*
 * The buyer's payments (`myPayments`), newest first: on
 * /dashboard/finances/payments, and on the result page of a top-up (which
 * reads its payment's status from it).
 */

/** `myPayments` over DDP. */
export const loadPaymentsFx = createEffect<void, readonly PaymentRecord[], DomainError>();
export const paymentsReloadRequested = createEvent();

export const $payments = createStore<readonly PaymentRecord[] | null>(null, { sid: 'payments/$payments', serialize: 'ignore' }).on(loadPaymentsFx.doneData, (_, list) => list);
export const $paymentsFailed = createStore(false, { sid: 'payments/$failed', serialize: 'ignore' })
  .on(loadPaymentsFx.fail, () => true)
  .on(loadPaymentsFx, () => false);

const $wanted = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && (page.name === 'dashboardFinancesPayments' || (page.name === 'checkoutPayment' && page.params['type'] === 'credits')));
sample({ clock: [$wanted.updates, paymentsReloadRequested], source: $wanted, filter: Boolean, target: loadPaymentsFx });
sample({ clock: $wanted.updates, filter: (wanted) => !wanted, target: $payments.reinit });

export interface PaymentRowView {
  readonly id: string;
  readonly purpose: PaymentRecord['purpose'];
  readonly orderGroupId: string | null;
  readonly method: PaymentRecord['method'];
  readonly status: PaymentRecord['status'];
  readonly amount: string;
  /** What arrived, when it differs from the amount (a crypto invoice under- or over-paid). */
  readonly received: string | null;
  readonly createdAt: string;
  readonly failureReason: string | null;
}

export const $paymentRows = $payments.map((list) =>
  list === null
    ? null
    : [...list]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(
          (p): PaymentRowView => ({
            id: p.id,
            purpose: p.purpose,
            orderGroupId: p.orderGroupId,
            method: p.method,
            status: p.status,
            amount: formatMoney(p.amount),
            received: p.received === null || p.received.minor === p.amount.minor ? null : formatMoney(p.received),
            createdAt: p.createdAt,
            failureReason: p.failureReason,
          }),
        ),
);
