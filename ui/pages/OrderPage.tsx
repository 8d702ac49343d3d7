import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useViewerTime } from '../components/DateTime.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Badge } from '../components/Payment/PaymentFields.tsx';
import { OrderStateBadge } from '../components/Payment/state-badges.tsx';
import { Deadlines } from '../components/Orders/Deadlines.tsx';
import { DeliveryPanel, ProgressPanel } from '../components/Orders/DeliveryPanel.tsx';
import { DisputePanel } from '../components/Orders/DisputePanel.tsx';
import { OrderSteps } from '../components/Orders/OrderSteps.tsx';
import { ProgressForm } from '../components/Orders/StepForms.tsx';
import { Timeline } from '../components/Orders/Timeline.tsx';
import { formatMoney } from '../../domain/index.ts';
import { $paymentCountdown } from '../features/orders/cancel/model.ts';
import { $orderDetail, type OrderDetailRecord } from '../features/orders/detail/model.ts';
import { $page } from '../features/shared/page/model.ts';
import { $orderChatFailed, $orderChatOpening, orderChatClicked } from '../features/messaging/model.ts';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';
import orderStyles from '../components/Orders/Orders.module.scss';

function Facts({ order }: { readonly order: OrderDetailRecord }) {
  const { t } = useTranslation();
  const time = useViewerTime();
  const seller = order.role === 'seller';
  const rows: [string, React.ReactNode, string?][] = [
    [t('orders.state'), <OrderStateBadge key="state" state={order.state} />],
    ...(seller ? [] : ([[t('orders.seller'), order.sellerName]] as [string, string][])),
    ...(order.role === 'buyer' ? [] : ([[t('orders.buyer'), order.buyerName]] as [string, string][])),
    [t('orders.quantity'), String(order.quantity)],
    [t('orders.unitPrice'), formatMoney(order.unitPrice)],
    [t('orders.lineTotal'), formatMoney(order.lineTotal)],
    ...(seller ? [] : ([[t('orders.fee'), formatMoney(order.fee)]] as [string, string][])),
    [seller ? t('orders.sellerTotal') : t('orders.total'), formatMoney(seller ? order.lineTotal : order.total), 'order-amount'],
    ...(order.refunded.minor === 0 ? [] : ([[t('orderPage.refunded'), formatMoney(order.refunded), 'order-refunded']] as [string, string, string][])),
    ...(order.penalty === null ? [] : ([[t('orderPage.penalty'), formatMoney(order.penalty), 'order-penalty']] as [string, string, string][])),
    // Where the buyer's refund goes (their own choice, so the seller does not see it), and a card refund's progress.
    ...(seller || (order.refunded.minor === 0 && order.refundTo === 'CREDITS') ? [] : ([[t('orderPage.refundTo'), t(`orderPage.refundDestination.${order.refundTo}`), 'order-refund-to']] as [string, string, string][])),
    ...(seller || order.cardRefund === null
      ? []
      : ([[t('orderPage.cardRefund'), `${t(`orderPage.cardRefundState.${order.cardRefund.state}`)} · ${formatMoney(order.cardRefund.amount)}`, 'order-card-refund']] as [string, string, string][])),
    [t('orders.delivery'), order.deliveryDuration],
    [t('orders.placedAt'), time(order.createdAt)],
    ...(order.paidAt === null ? [] : ([[t('orders.paidAt'), time(order.paidAt)]] as [string, string][])),
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

/**
 * The order's own conversation (not the pair's thread): its buyer and seller, the order's events as
 * system messages, and staff who join while a dispute is open. Staff see the button only then.
 */
function OrderChat({ order }: { readonly order: OrderDetailRecord }) {
  const { t } = useTranslation();
  const [open, opening, failed] = useUnit([orderChatClicked, $orderChatOpening, $orderChatFailed]);
  if (order.role === 'staff' && order.state !== 'disputed') return null;
  const label = order.role === 'staff' ? t('orderPage.chatJoin') : t('orderPage.chatWith', { name: order.role === 'buyer' ? order.sellerName : order.buyerName });
  return (
    <aside className={orderStyles['panel']} aria-labelledby="order-chat-title" data-testid="order-chat">
      <h2 id="order-chat-title">{t('orderPage.chatTitle')}</h2>
      <p className={orderStyles['muted']}>{t('orderPage.chatHint')}</p>
      <button type="button" className="button" onClick={() => open(order.id)} disabled={opening} data-testid="order-chat-open">
        {label}
      </button>
      {failed !== null && (
        <p role="alert" data-testid="order-chat-failed">
          {t('orderPage.chatFailed')}
        </p>
      )}
    </aside>
  );
}

function OrderBody({ order }: { readonly order: OrderDetailRecord }) {
  const { t } = useTranslation();
  const countdown = useUnit($paymentCountdown);
  const actions = new Set<string>(order.actions);
  const boost = order.progress.length > 0 || actions.has('postProgress');
  return (
    <div className={orderStyles['layout']} data-state={order.state} data-testid="order-detail" data-role={order.role}>
      <div className={styles['stack']}>
        <section className={orderStyles['panel']}>
          <p className={orderStyles['muted']}>
            <Badge tone="plain" label={t(`orders.roles.${order.role}`)} /> {order.gameType} · {order.productType}
          </p>
          {countdown !== null && (
            <p className={styles['notice']} role="timer" data-testid="order-countdown">
              {t('orders.paymentDue', { time: countdown })}
            </p>
          )}
          <Facts order={order} />
        </section>
        <Deadlines state={order.state} deadlines={order.deadlines} />
        <OrderSteps order={order} />
        <DeliveryPanel delivery={order.delivery} deliveryKind={order.deliveryKind} role={order.role} canReveal={actions.has('revealDelivery')} />
        {boost && <ProgressPanel progress={order.progress}>{actions.has('postProgress') && <ProgressForm orderId={order.id} />}</ProgressPanel>}
        {order.dispute !== null && <DisputePanel orderId={order.id} dispute={order.dispute} canAnswer={actions.has('answerDispute')} />}
        {order.review !== null && (
          <section className={orderStyles['panel']} data-testid="order-review" data-stars={order.review.stars}>
            <h2>{t('orderPage.reviewTitle')}</h2>
            <p aria-label={t('orderPage.stars', { n: order.review.stars })}>
              <span aria-hidden="true">{'★'.repeat(order.review.stars) + '☆'.repeat(5 - order.review.stars)}</span>
            </p>
            {order.review.comment !== null && <p className={orderStyles['note']}>{order.review.comment}</p>}
          </section>
        )}
        <Timeline entries={order.timeline} />
      </div>
      <OrderChat order={order} />
    </div>
  );
}

/** /dashboard/order/{id}: one order for its buyer, its seller or staff, live from the `order` publication. */
export function OrderPage() {
  const { t } = useTranslation();
  const [order, page] = useUnit([$orderDetail, $page]);
  const title = order !== null && typeof order !== 'string' ? order.title : t('orders.orderTitle', { id: page.params['id'] ?? '' });
  return (
    <main className={`page ${styles['page']}`} data-testid="order-page">
      <Breadcrumbs trail={[{ label: t('routes.dashboardOrders'), href: '/dashboard/orders' }, { label: title }]} />
      <h1>{title}</h1>
      {order === null ? (
        <Loading />
      ) : order === 'missing' ? (
        <section className="panel" role="alert" data-testid="order-missing">
          <p>{t('orders.missing')}</p>
          <a className="button button--ghost" href="/dashboard/orders">
            {t('orders.backToOrders')}
          </a>
        </section>
      ) : order === 'failed' ? (
        <section className="panel" role="alert" data-testid="order-failed">
          <p>{t('orderPage.loadFailed')}</p>
        </section>
      ) : (
        <OrderBody order={order} />
      )}
      {order !== null && typeof order !== 'string' && (
        <div className={styles['actions']}>
          <a className="button button--ghost" href={`/dashboard/orders/${encodeURIComponent(order.orderGroupId)}`} data-testid="order-group-link">
            {t('paymentResult.viewGroup')}
          </a>
          <a className="button button--ghost" href="/dashboard/orders">
            {t('orders.backToOrders')}
          </a>
          {order.role === 'staff' && (
            <a className="button button--ghost" href={`/dashboard/staff/orders?orderId=${encodeURIComponent(order.id)}`} data-testid="order-staff-tools">
              {t('staffOrders.toolsLink')}
            </a>
          )}
        </div>
      )}
    </main>
  );
}
