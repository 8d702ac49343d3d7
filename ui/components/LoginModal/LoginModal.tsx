import { useUnit } from 'effector-react';
import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $loginError, $loginModal, $loginPending, $loginStep, loginModalClosed, loginSubmitted, twoFactorCodeSubmitted } from '../../features/accounts/login/model.ts';
import { $loginView, $sentTo, forgotPasswordClicked, signUpClicked } from '../../features/accounts/signup/model.ts';
import { CheckInbox, ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import { SocialButtons } from './SocialButtons.tsx';
import { UnlockOffer } from './UnlockOffer.tsx';
import styles from './LoginModal.module.scss';

/** Reads a named field of the submitted form. */
function field(event: FormEvent<HTMLFormElement>, name: string): string {
  const value = new FormData(event.currentTarget).get(name);
  return typeof value === 'string' ? value : '';
}

/** Sign-in dialog: e-mail and password, then the two-factor code when the account asks for one (an unlock link when refused for too many tries); or sign-up, or 'Forgot password'. */
export function LoginModal() {
  const { t } = useTranslation();
  const [modal, step, error, pending, submit, submitCode, close] = useUnit([$loginModal, $loginStep, $loginError, $loginPending, loginSubmitted, twoFactorCodeSubmitted, loginModalClosed]);
  const [view, sentTo, toSignUp, toForgot] = useUnit([$loginView, $sentTo, signUpClicked, forgotPasswordClicked]);
  const first = useRef<HTMLInputElement>(null);
  // A layout effect, as in useModalFocus: Preact runs plain effects after the next paint, so a fast typist's first keys went to the page.
  useLayoutEffect(() => {
    if (modal.open) first.current?.focus();
  }, [modal.open, step, view]);
  if (!modal.open) return null;
  const errorText = error === null ? null : t(`login.errors.${error}`, { defaultValue: t('login.errors.generic') });
  return (
    <div className={styles['backdrop']} onClick={(e) => e.target === e.currentTarget && close()} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <div className={styles['dialog']} role="dialog" aria-modal="true" aria-labelledby="login-title" data-testid="login-modal">
        <button type="button" className={styles['close']} aria-label={t('login.close')} onClick={close}>
          ×
        </button>
        {view === 'signUp' ? (
          <SignUpForm />
        ) : view === 'forgot' ? (
          <ForgotPasswordForm />
        ) : view === 'signUpSent' || view === 'forgotSent' ? (
          <CheckInbox to={sentTo} kind={view} />
        ) : step === 'password' ? (
          <form
            className={styles['form']}
            onSubmit={(e) => {
              e.preventDefault();
              submit({ email: field(e, 'email'), password: field(e, 'password') });
            }}
          >
            <h2 id="login-title">{t('login.title')}</h2>
            <label className={styles['field']}>
              <span>{t('login.email')}</span>
              <input ref={first} name="email" type="email" autoComplete="username" required maxLength={254} />
            </label>
            <label className={styles['field']}>
              <span>{t('login.password')}</span>
              <input name="password" type="password" autoComplete="current-password" required maxLength={256} />
            </label>
            {errorText !== null && (
              <p className={styles['error']} role="alert" data-testid="login-error">
                {errorText}
              </p>
            )}
            <UnlockOffer />
            <button className="button" type="submit" disabled={pending}>
              {pending ? t('login.submitting') : t('login.submit')}
            </button>
            <SocialButtons />
            <button type="button" className={styles['linkButton']} onClick={toForgot} data-testid="forgot-password">
              {t('signup.forgotLink')}
            </button>
            <p className={styles['switch']}>
              {t('signup.noAccount')}{' '}
              <button type="button" className={styles['linkButton']} onClick={toSignUp} data-testid="create-account">
                {t('signup.createLink')}
              </button>
            </p>
          </form>
        ) : (
          <form
            className={styles['form']}
            onSubmit={(e) => {
              e.preventDefault();
              submitCode(field(e, 'code'));
            }}
          >
            <h2 id="login-title">{t('login.twoFactorTitle')}</h2>
            <p className={styles['hint']}>{t('login.twoFactorHint')}</p>
            <label className={styles['field']}>
              <span>{t('login.twoFactorCode')}</span>
              <input ref={first} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" required maxLength={7} />
            </label>
            {errorText !== null && (
              <p className={styles['error']} role="alert" data-testid="login-error">
                {errorText}
              </p>
            )}
            <UnlockOffer />
            <button className="button" type="submit" disabled={pending}>
              {pending ? t('login.submitting') : t('login.verify')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
