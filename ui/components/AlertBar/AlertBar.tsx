import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $alertMessage, alertDismissed, verificationStarted } from '../../features/accounts/verification/model.ts';
import { $impersonating, viewAsEnded } from '../../features/staff/impersonation-model.ts';
import styles from './AlertBar.module.scss';

/**
 * The bar under the header: while staff view the site as a user, that (with
 * the way back) before anything else; otherwise the verification alert,
 * whose 'Start Verification' opens the Verification tab and clears it.
 */
export function AlertBar() {
  const { t } = useTranslation();
  const [message, start, dismiss, viewingAs, endViewing] = useUnit([$alertMessage, verificationStarted, alertDismissed, $impersonating, viewAsEnded]);
  if (viewingAs !== null) {
    return (
      <div className={styles['bar']} role="status" data-testid="impersonation-bar">
        <span>{t('staffUsers.viewingAs', { name: viewingAs.username })}</span>
        <button type="button" className="button button--small" onClick={endViewing} data-testid="impersonation-end">
          {t('staffUsers.endViewing')}
        </button>
      </div>
    );
  }
  if (message === null) return null;
  return (
    <div className={styles['bar']} role="alert" data-testid="alert-bar">
      <span>{t('verification.alert')}</span>
      <button type="button" className="button button--small" onClick={start}>
        {t('verification.start')}
      </button>
      <button type="button" className={styles['dismiss']} aria-label={t('verification.dismiss')} onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
