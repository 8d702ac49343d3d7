import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { socialStartPath } from '../../../contracts/accounts/index.ts';
import { $authProviders } from '../../features/accounts/social/model.ts';
import { $page } from '../../features/shared/page/model.ts';
import styles from './LoginModal.module.scss';

/**
 * "Sign in with Steam / Discord", only for the providers the server has
 * configured. Plain links: the browser leaves for the provider's page and
 * comes back signed in (or with the reason why not) on /auth/steamAuth or
 * /auth/discordAuth, which returns to the page the modal was opened on. Used by sign-in and sign-up alike (a first sign-in
 * creates the account).
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const [providers, page] = useUnit([$authProviders, $page]);
  // The page the modal was opened on, to come back to (the start route refuses anything but a page of this site).
  const back = page.pathname + page.search;
  if (!providers.steam && !providers.discord) return null;
  return (
    <div className={styles['social']}>
      <span className={styles['or']}>{t('social.or')}</span>
      {providers.steam && (
        <a className={`button ${styles['socialButton']}`} href={socialStartPath('steam', back)} data-testid="sign-in-steam">
          {t('social.steam')}
        </a>
      )}
      {providers.discord && (
        <a className={`button ${styles['socialButton']}`} href={socialStartPath('discord', back)} data-testid="sign-in-discord">
          {t('social.discord')}
        </a>
      )}
    </div>
  );
}
