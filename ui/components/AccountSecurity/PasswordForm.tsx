import type { FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $passwordChanged, $passwordError, $passwordPending, passwordChangeSubmitted } from '../../features/accounts/security/model.ts';
import styles from './AccountSecurity.module.scss';

/** The form is uncontrolled: the passwords are read once, on submit, and never kept in a store. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [error, changed, pending, submitted] = useUnit([$passwordError, $passwordChanged, $passwordPending, passwordChangeSubmitted]);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '');
    submitted({ oldPassword: field('oldPassword'), newPassword: field('newPassword'), confirmation: field('confirmation') });
  };
  return (
    <section className={`panel ${styles['panel']}`} data-testid="change-password">
      <h2>{t('security.password.title')}</h2>
      <form className={styles['form']} onSubmit={submit}>
        <label>
          {t('security.password.old')}
          <input type="password" name="oldPassword" autoComplete="current-password" required data-testid="old-password" />
        </label>
        <label>
          {t('security.password.new')}
          <input type="password" name="newPassword" autoComplete="new-password" required data-testid="new-password" />
        </label>
        <label>
          {t('security.password.confirm')}
          <input type="password" name="confirmation" autoComplete="new-password" required data-testid="confirm-password" />
        </label>
        <button type="submit" className="button" disabled={pending} data-testid="change-password-submit">
          {t('security.password.submit')}
        </button>
      </form>
      {error !== null && <p role="alert">{t(`security.errors.${error}`)}</p>}
      {changed && <p role="status" data-testid="password-changed">{t('security.password.changed')}</p>}
    </section>
  );
}
