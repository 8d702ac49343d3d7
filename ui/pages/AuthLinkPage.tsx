import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import {
  $linkError,
  $linkKind,
  $socialReturnTo,
  $linkPage,
  $linkPending,
  $newPasswordRating,
  linkCodeSubmitted,
  newPasswordSubmitted,
  newPasswordTyped,
} from '../features/accounts/links/model.ts';
import { loginModalOpened } from '../features/accounts/login/model.ts';
import { NewPasswordInput } from '../components/PasswordMeter/NewPasswordInput.tsx';
import styles from './AuthLinkPage.module.scss';

function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

function NewPasswordForm() {
  const { t } = useTranslation();
  const [rating, error, pending, typed, submit] = useUnit([$newPasswordRating, $linkError, $linkPending, newPasswordTyped, newPasswordSubmitted]);
  return (
    <form
      className={styles['form']}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(formText(e.currentTarget, 'password'));
      }}
    >
      <label className={styles['field']}>
        <span>{t('authLinks.newPassword')}</span>
        <NewPasswordInput rating={rating} onTyped={typed} />
      </label>
      {error !== null && (
        <p className={styles['error']} role="alert" data-testid="link-error">
          {t(`signup.errors.${error.key}`)}
        </p>
      )}
      <button className="button" type="submit" disabled={pending}>
        {t('authLinks.savePassword')}
      </button>
    </form>
  );
}

function TwoFactorForm() {
  const { t } = useTranslation();
  const [error, pending, submit] = useUnit([$linkError, $linkPending, linkCodeSubmitted]);
  return (
    <form
      className={styles['form']}
      onSubmit={(e) => {
        e.preventDefault();
        submit(formText(e.currentTarget, 'code'));
      }}
    >
      <p>{t('login.twoFactorHint')}</p>
      <label className={styles['field']}>
        <span>{t('login.twoFactorCode')}</span>
        <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" required maxLength={7} />
      </label>
      {error !== null && (
        <p className={styles['error']} role="alert" data-testid="link-error">
          {t(`signup.errors.${error.key}`)}
        </p>
      )}
      <button className="button" type="submit" disabled={pending}>
        {t('login.verify')}
      </button>
    </form>
  );
}

/**
 * /auth/verify/{token}, /auth/recovery/{token}, /auth/login/{token} and
 * /auth/unlock/{token}, and /auth/steamAuth and /auth/discordAuth where a
 * social sign-in lands: what the link (or provider) did, in words: signed in (or,
 * for unlock, free to sign in again), the new-password form, the two-factor
 * step, or why the link no longer works and what to do instead.
 */
export function AuthLinkPage() {
  const { t } = useTranslation();
  const [state, kind, openLogin, returnTo] = useUnit([$linkPage, $linkKind, loginModalOpened, $socialReturnTo]);
  const page = kind ?? 'login';
  return (
    <main className={`page ${styles['page']}`}>
      <section className={`panel ${styles['panel']}`} data-testid="auth-link" data-state={state.status === 'failed' ? `failed-${state.reason}` : state.status}>
        <h1>{t(`authLinks.${page}.title`)}</h1>
        {(state.status === 'idle' || state.status === 'working') && <p role="status">{t('authLinks.working')}</p>}
        {state.status === 'newPassword' && <NewPasswordForm />}
        {state.status === 'twoFactor' && <TwoFactorForm />}
        {state.status === 'done' && (
          <>
            <p role="status">{t(`authLinks.${page}.done`)}</p>
            {page === 'unlock' ? (
              <button type="button" className="button" onClick={openLogin}>
                {t('authLinks.signIn')}
              </button>
            ) : (
              // A just-verified account goes on to onboarding; a social sign-in back where it started; a link or a reset to the shop.
              <a className="button" href={page === 'verify' ? '/onboarding' : (returnTo ?? '/')} data-testid="auth-link-continue">
                {t('authLinks.continue')}
              </a>
            )}
          </>
        )}
        {state.status === 'failed' && (
          <>
            <p role="alert">{t(`authLinks.failed.${state.reason}`)}</p>
            <button type="button" className="button" onClick={openLogin}>
              {t(page === 'login' || page === 'recovery' ? 'authLinks.requestNew' : 'authLinks.signIn')}
            </button>
          </>
        )}
      </section>
    </main>
  );
}
