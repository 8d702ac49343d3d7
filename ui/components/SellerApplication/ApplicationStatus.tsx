import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useViewerDate } from '../DateTime.tsx';
import { $applicationBusy, $applicationError, $myApplication, $reapplyAt, withdrawClicked } from '../../features/sellerapplications/apply/model.ts';
import styles from './SellerApplication.module.scss';

/** The signed-in user's latest application: its state, the reviewer's reason after a rejection and when they may apply again; withdrawing one that waits. */
export function ApplicationStatus() {
  const { t } = useTranslation();
  const date = useViewerDate();
  const [mine, reapplyAt, busy, error, withdraw] = useUnit([$myApplication, $reapplyAt, $applicationBusy, $applicationError, withdrawClicked]);
  return (
    <>
      {error !== null && (
        <p className={styles['error']} role="alert" data-testid="application-refused">
          {t(`sellerApplication.refusals.${error.code}`, { defaultValue: t('sellerApplication.refusals.failed') })}
        </p>
      )}
      {mine !== null && (
        <section className={`panel ${styles['panel']}`} data-testid="application-status" data-status={mine.status}>
          <h2>{t('sellerApplication.status.title')}</h2>
          <p>
            <strong>{t(`sellerApplication.status.${mine.status}`)}</strong> · {t('sellerApplication.status.sentOn', { date: date(mine.submittedAt) })}
          </p>
          {mine.status === 'APPROVED' && <p>{t(mine.wantsBulkTools ? 'sellerApplication.status.approvedBulk' : 'sellerApplication.status.approvedSeller')}</p>}
          {mine.status === 'REJECTED' && mine.reason !== null && (
            <p data-testid="application-reason">
              {t('sellerApplication.status.reason')} {mine.reason}
            </p>
          )}
          {reapplyAt !== null && <p data-testid="application-reapply">{t('sellerApplication.status.reapplyOn', { date: date(reapplyAt) })}</p>}
          {mine.status === 'SUBMITTED' && (
            <p>
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => withdraw()} data-testid="application-withdraw">
                {t('sellerApplication.status.withdraw')}
              </button>
            </p>
          )}
        </section>
      )}
    </>
  );
}
