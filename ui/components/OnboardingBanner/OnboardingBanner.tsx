import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $onboardingBannerShown, onboardingBannerDismissed } from '../../features/accounts/profile/model.ts';
import styles from '../AlertBar/AlertBar.module.scss';

/** Offers onboarding on dashboard pages to a user who never finished it; a link, not a redirect, and dismissable for the visit. */
export function OnboardingBanner() {
  const { t } = useTranslation();
  const [shown, dismiss] = useUnit([$onboardingBannerShown, onboardingBannerDismissed]);
  if (!shown) return null;
  return (
    <div className={styles['bar']} role="status" data-testid="onboarding-banner">
      <span>{t('accountData.onboardingBanner')}</span>
      <a className="button button--small" href="/onboarding" data-testid="onboarding-banner-link">
        {t('accountData.onboardingStart')}
      </a>
      <button type="button" className={styles['dismiss']} aria-label={t('accountData.onboardingDismiss')} onClick={() => dismiss()} data-testid="onboarding-banner-dismiss">
        ×
      </button>
    </div>
  );
}
