import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { errorPageFor } from '../../domain/index.ts';
import { $page } from '../features/shared/page/model.ts';
import styles from './ErrorPage.module.scss';

/** The error page of spec section 2: status, title, message and its three ways out. */
export function ErrorPage() {
  const page = useUnit($page);
  const { t } = useTranslation();
  const known = errorPageFor(page.status);
  const key = [404, 500, 403, 401, 503].includes(page.status) ? String(page.status) : 'other';
  return (
    <main className={`page ${styles['error']}`} data-testid="error-page">
      <p className={styles['status']}>{page.status}</p>
      <h1>{t(`errors.${key}.title`, { defaultValue: known.title })}</h1>
      <p>{t(`errors.${key}.message`, { defaultValue: known.message })}</p>
      <div className={styles['actions']} data-testid="error-actions">
        <a className="button" href="/">
          {t('errors.actions.home')}
        </a>
        <button type="button" className="button button--ghost" onClick={() => history.back()}>
          {t('errors.actions.back')}
        </button>
        <a className="button button--ghost" href="/support">
          {t('errors.actions.support')}
        </a>
      </div>
    </main>
  );
}
