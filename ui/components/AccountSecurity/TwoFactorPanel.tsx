import type { FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  $recoveryCodes,
  $twoFactorEnabled,
  $twoFactorError,
  $twoFactorPending,
  $twoFactorQr,
  $twoFactorSetup,
  recoveryCodesDismissed,
  recoveryCodesRequested,
  twoFactorCodeSubmitted,
  twoFactorSetupCancelled,
  twoFactorTurnOffSubmitted,
  twoFactorTurnOnClicked,
} from '../../features/accounts/security/model.ts';
import styles from './AccountSecurity.module.scss';

/** A one-field form for a code from the authenticator app; the code is read on submit. */
function CodeForm(props: { readonly submitLabel: string; readonly testId: string; readonly onCode: (code: string) => void; readonly disabled: boolean }) {
  const { t } = useTranslation();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    props.onCode(String(new FormData(e.currentTarget).get('code') ?? ''));
    e.currentTarget.reset();
  };
  return (
    <form className={styles['form']} onSubmit={submit} data-testid={props.testId}>
      <label>
        {t('security.twoFactor.code')}
        <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} required data-testid={`${props.testId}-code`} />
      </label>
      <button type="submit" className="button" disabled={props.disabled}>
        {props.submitLabel}
      </button>
    </form>
  );
}

function RecoveryCodes({ codes }: { readonly codes: readonly string[] }) {
  const { t } = useTranslation();
  const dismiss = useUnit(recoveryCodesDismissed);
  return (
    <div data-testid="recovery-codes">
      <h3>{t('security.recovery.title')}</h3>
      <p>{t('security.recovery.hint')}</p>
      <ul className={styles['codes']}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className="button button--small button--ghost" onClick={() => dismiss()}>
        {t('security.recovery.done')}
      </button>
    </div>
  );
}

/**
 * Two-factor: "Turn on" shows the new secret (and its otpauth:// link, which
 * a phone opens in its authenticator app) until a code from the app confirms
 * it; the recovery codes are then shown once. The QR code of the link is for
 * the app's camera; the key is shown too, for typing it in by hand.
 */
export function TwoFactorPanel() {
  const { t } = useTranslation();
  const [enabled, setup, qr, codes, error, pending] = useUnit([$twoFactorEnabled, $twoFactorSetup, $twoFactorQr, $recoveryCodes, $twoFactorError, $twoFactorPending]);
  const [turnOn, cancel, confirm, turnOff, renew] = useUnit([twoFactorTurnOnClicked, twoFactorSetupCancelled, twoFactorCodeSubmitted, twoFactorTurnOffSubmitted, recoveryCodesRequested]);
  return (
    <section className={`panel ${styles['panel']}`} data-testid="two-factor">
      <h2>{t('security.twoFactor.title')}</h2>
      <p data-testid="two-factor-state">{enabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}</p>
      {!enabled && setup === null && (
        <button type="button" className="button" disabled={pending} onClick={() => turnOn()} data-testid="two-factor-turn-on">
          {t('security.twoFactor.turnOn')}
        </button>
      )}
      {!enabled && setup !== null && (
        <div>
          <p>{t('security.twoFactor.scan')}</p>
          {qr !== null && <img src={qr} width={220} height={220} alt={t('security.twoFactor.qr')} data-testid="twofa-qr" />}
          <p>
            {t('security.twoFactor.secret')}: <code className={styles['secret']} data-testid="twofa-secret">{setup.secret}</code>
          </p>
          <p>
            <a href={setup.uri} className={styles['secret']} data-testid="twofa-uri">
              {t('security.twoFactor.link')}
            </a>
          </p>
          <CodeForm submitLabel={t('security.twoFactor.confirm')} testId="two-factor-enable" onCode={confirm} disabled={pending} />
          <button type="button" className="button button--small button--ghost" onClick={() => cancel()}>
            {t('security.twoFactor.cancel')}
          </button>
        </div>
      )}
      {codes !== null && <RecoveryCodes codes={codes} />}
      {enabled && codes === null && (
        <>
          <h3>{t('security.twoFactor.newCodes')}</h3>
          <CodeForm submitLabel={t('security.twoFactor.newCodes')} testId="recovery-renew" onCode={renew} disabled={pending} />
          <h3>{t('security.twoFactor.turnOff')}</h3>
          <CodeForm submitLabel={t('security.twoFactor.turnOff')} testId="two-factor-disable" onCode={turnOff} disabled={pending} />
        </>
      )}
      {error !== null && <p role="alert">{t(`security.errors.${error}`)}</p>}
    </section>
  );
}
