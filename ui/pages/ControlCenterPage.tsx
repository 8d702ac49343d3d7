import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { can } from '../../domain/index.ts';
import { $actor, $roleFlags } from '../features/accounts/session/model.ts';
import { $staffQueues, $staffQueuesError, $isStaffViewer, QUEUE_PAGES } from '../features/staff/model.ts';
import { $isSellerViewer } from '../features/insights/model.ts';
import { SellerLevelPanel } from '../components/Insights/SellerLevelPanel.tsx';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';

/** The staff panel's part: what waits in each queue the member works, with the way to it. */
function StaffQueues() {
  const { t } = useTranslation();
  const [queues, error, roles, actor] = useUnit([$staffQueues, $staffQueuesError, $roleFlags, $actor]);
  const orderTools = roles.isAdmin || roles.isDispute || roles.isRefunder;
  return (
    <section aria-labelledby="control-center-staff">
      <h2 id="control-center-staff">{t('insights.staffSection')}</h2>
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
      <p className={styles['tabs']}>
        {orderTools && (
          <a className="button" href="/dashboard/staff/orders" data-testid="staff-order-tools-link">
            {t('staffOrders.toolsLink')}
          </a>
        )}
        {can(actor, 'user.view') && (
          <a className="button" href="/dashboard/staff/users" data-testid="staff-users-link">
            {t('staffUsers.link')}
          </a>
        )}
        {can(actor, 'user.roles') && (
          <a className="button" href="/dashboard/staff/applications" data-testid="staff-applications-link">
            {t('routes.dashboardStaffApplications')}
          </a>
        )}
        {can(actor, 'offer.moderate') && (
          <a className="button" href="/dashboard/staff/offers" data-testid="staff-offers-link">
            {t('routes.dashboardStaffOffers')}
          </a>
        )}
        {can(actor, 'content.write') && (
          <a className="button" href="/dashboard/staff/content" data-testid="staff-content-link">
            {t('routes.dashboardStaffContent')}
          </a>
        )}
        {can(actor, 'audit.view') && (
          <a className="button" href="/dashboard/staff/audit" data-testid="staff-audit-link">
            {t('staffAudit.link')}
          </a>
        )}
      </p>
    </section>
  );
}

/**
 * /dashboard/control-center: staff see the queues they work, sellers their
 * level and the way to their reports and performance; a seller who is also
 * staff sees both sections.
 */
export function ControlCenterPage() {
  const { t } = useTranslation();
  const [staff, seller] = useUnit([$isStaffViewer, $isSellerViewer]);
  return (
    <main className={`page ${styles['page']}`} data-testid="control-center">
      <h1>{t('routes.dashboardControlCenter')}</h1>
      {seller && (
        <>
          <nav className={styles['tabs']} aria-label={t('routes.dashboardControlCenter')}>
            <a href="/dashboard/control-center/reports" data-testid="control-center-reports">
              {t('routes.dashboardControlCenterReports')}
            </a>
            <a href="/dashboard/control-center/performance" data-testid="control-center-performance">
              {t('routes.dashboardControlCenterPerformance')}
            </a>
          </nav>
          <SellerLevelPanel />
        </>
      )}
      {staff && <StaffQueues />}
      {!staff && !seller && <p role="alert">{t('insights.notSeller')}</p>}
    </main>
  );
}
