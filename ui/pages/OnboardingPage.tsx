import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { FieldProblem, ProfileFields } from '../components/AccountProfile/ProfileFields.tsx';
import { ONBOARDING_INTENTS, VERIFICATION_PAGE } from '../../domain/index.ts';
import { $displayCurrency, $rates, currencyChosen } from '../features/shared/currency/model.ts';
import { $intent, $onboarded, $profileBusy, intentChosen, onboardingSubmitted } from '../features/accounts/profile/model.ts';
import styles from '../components/AccountProfile/Profile.module.scss';

function NextSteps({ intent }: { readonly intent: 'BUY' | 'SELL' }) {
  const { t } = useTranslation();
  return (
    <section className={`panel ${styles['panel']}`} data-testid="onboarding-done" data-intent={intent}>
      <h2>{t('onboarding.doneTitle')}</h2>
      {intent === 'SELL' ? (
        <ol className={styles['steps']}>
          <li>
            <a href={VERIFICATION_PAGE.toLowerCase()} data-testid="onboarding-verify">
              {t('onboarding.sellVerify')}
            </a>
          </li>
          <li>
            <a href="/dashboard/create-offer" data-testid="onboarding-first-offer">
              {t('onboarding.sellFirstOffer')}
            </a>
          </li>
          <li>
            <a href="/dashboard/account/notifications">{t('onboarding.sellNotifications')}</a>
          </li>
        </ol>
      ) : (
        <ol className={styles['steps']}>
          <li>
            <a href="/games" data-testid="onboarding-browse">
              {t('onboarding.buyBrowse')}
            </a>
          </li>
          <li>
            <a href="/ig-plus">{t('onboarding.buyPlus')}</a>
          </li>
        </ol>
      )}
    </section>
  );
}

/** /onboarding, right after sign-up: a public name, country and currency, and whether the user came to buy or to sell. */
export function OnboardingPage() {
  const { t } = useTranslation();
  const [intent, done, busy, display, rates, chooseIntent, chooseCurrency, submit] = useUnit([$intent, $onboarded, $profileBusy, $displayCurrency, $rates, intentChosen, currencyChosen, onboardingSubmitted]);
  const currencies = ['USD', ...rates.map((r) => r.currency)];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  return (
    <main className="page" data-testid="onboarding-page">
      <h1>{t('onboarding.title')}</h1>
      <p>{t('onboarding.intro')}</p>
      {done !== null ? (
        <NextSteps intent={done} />
      ) : (
        <form className={`panel ${styles['panel']}`} onSubmit={onSubmit} data-testid="onboarding-form">
          <ProfileFields fields={['username', 'country']} />
          <div className={styles['field']}>
            <label htmlFor="onboarding-currency">{t('onboarding.currency')}</label>
            <select id="onboarding-currency" value={display.currency} onChange={(e) => chooseCurrency(e.target.value)} data-testid="onboarding-currency">
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={styles['intents']}>
            <legend>{t('onboarding.intentTitle')}</legend>
            {ONBOARDING_INTENTS.map((option) => (
              <label key={option}>
                <input type="radio" name="onboarding-intent" value={option} checked={intent === option} onChange={() => chooseIntent(option)} data-testid={`onboarding-intent-${option}`} />
                {option === 'BUY' ? t('onboarding.intentBuy') : t('onboarding.intentSell')}
              </label>
            ))}
          </fieldset>
          <FieldProblem field="form" />
          <button type="submit" className="button" disabled={busy} data-testid="onboarding-submit">
            {busy ? t('accountProfile.saving') : t('onboarding.submit')}
          </button>
        </form>
      )}
    </main>
  );
}
