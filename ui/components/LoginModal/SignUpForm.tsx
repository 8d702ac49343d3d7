import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $signUpError, $signUpPending, $signUpRating, backToSignInClicked, signUpPasswordTyped, signUpSubmitted, type FormField } from '../../features/accounts/signup/model.ts';
import { NewPasswordInput } from '../PasswordMeter/NewPasswordInput.tsx';
import styles from './LoginModal.module.scss';
import { SocialButtons } from './SocialButtons.tsx';

/** The terms a new account accepts (route `legalTerms`). */
const TERMS_PATH = '/legal/terms-of-use';

function text(event: FormEvent<HTMLFormElement>, name: string): string {
  const value = new FormData(event.currentTarget).get(name);
  return typeof value === 'string' ? value : '';
}

/** "Create account": username, e-mail, password with its meter, and the terms. */
export function SignUpForm() {
  const { t } = useTranslation();
  const [error, pending, rating, typed, submit, back] = useUnit([$signUpError, $signUpPending, $signUpRating, signUpPasswordTyped, signUpSubmitted, backToSignInClicked]);
  const errorUnder = (field: FormField) =>
    error?.field === field ? (
      <span className={styles['error']} role="alert" data-testid={`signup-error-${field}`}>
        {t(`signup.errors.${error.key}`)}
      </span>
    ) : null;
  return (
    <form
      className={styles['form']}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const terms = new FormData(e.currentTarget).get('terms') === 'on';
        submit({ email: text(e, 'email'), username: text(e, 'username'), password: text(e, 'password'), termsAccepted: terms });
      }}
    >
      <h2 id="login-title">{t('signup.title')}</h2>
      <label className={styles['field']}>
        <span>{t('signup.username')}</span>
        <input name="username" autoComplete="username" required minLength={3} maxLength={24} pattern="[A-Za-z0-9][A-Za-z0-9_\-]{2,23}" />
        {errorUnder('username')}
      </label>
      <label className={styles['field']}>
        <span>{t('login.email')}</span>
        <input name="email" type="email" autoComplete="email" required maxLength={254} />
        {errorUnder('email')}
      </label>
      <label className={styles['field']}>
        <span>{t('login.password')}</span>
        <NewPasswordInput rating={rating} onTyped={typed} />
        {errorUnder('password')}
      </label>
      <label className={styles['check']}>
        <input name="terms" type="checkbox" />
        <span>
          {t('signup.termsBefore')}{' '}
          <a href={TERMS_PATH} target="_blank" rel="noreferrer">
            {t('signup.termsLink')}
          </a>
        </span>
      </label>
      {errorUnder('terms')}
      {errorUnder('form')}
      <button className="button" type="submit" disabled={pending}>
        {pending ? t('signup.submitting') : t('signup.submit')}
      </button>
      <SocialButtons />
      <p className={styles['switch']}>
        {t('signup.haveAccount')}{' '}
        <button type="button" className={styles['linkButton']} onClick={back}>
          {t('signup.signIn')}
        </button>
      </p>
    </form>
  );
}
