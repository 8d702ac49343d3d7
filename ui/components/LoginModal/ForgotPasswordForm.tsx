import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $forgotPending, $signUpError, backToSignInClicked, forgotPasswordSubmitted } from '../../features/accounts/signup/model.ts';
import styles from './LoginModal.module.scss';

/** 'Forgot password': asks the address and always answers alike (the mail goes only where an account exists). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [error, pending, submit, back] = useUnit([$signUpError, $forgotPending, forgotPasswordSubmitted, backToSignInClicked]);
  return (
    <form
      className={styles['form']}
      onSubmit={(e) => {
        e.preventDefault();
        const email = new FormData(e.currentTarget).get('email');
        submit(typeof email === 'string' ? email : '');
      }}
    >
      <h2 id="login-title">{t('signup.forgotTitle')}</h2>
      <p className={styles['hint']}>{t('signup.forgotHint')}</p>
      <label className={styles['field']}>
        <span>{t('login.email')}</span>
        <input name="email" type="email" autoComplete="email" required maxLength={254} />
      </label>
      {error !== null && (
        <p className={styles['error']} role="alert">
          {t(`signup.errors.${error.key}`)}
        </p>
      )}
      <button className="button" type="submit" disabled={pending}>
        {pending ? t('signup.sending') : t('signup.forgotSubmit')}
      </button>
      <button type="button" className={styles['linkButton']} onClick={back}>
        {t('signup.backToSignIn')}
      </button>
    </form>
  );
}

/** The end of sign-up or 'Forgot password': the same words whether or not an account exists. */
export function CheckInbox({ to, kind }: { readonly to: string; readonly kind: 'signUpSent' | 'forgotSent' }) {
  const { t } = useTranslation();
  const back = useUnit(backToSignInClicked);
  return (
    <div className={styles['form']} role="status" data-testid="check-inbox">
      <h2 id="login-title">{t('signup.checkInboxTitle')}</h2>
      <p className={styles['hint']}>{t(`signup.${kind}`, { email: to })}</p>
      <button type="button" className={styles['linkButton']} onClick={back}>
        {t('signup.backToSignIn')}
      </button>
    </div>
  );
}
