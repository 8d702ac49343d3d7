import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $roleFlags } from '../features/accounts/session/model.ts';
import { $staffQueues, $staffQueuesError, QUEUE_PAGES } from '../features/staff/model.ts';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';

/** /dashboard/control-center, the staff panel: what waits in each queue the member works, with the way to it. */
export function ControlCenterPage() {
  const { t } = useTranslation();
  const [queues, error, roles] = useUnit([$staffQueues, $staffQueuesError, $roleFlags]);
  const orderTools = roles.isAdmin || roles.isDispute || roles.isRefunder;
  return (
    <main className={`page ${styles['page']}`} data-testid="control-center">
      <h1>{t('routes.dashboardControlCenter')}</h1>
      {error !== null && <p role="alert">{error === 'FORBIDDEN' || error === 'UNAUTHENTICATED' ? t('staff.forbidden') : t('staff.loadFailed')}</p>}
      {queues === null && error === null && <Loading />}
      {queues !== null && (
        <ul className={styles['list']}>
          {queues.map(({ queue, waiting }) => {
            const href = QUEUE_PAGES[queue];
            return (
              <li key={queue} className={styles['row']} data-testid="staff-queue" data-queue={queue} data-waiting={waiting}>
                <span className={styles['title']}>{href === null ? t(`staff.queues.${queue}`) : <a href={href}>{t(`staff.queues.${queue}`)}</a>}</span>
                <span className={styles['amount']}>{t('staff.waiting', { count: waiting })}</span>
              </li>
            );
          })}
        </ul>
      )}
      {orderTools && (
        <p>
          <a className="button" href="/dashboard/staff/orders" data-testid="staff-order-tools-link">
            {t('staffOrders.toolsLink')}
          </a>
        </p>
      )}
    </main>
  );
}
