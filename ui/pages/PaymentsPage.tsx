import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useViewerTime } from '../components/DateTime.tsx';
import { FinancesNav } from '../components/Payment/FinancesNav.tsx';
import { PaymentStatusBadge } from '../components/Payment/state-badges.tsx';
import { $paymentRows, $paymentsFailed, paymentsReloadRequested } from '../features/payments/history/model.ts';
import { Loading } from './OrdersPage.tsx';
import styles from './Money.module.scss';

/** /dashboard/finances/payments: every payment the user made (top-ups and orders), newest first. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [rows, failed, reload] = useUnit([$paymentRows, $paymentsFailed, paymentsReloadRequested]);
  let body: React.JSX.Element;
  if (failed) {
    body = (
      <section className="panel" role="alert">
        <p>{t('payments.loadFailed')}</p>
        <button type="button" className="button button--small" onClick={() => reload()}>
          {t('payments.retry')}
        </button>
      </section>
    );
  } else if (rows === null) body = <Loading />;
  else if (rows.length === 0) body = <p className={styles['muted']}>{t('payments.empty')}</p>;
  else {
    body = (
      <ul className={styles['list']} data-testid="payments-list">
        {rows.map((row) => (
          <li key={row.id} className={styles['row']} data-testid="payment-row" data-status={row.status}>
            <span className={styles['title']}>
              {row.orderGroupId === null ? t(`payments.purposes.${row.purpose}`) : <a href={`/dashboard/orders/${encodeURIComponent(row.orderGroupId)}`}>{t(`payments.purposes.${row.purpose}`)}</a>}
              <span className={styles['muted']}>
                {' '}
                · {t(`payment.methods.${row.method}`)} · {time(row.createdAt)}
              </span>
              {row.failureReason !== null && <span className={styles['muted']}> · {row.failureReason}</span>}
            </span>
            <PaymentStatusBadge status={row.status} />
            <span className={styles['amount']} data-testid="payment-amount">
              {row.amount}
            </span>
            {row.received !== null && <span className={styles['muted']}>{t('payments.received', { amount: row.received })}</span>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <main className={`page ${styles['page']}`} data-testid="payments-page">
      <FinancesNav />
      <h1>{t('routes.dashboardFinancesPayments')}</h1>
      {body}
    </main>
  );
}
