import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { stepErrorKey } from '../features/orders/actions/model.ts';
import { $penaltiesError, $penaltyRows, $penaltyTotals } from '../features/orders/penalties/model.ts';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';

/** /dashboard/penalties: the seller's penalties for late orders, newest first, with the total. */
export function PenaltiesPage() {
  const { t } = useTranslation();
  const [rows, totals, error] = useUnit([$penaltyRows, $penaltyTotals, $penaltiesError]);
  const title = t('routes.dashboardPenalties');
  return (
    <main className={`page ${styles['page']}`} data-testid="penalties-page">
      <Breadcrumbs trail={[{ label: t('routes.dashboardOrders'), href: '/dashboard/orders' }, { label: title }]} />
      <h1>{title}</h1>
      <p className={styles['muted']}>{t('penalties.intro')}</p>
      {error !== null ? (
        <p className={styles['notice']} role="alert" data-testid="penalties-error">
          {t(stepErrorKey(error))}
        </p>
      ) : rows === null ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className="panel" role="status" data-testid="penalties-empty">
          {t('penalties.empty')}
        </p>
      ) : (
        <>
          <ul className={styles['list']} data-testid="penalties-list">
            {rows.map((p) => (
              <li key={p.id} className={styles['row']} data-testid="penalty-row" data-order-id={p.orderId}>
                <span className={styles['title']}>
                  <a href={`/dashboard/order/${encodeURIComponent(p.orderId)}`}>{p.title}</a>
                  <span className={styles['muted']}>
                    {' '}
                    · {t(`penalties.reasons.${p.reason}`)} · <DateTime at={p.at} />
                  </span>
                </span>
                <span className={styles['amount']} data-testid="penalty-amount">
                  −{p.amount}
                </span>
              </li>
            ))}
          </ul>
          <p className={styles['amount']} data-testid="penalties-total">
            {t('penalties.total', { total: totals.join(' + ') })}
          </p>
        </>
      )}
    </main>
  );
}
