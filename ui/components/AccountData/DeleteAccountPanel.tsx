import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  $deletionBlockers,
  $deletionBusy,
  $deletionCode,
  $deletionConfirmed,
  $deletionError,
  $deletionNeedsCode,
  $deletionPassword,
  $deletionReady,
  $exported,
  deleteClicked,
  deletionCodeChanged,
  deletionConfirmToggled,
  deletionPasswordChanged,
  exportClicked,
} from '../../features/accounts/deletion/model.ts';
import styles from '../../pages/Money.module.scss';

/** The Export part: one's data as a JSON file, offered before anything is erased. */
function ExportMyData() {
  const { t } = useTranslation();
  const [busy, exported, exportIt] = useUnit([$deletionBusy, $exported, exportClicked]);
  return (
    <div className={styles['stack']}>
      <h3>{t('accountData.exportTitle')}</h3>
      <p className={styles['muted']}>{t('accountData.exportHint')}</p>
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => exportIt()} data-testid="export-my-data">
        {t('accountData.exportButton')}
      </button>
      {exported && <p role="status">{t('accountData.exported')}</p>}
    </div>
  );
}

/** The account page's Delete account tab: export first, then the proof, the ticked box, and why a refusal happened. */
export function DeleteAccountPanel() {
  const { t } = useTranslation();
  const [needsCode, password, code, confirmed, ready, blockers, error] = useUnit([
    $deletionNeedsCode,
    $deletionPassword,
    $deletionCode,
    $deletionConfirmed,
    $deletionReady,
    $deletionBlockers,
    $deletionError,
  ]);
  const [typePassword, typeCode, confirm, remove] = useUnit([deletionPasswordChanged, deletionCodeChanged, deletionConfirmToggled, deleteClicked]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove();
  };
  return (
    <section className={`panel ${styles['stack']}`} data-testid="delete-account-panel">
      <h2>{t('accountData.deleteTitle')}</h2>
      <ExportMyData />
      <form className={styles['stack']} onSubmit={onSubmit} data-testid="delete-account-form">
        <h3>{t('accountData.deleteTitle')}</h3>
        <p className={styles['muted']}>{t('accountData.deleteHint')}</p>
        {needsCode ? (
          <>
            <label htmlFor="delete-account-code">{t('accountData.twoFactorCode')}</label>
            <input id="delete-account-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => typeCode(e.target.value)} data-testid="delete-account-code" />
          </>
        ) : (
          <>
            <label htmlFor="delete-account-password">{t('accountData.password')}</label>
            <input
              id="delete-account-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => typePassword(e.target.value)}
              data-testid="delete-account-password"
            />
          </>
        )}
        <label>
          <input type="checkbox" checked={confirmed} onChange={(e) => confirm(e.target.checked)} data-testid="delete-account-confirm" /> {t('accountData.confirm')}
        </label>
        {blockers.length > 0 ? (
          <div role="alert" data-testid="delete-account-blockers">
            <p>{t('accountData.refused')}</p>
            <ul>
              {blockers.map((blocker) => (
                <li key={blocker} data-blocker={blocker}>
                  {t(`accountData.blockers.${blocker}`)}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          error !== null && (
            <p role="alert" data-testid="delete-account-error">
              {error === 'LOGIN_FAILED' || error === 'TWO_FACTOR_INVALID' ? t('accountData.wrongProof') : t('accountData.deleteFailed')}
            </p>
          )
        )}
        <button type="submit" className="button" disabled={!ready} data-testid="delete-account-submit">
          {t('accountData.deleteButton')}
        </button>
      </form>
    </section>
  );
}
