import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $unlockOffer, $unlockPending, unlockLinkClicked } from '../../features/accounts/login/model.ts';
import styles from './LoginModal.module.scss';

/** Under a RATE_LIMITED message: the owner can have the back-off lifted by a mailed link instead of waiting. */
export function UnlockOffer() {
  const { t } = useTranslation();
  const [offer, pending, ask] = useUnit([$unlockOffer, $unlockPending, unlockLinkClicked]);
  if (offer === 'none') return null;
  if (offer === 'sent') {
    return (
      <p className={styles['hint']} role="status" data-testid="unlock-sent">
        {t('login.unlock.sent')}
      </p>
    );
  }
  return (
    <>
      {offer === 'failed' && (
        <p className={styles['error']} role="alert">
          {t('login.unlock.failed')}
        </p>
      )}
      <button type="button" className={styles['linkButton']} onClick={ask} disabled={pending} data-testid="request-unlock">
        {pending ? t('signup.sending') : t('login.unlock.request')}
      </button>
    </>
  );
}
