import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Badge } from '../components/Payment/PaymentFields.tsx';
import { OrderStateBadge } from '../components/Payment/state-badges.tsx';
import { Countdown, useCountdown } from '../components/Orders/Deadlines.tsx';
import { DisputeQueue } from '../components/Orders/DisputeQueue.tsx';
import { $now } from '../features/orders/clock/model.ts';
import { SideSwitch, StateTabs } from '../components/Orders/OrderTabs.tsx';
import type { OrderRowView } from '../features/orders/list/model.ts';
import { $orderSide, $visibleOrderRows } from '../features/orders/list/tabs.ts';
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
      {order.nextDeadline !== null && <NextDeadline kind={order.nextDeadline.kind} at={order.nextDeadline.at} />}
    </li>
  );
}

/** The deadline a listed order waits on, counting down while the row is on screen. */
function NextDeadline({ kind, at }: { readonly kind: string; readonly at: string }) {
  const { t } = useTranslation();
  const now = useUnit($now);
  useCountdown();
  return (
    <span className={`${styles['muted']} ${styles['deadlineLine']}`} data-testid="order-next-deadline" data-deadline={kind}>
      {t(`orderPage.deadline.${kind}`)} <Countdown at={at} now={now} />
    </span>
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

/** /dashboard/orders: what the user bought or sold, by state, newest first, live; for staff also the dispute queue. */
export function OrdersPage() {
  const { t } = useTranslation();
  const [rows, side] = useUnit([$visibleOrderRows, $orderSide]);
  const title = t('routes.dashboardOrders');
  return (
    <main className={`page ${styles['page']}`} data-testid="orders-page">
      <Breadcrumbs trail={[{ label: title }]} />
      <h1>{title}</h1>
      <SideSwitch />
      {side === 'disputes' ? (
        <section aria-label={t('disputeQueue.title')} data-testid="dispute-queue-panel">
          <DisputeQueue />
        </section>
      ) : (
        <>
          <StateTabs panelId="orders-tab-panel" />
          <section id="orders-tab-panel" role="tabpanel" aria-label={t('orderList.tabs')}>
            {rows === null ? (
              <Loading />
            ) : rows.length === 0 ? (
              <div className="panel" role="status" data-testid="orders-empty">
                <p>{t('orderList.emptyTab')}</p>
                <a className="button" href="/games">
                  {t('paymentResult.continueShopping')}
                </a>
              </div>
            ) : (
              <ul className={styles['list']} data-testid="orders-list">
                {rows.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </ul>
            )}
          </section>
          {side === 'seller' && (
            <div className={styles['actions']}>
              <a className="button button--ghost" href="/dashboard/penalties" data-testid="penalties-link">
                {t('orderList.penaltiesLink')}
              </a>
            </div>
          )}
        </>
      )}
    </main>
  );
}
