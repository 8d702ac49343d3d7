import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import styles from './CookieBanner.module.scss';
import { $showsConsentBanner, consentAccepted, consentDenied } from '../../features/shared/consent/model.ts';
import { $page } from '../../features/shared/page/model.ts';
import { hidesCookieBannerOnSmallScreens } from '../../../domain/index.ts';

/** The consent banner: shown until the visitor decides; nothing third-party runs before. */
export function CookieBanner() {
  const { t } = useTranslation();
  const [shows, page, accept, deny] = useUnit([$showsConsentBanner, $page, consentAccepted, consentDenied]);
  if (!shows) return null;
  return (
    // A <div>: role="dialog" is not allowed on <aside> (axe aria-allowed-role).
    <div
      className={hidesCookieBannerOnSmallScreens(page) ? `${styles['banner']} ${styles['hiddenSmall']}` : styles['banner']}
      data-testid="cookie-banner"
      role="dialog" aria-live="polite" aria-label={t('cookies.title', { defaultValue: 'Cookies' })}>
      <p>
        {t('cookies.text')} <a href="/legal/privacy-policy">{t('cookies.policyLink')}</a>
      </p>
      <div className={styles['actions']}>
        <button type="button" className="button button--ghost" onClick={() => deny()} data-testid="cookie-deny">
          {t('cookies.deny')}
        </button>
        <button type="button" className="button" onClick={() => accept()} data-testid="cookie-accept">
          {t('cookies.accept')}
        </button>
      </div>
    </div>
  );
}
