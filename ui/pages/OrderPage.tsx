import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { OrderStateBadge } from '../components/Payment/state-badges.tsx';
import { $cancelError, $cancelling, $cancelRefund, $paymentCountdown, cancelClicked } from '../features/orders/cancel/model.ts';
import { $currentOrder, type OrderRowView } from '../features/orders/list/model.ts';
import { $page } from '../features/shared/page/model.ts';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';

function Facts({ order }: { readonly order: OrderRowView }) {
  const { t } = useTranslation();
  const seller = order.role === 'seller';
  const rows: [string, React.ReactNode, string?][] = [
    [t('orders.state'), <OrderStateBadge key="state" state={order.state} />],
    [seller ? t('orders.buyer') : t('orders.seller'), seller ? order.buyerId : order.sellerName],
    [t('orders.quantity'), String(order.quantity)],
    [t('orders.unitPrice'), order.unitPrice],
    [t('orders.lineTotal'), order.lineTotal],
    ...(seller ? [] : ([[t('orders.fee'), order.fee]] as [string, string][])),
    ...(seller || order.discount === null ? [] : ([[t('orders.discount'), order.discount]] as [string, string][])),
    [seller ? t('orders.sellerTotal') : t('orders.total'), order.total, 'order-amount'],
    [t('orders.delivery'), order.deliveryDuration],
    [t('orders.placedAt'), new Date(order.createdAt).toLocaleString()],
    ...(order.paidAt === null ? [] : ([[t('orders.paidAt'), new Date(order.paidAt).toLocaleString()]] as [string, string][])),
  ];
  return (
    <dl className={styles['facts']} data-testid="order-facts">
      {rows.map(([label, value, testId]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The buyer's Cancel while the order may be cancelled, and what the cancel refunded. */
function Cancel({ order }: { readonly order: OrderRowView }) {
  const { t } = useTranslation();
  const [cancelling, refund, error, cancel] = useUnit([$cancelling, $cancelRefund, $cancelError, cancelClicked]);
  return (
    <>
      {refund !== null && refund.orderId === order.id && (
        <p className={`${styles['notice']} ${styles['success']}`} role="status" data-testid="order-refund">
          {t('orders.cancelled', { amount: refund.refunded })}
        </p>
      )}
      {error !== null && (
        <p className={styles['notice']} role="alert" data-testid="order-cancel-error">
          {error === 'ORDER_NOT_CANCELLABLE' ? t('orders.cancelNotAllowed') : t('orders.cancelFailed')}
        </p>
      )}
      {order.cancellable && (
        <button type="button" className="button button--ghost" disabled={cancelling} onClick={() => cancel()} data-testid="order-cancel">
          {cancelling ? t('orders.cancelling') : t('orders.cancel')}
        </button>
      )}
    </>
  );
}

/** /dashboard/order/{id}: one order for its buyer or seller, live; the payment deadline while unpaid. */
export function OrderPage() {
  const { t } = useTranslation();
  const [order, countdown, page] = useUnit([$currentOrder, $paymentCountdown, $page]);
  const title = order !== null && order !== 'missing' ? order.title : t('orders.orderTitle', { id: page.params['id'] ?? '' });
  return (
    <main className={`page ${styles['page']}`} data-testid="order-page">
      <Breadcrumbs trail={[{ label: t('routes.dashboardOrders'), href: '/dashboard/orders' }, { label: title }]} />
      <h1>{title}</h1>
      {order === null ? (
        <Loading />
      ) : order === 'missing' ? (
        <section className="panel" role="alert" data-testid="order-missing">
          <p>{t('orders.missing')}</p>
        </section>
      ) : (
        <section className={`panel ${styles['stack']}`} data-state={order.state}>
          <p className={styles['muted']}>
            {order.gameType} · {order.productType}
          </p>
          {countdown !== null && (
            <p className={styles['notice']} role="timer" data-testid="order-countdown">
              {t('orders.paymentDue', { time: countdown })}
            </p>
          )}
          <Facts order={order} />
          <Cancel order={order} />
          <div className={styles['actions']}>
            <a className="button button--ghost" href={`/dashboard/orders/${encodeURIComponent(order.orderGroupId)}`} data-testid="order-group-link">
              {t('paymentResult.viewGroup')}
            </a>
            <a className="button button--ghost" href="/dashboard/orders">
              {t('orders.backToOrders')}
            </a>
          </div>
        </section>
      )}
    </main>
  );
}
