import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Badge } from '../components/Payment/PaymentFields.tsx';
import { OrderStateBadge } from '../components/Payment/state-badges.tsx';
import { $orderRows, type OrderRowView } from '../features/orders/list/model.ts';
import styles from './Money.module.scss';

/** One order in a list: what, from whom, its state and its amount, linking to its page. */
export function OrderRow({ order }: { readonly order: OrderRowView }) {
  const { t } = useTranslation();
  return (
    <li className={styles['row']} data-testid="order-row" data-order-id={order.id} data-state={order.state}>
      <span className={styles['title']}>
        <a href={`/dashboard/order/${encodeURIComponent(order.id)}`}>{order.title}</a>
        <span className={styles['muted']}>
          {' '}
          · {order.gameType} · {order.productType} · ×{order.quantity} · {order.sellerName}
        </span>
      </span>
      <Badge tone="plain" label={t(`orders.roles.${order.role}`)} />
      <OrderStateBadge state={order.state} />
      <span className={styles['amount']} data-testid="order-total">
        {order.total}
      </span>
    </li>
  );
}

/** The list's loading and empty states. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className={styles['muted']} role="status" data-testid="money-loading">
      {t('dashboardCommon.loading')}
    </p>
  );
}

/** /dashboard/orders: what the user bought and sold, newest first, live. */
export function OrdersPage() {
  const { t } = useTranslation();
  const rows = useUnit($orderRows);
  const title = t('routes.dashboardOrders');
  return (
    <main className={`page ${styles['page']}`} data-testid="orders-page">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1>{title}</h1>
      {rows === null ? (
        <Loading />
      ) : rows.length === 0 ? (
        <section className="panel" role="status" data-testid="orders-empty">
          <p>{t('orders.empty')}</p>
          <a className="button" href="/games">
            {t('paymentResult.continueShopping')}
          </a>
        </section>
      ) : (
        <ul className={styles['list']} data-testid="orders-list">
          {rows.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </main>
  );
}
