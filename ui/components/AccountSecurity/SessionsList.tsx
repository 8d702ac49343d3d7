import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useViewerTime } from '../DateTime.tsx';
import { $revoking, $sessions, $sessionsError, sessionRevokeClicked } from '../../features/accounts/security/model.ts';
import styles from './AccountSecurity.module.scss';

/** Where the account is signed in; the current session is marked and cannot be revoked here (logging out ends it). */
export function SessionsList() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [sessions, error, revoking, revoke] = useUnit([$sessions, $sessionsError, $revoking, sessionRevokeClicked]);
  return (
    <section className={`panel ${styles['panel']}`} data-testid="sessions">
      <h2>{t('security.sessions.title')}</h2>
      <p>{t('security.sessions.hint')}</p>
      <ul className={styles['sessions']}>
        {(sessions ?? []).map((s) => (
          <li key={s.id} data-testid="session" data-current={s.current}>
            <span>
              <strong>{s.userAgent ?? t('security.sessions.unknownBrowser')}</strong>
              {s.lastAddress !== null && ` · ${s.lastAddress}`}
              <br />
              <small>
                {t('security.sessions.started', { date: time(s.createdAt) })} · {t('security.sessions.expires', { date: time(s.expiresAt) })}
              </small>
            </span>
            {s.current ? (
              <em data-testid="session-current">{t('security.sessions.current')}</em>
            ) : (
              <button type="button" className="button button--small button--ghost" disabled={revoking === s.id} onClick={() => revoke(s.id)} data-testid="session-revoke">
                {t('security.sessions.revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {error !== null && <p role="alert">{t(`security.errors.${error}`)}</p>}
    </section>
  );
}
