import type { FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $emailAddError, $emailAddPending, $emailLinkSentTo, $needsEmail, emailAddSubmitted } from '../../features/accounts/email/model.ts';
import styles from './AccountSecurity.module.scss';

/** Shown only to an account without an address (made by Steam sign-in). */
export function AddEmailForm() {
  const { t } = useTranslation();
  const [needed, sentTo, error, pending, submitted] = useUnit([$needsEmail, $emailLinkSentTo, $emailAddError, $emailAddPending, emailAddSubmitted]);
  if (!needed) return null;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    submitted(String(new FormData(e.currentTarget).get('email') ?? ''));
  };
  return (
    <section className={`panel ${styles['panel']}`} data-testid="add-email">
      <h2>{t('security.email.title')}</h2>
      <p>{t('security.email.why')}</p>
      <form className={styles['form']} onSubmit={submit}>
        <label>
          {t('security.email.address')}
          <input type="email" name="email" autoComplete="email" required maxLength={254} data-testid="add-email-input" />
        </label>
        <button type="submit" className="button" disabled={pending} data-testid="add-email-submit">
          {t('security.email.submit')}
        </button>
      </form>
      {error !== null && <p role="alert">{t(`security.email.errors.${error}`)}</p>}
      {sentTo !== null && (
        <p role="status" data-testid="add-email-sent">
          {t('security.email.sent', { email: sentTo })}
        </p>
      )}
    </section>
  );
}
