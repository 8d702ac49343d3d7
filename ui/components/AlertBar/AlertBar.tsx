import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $alertMessage, alertDismissed, verificationStarted } from '../../features/accounts/verification/model.ts';
import styles from './AlertBar.module.scss';

/** The verification alert under the header: 'Start Verification' opens the Verification tab and clears it. */
export function AlertBar() {
  const { t } = useTranslation();
  const [message, start, dismiss] = useUnit([$alertMessage, verificationStarted, alertDismissed]);
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
