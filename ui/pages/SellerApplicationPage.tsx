import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { loginModalOpened } from '../features/accounts/login/model.ts';
import { $isLoggedIn } from '../features/accounts/session/model.ts';
import { $mayApply } from '../features/sellerapplications/apply/model.ts';
import { ApplicationForm } from '../components/SellerApplication/ApplicationForm.tsx';
import { ApplicationStatus } from '../components/SellerApplication/ApplicationStatus.tsx';
import styles from '../components/SellerApplication/SellerApplication.module.scss';

const REASONS = ['reach', 'escrow', 'tools'] as const;
const REQUIREMENTS = ['experience', 'stock', 'delivery', 'identity'] as const;

/**
 * /application: why sell here and what staff look for; visitors are asked to
 * log in, signed-in users see their latest application and, when they may
 * apply, the form.
 */
export function SellerApplicationPage() {
  const { t } = useTranslation();
  const [loggedIn, mayApply, openLogin] = useUnit([$isLoggedIn, $mayApply, loginModalOpened]);
  return (
    <main className={`page ${styles['page']}`} data-testid="application-page">
      <h1>{t('routes.application')}</h1>
      <p>{t('sellerApplication.intro')}</p>
      <section className={`panel ${styles['panel']}`}>
        <h2>{t('sellerApplication.why.title')}</h2>
        <ul>
          {REASONS.map((key) => (
            <li key={key}>{t(`sellerApplication.why.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section className={`panel ${styles['panel']}`}>
        <h2>{t('sellerApplication.requirements.title')}</h2>
        <ul>
          {REQUIREMENTS.map((key) => (
            <li key={key}>{t(`sellerApplication.requirements.${key}`)}</li>
          ))}
        </ul>
      </section>
      {!loggedIn && (
        <section className={`panel ${styles['panel']}`}>
          <p>{t('sellerApplication.loginPrompt')}</p>
          <p>
            <button type="button" className="button" onClick={() => openLogin()} data-testid="application-login">
              {t('sellerApplication.loginButton')}
            </button>
          </p>
        </section>
      )}
      {loggedIn && <ApplicationStatus />}
      {mayApply && <ApplicationForm />}
    </main>
  );
}
