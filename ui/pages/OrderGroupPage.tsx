import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { $orderGroup } from '../features/orders/list/model.ts';
import { $page } from '../features/shared/page/model.ts';
import { Loading, OrderRow } from './OrdersPage.tsx';
import styles from './Money.module.scss';

/** /dashboard/orders/{group}: one checkout's orders (one per line), live. */
export function OrderGroupPage() {
  const { t } = useTranslation();
  const [group, page] = useUnit([$orderGroup, $page]);
  const id = page.params['group'] ?? '';
  const title = t('orders.groupTitle', { id });
  return (
    <main className={`page ${styles['page']}`} data-testid="order-group-page">
      <Breadcrumbs trail={[{ label: t('routes.dashboardOrders'), href: '/dashboard/orders' }, { label: title }]} />
      <h1>{title}</h1>
      {group === null ? (
        <Loading />
      ) : group.orders.length === 0 ? (
        <section className="panel" role="alert" data-testid="order-group-missing">
          <p>{t('orders.groupMissing')}</p>
        </section>
      ) : (
        <>
          <ul className={styles['list']} data-testid="order-group-orders">
            {group.orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
          <p className={styles['amount']} data-testid="order-group-total">
            {t('orders.groupTotal', { total: group.total })}
          </p>
        </>
      )}
      <div className={styles['actions']}>
        <a className="button button--ghost" href="/dashboard/orders">
          {t('orders.backToOrders')}
        </a>
      </div>
    </main>
  );
}
