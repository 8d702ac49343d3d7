import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useViewerTime } from '../DateTime.tsx';
import { API_KEY_SCOPES } from '../../../domain/index.ts';
import {
  $apiKeys,
  $apiKeysError,
  $creating,
  $keyName,
  $keyScopes,
  $newSecret,
  $revokingKey,
  $secretCopied,
  createKeySubmitted,
  keyNameChanged,
  revokeKeyClicked,
  scopeToggled,
  secretCopied,
  secretDismissed,
} from '../../features/sellerapi/api-keys/model.ts';
import styles from '../AccountSecurity/AccountSecurity.module.scss';

/** The new key's secret, readable only now: copy it, then dismiss. */
function NewSecret() {
  const { t } = useTranslation();
  const [shown, copied, copy, dismiss] = useUnit([$newSecret, $secretCopied, secretCopied, secretDismissed]);
  if (shown === null) return null;
  return (
    <div role="status" data-testid="api-key-secret">
      <p>{t('apiKeys.secretOnce', { name: shown.name })}</p>
      <code data-testid="api-key-secret-value">{shown.secret}</code>{' '}
      <button type="button" className="button button--small" onClick={() => copy()} data-testid="api-key-copy">
        {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
      </button>{' '}
      <button type="button" className="button button--small button--ghost" onClick={() => dismiss()}>
        {t('apiKeys.dismiss')}
      </button>
    </div>
  );
}

/** The account page's API tab: create, list and revoke seller API keys. */
export function ApiKeysPanel() {
  const { t } = useTranslation();
  const time = useViewerTime();
  const [keys, error, creating, name, scopes, revoking] = useUnit([$apiKeys, $apiKeysError, $creating, $keyName, $keyScopes, $revokingKey]);
  const [nameChanged, toggle, submit, revoke] = useUnit([keyNameChanged, scopeToggled, createKeySubmitted, revokeKeyClicked]);
  return (
    <div data-testid="api-keys-panel">
      <section className={`panel ${styles['panel']}`}>
        <h2>{t('apiKeys.title')}</h2>
        <p>
          {t('apiKeys.hint')} <a href="/api/v1/docs">{t('apiKeys.docs')}</a>
        </p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label>
            {t('apiKeys.name')} <input value={name} maxLength={60} onChange={(e) => nameChanged(e.target.value)} data-testid="api-key-name" />
          </label>
          <fieldset>
            <legend>{t('apiKeys.scopes')}</legend>
            {API_KEY_SCOPES.map((scope) => (
              <label key={scope}>
                <input type="checkbox" checked={scopes.includes(scope)} onChange={(e) => toggle({ scope, on: e.target.checked })} data-testid={`api-key-scope-${scope}`} /> <code>{scope}</code>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button" disabled={creating} data-testid="api-key-create">
            {t('apiKeys.create')}
          </button>
        </form>
        <NewSecret />
        {error !== null && <p role="alert">{t(`apiKeys.errors.${error}`)}</p>}
      </section>
      <section className={`panel ${styles['panel']}`}>
        <h2>{t('apiKeys.listTitle')}</h2>
        {keys !== null && keys.length === 0 && <p>{t('apiKeys.none')}</p>}
        <ul className={styles['sessions']}>
          {(keys ?? []).map((key) => (
            <li key={key.id} data-testid="api-key" data-revoked={key.revokedAt !== null}>
              <span>
                <strong>{key.name}</strong> · <code>{key.prefix}…</code>
                <br />
                <small>
                  {key.scopes.join(', ')} · {t('apiKeys.created', { date: time(key.createdAt) })}
                  {key.lastUsedAt !== null && ` · ${t('apiKeys.lastUsed', { date: time(key.lastUsedAt) })}`}
                </small>
              </span>
              {key.revokedAt === null ? (
                <button type="button" className="button button--small button--ghost" disabled={revoking === key.id} onClick={() => revoke(key.id)} data-testid="api-key-revoke">
                  {t('apiKeys.revoke')}
                </button>
              ) : (
                <em>{t('apiKeys.revoked')}</em>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
